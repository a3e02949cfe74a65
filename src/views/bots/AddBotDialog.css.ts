import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const tabList = style({ display: 'flex', gap: vars.space.xs, padding: vars.space.xs, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const tab = style({
  flex: 1,
  minHeight: 36,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.color.surface, boxShadow: vars.shadow.card, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
/** The Upload tab is taller than a laptop's dialog: it scrolls, and the buttons stay in view below it. */
export const panel = style({ display: 'grid', gap: vars.space.md, outline: 'none', maxHeight: '52vh', overflowY: 'auto', padding: `${vars.space.sm} ${vars.space.xs}` });
