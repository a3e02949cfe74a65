import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const authPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: `linear-gradient(160deg, ${vars.color.background}, #dbeafe)`,
});

export const card = style({
  width: '100%',
  maxWidth: 440,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
});

export const wideCard = style([card, { maxWidth: 640, boxShadow: vars.shadow.card, border: `1px solid ${vars.color.border}` }]);

export const header = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center', textAlign: 'center' });
export const title = style({ fontSize: '1.75rem', margin: 0 });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'grid', gap: vars.space.md });
export const twoColumns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' });
export const footer = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });
export const link = style({ color: vars.color.primary, fontWeight: 600 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const status = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', color: vars.color.textMuted });
export const failure = style({ display: 'grid', gap: vars.space.xs });

export const details = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const detailRow = style({ display: 'grid', gap: 2 });
export const detailLabel = style({ fontWeight: 600, fontSize: '0.9rem', color: vars.color.textMuted });
export const detailValue = style({ margin: 0 });
export const badges = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
const badge = style({ borderRadius: vars.radius.full, padding: `2px ${vars.space.sm}`, fontSize: '0.8125rem', fontWeight: 600 });
export const activeBadge = style([badge, { background: vars.color.successSurface, color: vars.color.success }]);
export const inactiveBadge = style([badge, { background: vars.color.surfaceMuted, color: vars.color.textMuted }]);
export const adminBadge = style([badge, { background: '#e0e7ff', color: vars.color.indigo }]);

/** A finished flow's message (a reset link sent, a password reset): focused, so it is outlined like any focus. */
export const outcome = style({ display: 'grid', gap: vars.space.sm, textAlign: 'center', borderRadius: vars.radius.md, selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 } } });
export const outcomeText = style({ margin: 0 });
