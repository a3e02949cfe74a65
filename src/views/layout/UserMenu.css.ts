import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: '4px 10px 4px 4px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  background: vars.color.indigo,
  color: '#ffffff',
  fontSize: '0.8125rem',
});

export const chevron = style({ color: vars.color.textMuted });

export const popover = style({
  minWidth: 220,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

export const menu = style({ padding: 6, outline: 'none', maxHeight: 'inherit', overflow: 'auto' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '8px 10px',
  borderRadius: vars.radius.md,
  fontSize: '0.875rem',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
  },
});

export const separator = style({ height: 1, margin: '6px 4px', background: vars.color.border });
