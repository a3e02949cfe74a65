import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { card } from '../ui/surfaces.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const back = style({ justifySelf: 'start' });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'start' } },
});
export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const hero = style({ borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surfaceMuted, aspectRatio: '16 / 7', display: 'grid', placeItems: 'center', color: vars.color.textMuted });
export const heroImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const title = style({ margin: 0, fontSize: '2rem' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const tabList = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[data-selected]': { borderBottomColor: vars.color.primary, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const panel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md, outline: 'none' });
export const panelHeading = style({ margin: 0, fontSize: '1rem' });
export const side = style({ display: 'grid', gap: vars.space.md });
export const buyBox = style([card, { display: 'grid', gap: vars.space.sm }]);
export const price = style({ margin: 0, fontSize: '2rem', fontWeight: 700 });
export const infoBox = style([card, { display: 'grid', gap: vars.space.xs, margin: 0 }]);
export const infoRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const infoTerm = style({ color: vars.color.textMuted });
export const infoValue = style({ margin: 0, fontWeight: 600 });
export const state = style([card, { display: 'grid', gap: vars.space.sm, justifyItems: 'center', padding: vars.space.xl }]);
