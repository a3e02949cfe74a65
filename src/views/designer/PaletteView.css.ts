import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const palette = style({ display: 'grid', gap: vars.space.md });
export const found = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
export const banner = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});
export const bannerText = style({ margin: 0 });
export const group = style({ display: 'grid', gap: vars.space.xs });
export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xs} 0`,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const count = style({
  marginLeft: 'auto',
  minWidth: 24,
  textAlign: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
});
export const items = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 });
export const item = style({
  display: 'grid',
  gap: 2,
  width: '100%',
  textAlign: 'left',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  background: vars.color.surface,
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const itemLabel = style({ fontWeight: 600 });
export const itemDescription = style({ fontSize: '0.8125rem', color: vars.color.textMuted });
export const empty = style({ textAlign: 'center', color: vars.color.textMuted });
