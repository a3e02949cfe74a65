import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  minWidth: 0,
});

export const media = style({ position: 'relative', height: 120, background: vars.color.surfaceMuted, display: 'grid', placeItems: 'center', color: vars.color.textMuted });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** The pills over the picture: the Active/Inactive badge on the right, Needs setup on the left. */
const pill = style({
  position: 'absolute',
  top: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: '0.8125rem',
  fontWeight: 600,
});
export const badge = style([
  pill,
  {
    right: vars.space.sm,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    border: `1px solid ${vars.color.border}`,
    selectors: { '&[data-active]': { background: vars.color.successSurface, color: vars.color.success, borderColor: vars.color.successSurface } },
  },
]);
/** D66: a required input of the bot's setup is empty; a button that opens the setup. */
export const setupBadge = style([
  pill,
  {
    left: vars.space.sm,
    background: vars.color.surface,
    color: vars.color.warning,
    border: `1px solid ${vars.color.warning}`,
    cursor: 'pointer',
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);
/** D130: its listing has a newer version; a button that opens the update, applied only when its owner chooses. */
export const updateBadge = style([
  pill,
  {
    top: 'auto',
    bottom: vars.space.sm,
    left: vars.space.sm,
    background: vars.color.surface,
    color: vars.color.primary,
    border: `1px solid ${vars.color.primary}`,
    cursor: 'pointer',
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);
/** The badge reads Active/Inactive, and ON/OFF where there is little room (spec 02 §2). */
export const badgeLong = style({ display: 'none', '@media': { [breakpoints.md]: { display: 'inline' } } });
export const badgeShort = style({ '@media': { [breakpoints.md]: { display: 'none' } } });

export const body = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, alignContent: 'start', minWidth: 0 });
export const figures = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, color: vars.color.textMuted, fontSize: '0.9375rem' });
export const rating = style({ display: 'inline-flex', gap: 4, alignItems: 'center' });
export const price = style({ fontWeight: 700, color: vars.color.text });
export const title = style({ margin: 0, fontSize: '1.0625rem', overflowWrap: 'anywhere' });
export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const author = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });
export const tags = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', listStyle: 'none', padding: 0, margin: 0 });
export const tag = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, fontSize: '0.8125rem' });

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: vars.space.md, paddingTop: 0 });
export const toggle = style({
  minWidth: 56,
  minHeight: 36,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: 700,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[data-selected]': { background: vars.color.success, borderColor: vars.color.success, color: vars.color.primaryText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const grow = style({ flex: 1 });
export const menuButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const menu = style({
  minWidth: 160,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});
export const menuItem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surfaceMuted }, '&[data-danger]': { color: vars.color.danger } },
});
