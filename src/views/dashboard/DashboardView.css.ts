import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: '2rem', margin: 0 });

const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [breakpoints.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const tile = style([card, { display: 'grid', gap: vars.space.xs }]);
export const tileLabel = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });
export const tileValue = style({ fontSize: '2rem', fontWeight: 700 });

export const navCards = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
// The card fills its grid cell, so the three cards of a row are as tall as the tallest.
export const navItem = style({ display: 'flex' });
export const navCard = style([
  card,
  {
    flex: 1,
    display: 'flex',
    gap: vars.space.md,
    alignItems: 'center',
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);
export const navIcon = style({ color: vars.color.primary, flexShrink: 0 });
export const navName = style({ display: 'block', fontWeight: 700, fontSize: '1.0625rem' });
export const navText = style({ display: 'block', color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [breakpoints.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});
export const panel = style([card, { display: 'grid', gap: vars.space.md, alignContent: 'start' }]);
export const panelTitle = style({ fontSize: '1.25rem', margin: 0 });

export const statRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const statValue = style({ fontWeight: 700 });
export const progress = style({ height: 10, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: 'hidden' });
export const progressFill = style({ height: '100%', background: vars.color.success, borderRadius: vars.radius.full });

export const activityList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const activityItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const taskName = style({ fontWeight: 600, margin: 0 });
export const taskMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });
export const taskControls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
const stateLabel = style({ borderRadius: vars.radius.full, padding: `2px ${vars.space.sm}`, fontSize: '0.8125rem', fontWeight: 600 });
export const activeLabel = style([stateLabel, { background: vars.color.successSurface, color: vars.color.success }]);
export const inactiveLabel = style([stateLabel, { background: vars.color.surfaceMuted, color: vars.color.textMuted }]);

export const switchRoot = style({ display: 'inline-flex', alignItems: 'center', cursor: 'pointer' });
export const switchTrack = style({
  width: 40,
  height: 22,
  borderRadius: vars.radius.full,
  background: '#94a3b8',
  position: 'relative',
  transition: 'background-color 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.success },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const switchThumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  background: '#ffffff',
  transition: 'transform 120ms',
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(18px)' } },
});

export const viewAll = style({ color: vars.color.primary, fontWeight: 600, justifySelf: 'start' });

// D151: the Runs card's failed runs, each a link to the run, its time and its error.
export const failedRun = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});
export const subTitle = style({ fontSize: '1rem', margin: 0 });
