import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const nav = style({ display: 'flex', justifyContent: 'center' });
export const list = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap', justifyContent: 'center' });
export const page = style({
  minWidth: 40,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const gap = style({ display: 'grid', placeItems: 'center', minWidth: 24, color: vars.color.textMuted });
