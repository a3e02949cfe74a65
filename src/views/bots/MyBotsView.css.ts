import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { card } from '../ui/surfaces.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: '2rem', margin: 0 });
export const headerActions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

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
export const searchField = style({ flex: 1, display: 'flex', minWidth: 0 });

export const chips = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

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


export const allowance = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
