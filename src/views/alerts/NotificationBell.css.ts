import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: 'none',
  background: 'transparent',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const badge = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: '0.75rem',
  fontWeight: 700,
  display: 'grid',
  placeItems: 'center',
});

export const popover = style({
  width: 'min(360px, calc(100vw - 16px))',
  maxHeight: 'min(480px, 70vh)',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
});

export const dialog = style({ outline: 'none', padding: vars.space.md, display: 'grid', gap: vars.space.sm });

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const item = style({
  display: 'grid',
  gap: 2,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const unread = style({ fontWeight: 700 });

export const time = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const note = style({ margin: 0, color: vars.color.textMuted });
