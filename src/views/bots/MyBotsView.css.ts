import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: '2rem', margin: 0 });
export const headerActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

const card = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { [breakpoints.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const tile = style([card, { display: 'grid', gap: vars.space.xs, margin: 0 }]);
export const tileLabel = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });
export const tileValue = style({ fontSize: '1.75rem', fontWeight: 700, margin: 0 });

export const toolbar = style({ display: 'grid', gap: vars.space.sm });
export const searchRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
export const searchField = style({ flex: 1, display: 'flex', minWidth: 0 });

export const chips = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const chip = style({
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const status = style({ color: vars.color.textMuted, margin: 0, minHeight: '1.5em', display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [breakpoints.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const empty = style([card, { display: 'grid', gap: vars.space.xs, justifyItems: 'center', textAlign: 'center', padding: vars.space.xl }]);
export const emptyTitle = style({ margin: 0, fontSize: '1.25rem' });
export const emptyText = style({ margin: 0, color: vars.color.textMuted });
export const more = style({ display: 'flex', justifyContent: 'center' });
export const failed = style([card, { display: 'grid', gap: vars.space.sm, justifyItems: 'start' }]);
