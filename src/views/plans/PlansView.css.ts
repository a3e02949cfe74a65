import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.xl });
export const header = style({ textAlign: 'center' });
export const title = style({ fontSize: '2rem', margin: 0 });
export const subtitle = style({ color: vars.color.textMuted, margin: `${vars.space.sm} 0 0` });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  color: vars.color.textMuted,
});

export const empty = style({ textAlign: 'center', padding: vars.space.xxl, color: vars.color.textMuted });
export const emptyTitle = style({ color: vars.color.text, fontSize: '1.25rem', margin: 0 });

export const grid = style({
  display: 'grid',
  // Room above each card for its badge, which sits on the card's top edge.
  gap: `${vars.space.xl} ${vars.space.lg}`,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: `${vars.space.sm} 0 0`,
  margin: 0,
});

export const gridColumns = styleVariants({
  one: { maxWidth: 480, width: '100%', justifySelf: 'center' },
  two: { '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  three: {
    '@media': {
      [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [breakpoints.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const popularCard = style({ borderColor: vars.color.primary, borderWidth: 2 });
export const currentCard = style({ borderColor: vars.color.success, borderWidth: 2 });

// On the card's top edge, so a card without a badge has no blank strip where one would be.
export const badges = style({
  position: 'absolute',
  top: 0,
  left: vars.space.lg,
  transform: 'translateY(-50%)',
  display: 'flex',
  gap: vars.space.sm,
});
const badge = style({ borderRadius: vars.radius.full, padding: `2px ${vars.space.sm}`, fontSize: '0.8125rem', fontWeight: 600 });
export const popularBadge = style([badge, { background: vars.color.primary, color: vars.color.primaryText }]);
export const currentBadge = style([badge, { background: vars.color.successSurface, color: vars.color.success }]);

export const planName = style({ fontSize: '1.375rem', margin: 0 });
export const description = style({ color: vars.color.textMuted, margin: 0 });
export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs, margin: 0 });
export const amount = style({ fontSize: '2.25rem', fontWeight: 700 });
export const period = style({ color: vars.color.textMuted });
export const saving = style({ color: vars.color.success, fontWeight: 600, margin: 0, fontSize: '0.9375rem' });

export const features = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0, flex: 1 });
export const feature = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const featureIcon = style({ color: vars.color.primary, flexShrink: 0 });

export const why = style({
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
});
export const whyTitle = style({ textAlign: 'center', margin: `0 0 ${vars.space.lg}` });
export const whyList = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const whyItem = style({ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: vars.space.sm });
export const whyIcon = style({ color: vars.color.primary });
export const whyName = style({ fontSize: '1.0625rem', margin: 0 });

/** The user's plan above the cards (D85). */
export const currentPanel = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const currentTitle = style({ fontSize: '1.125rem', margin: 0 });
export const retention = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
