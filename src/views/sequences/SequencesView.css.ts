import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ fontSize: '2rem', margin: 0 });

export const roundButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'progress', opacity: 0.7 },
  },
});

export const status = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', color: vars.color.textMuted });
export const empty = style({ color: vars.color.textMuted, margin: 0 });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

const tileBase = style({
  position: 'relative',
  minHeight: 140,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});

export const addTile = style([
  tileBase,
  {
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: vars.space.sm,
    borderStyle: 'dashed',
    color: vars.color.primary,
    fontWeight: 600,
    textDecoration: 'none',
    height: '100%',
    boxSizing: 'border-box',
    selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);

export const tile = style([
  tileBase,
  {
    display: 'grid',
    alignContent: 'space-between',
    gap: vars.space.sm,
    cursor: 'pointer',
    transition: 'border-color 120ms, box-shadow 120ms',
    selectors: { '&:hover': { borderColor: vars.color.primary } },
  },
]);
export const tileTitle = style({ fontSize: '1.0625rem', margin: 0, overflowWrap: 'anywhere' });

/** The title link; its ::after covers the tile, so a click anywhere on the tile opens the designer. */
export const tileLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.primary },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const tileDescription = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

/**
 * Above the title link's cover. Always shown where there is no hover (touch screens) and on narrow
 * windows; elsewhere shown on hover and whenever focus is inside the tile, so keyboard users see
 * what they reach.
 */
export const tileActions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  gap: vars.space.xs,
  opacity: 0,
  transition: 'opacity 120ms',
  selectors: { [`${tile}:hover &, ${tile}:focus-within &`]: { opacity: 1 } },
  '@media': {
    '(hover: none), (pointer: coarse)': { opacity: 1 },
    // Below the md breakpoint, where a phone-sized window may still report a mouse.
    '(max-width: 767.98px)': { opacity: 1 },
  },
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0, '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });
export const factLabel = style({ fontWeight: 600, fontSize: '0.85rem', color: vars.color.textMuted });
export const factValue = style({ margin: 0 });

export const formPage = style({ display: 'grid', gap: vars.space.lg, maxWidth: 640 });
export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
});
export const form = style({ display: 'grid', gap: vars.space.md });

// D148: the last run's line on a tile, its status as a coloured label.
export const tileRun = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: '0.875rem' });
const runLabel = style({ borderRadius: vars.radius.full, padding: `1px ${vars.space.sm}`, fontWeight: 600, fontSize: '0.8125rem' });
export const runStatus = styleVariants({
  completed: [runLabel, { background: vars.color.successSurface, color: vars.color.success }],
  failed: [runLabel, { background: vars.color.dangerSurface, color: vars.color.danger }],
  cancelled: [runLabel, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
  running: [runLabel, { background: vars.color.surfaceMuted, color: vars.color.info }],
  queued: [runLabel, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});
