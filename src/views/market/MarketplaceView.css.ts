import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { card } from '../ui/surfaces.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: '2rem', margin: 0 });
export const tagline = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.lg]: { gridTemplateColumns: '260px minmax(0, 1fr)', alignItems: 'start' } },
});
export const aside = style([card, { position: 'sticky', top: 88 }]);
export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const filters = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const filterGroup = style({ display: 'grid', gap: vars.space.sm });
export const filterTitle = style({ margin: 0, fontSize: '0.875rem', textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted });
export const searchField = style({ display: 'flex', minWidth: 0 });
export const chips = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const chipStatic = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, textTransform: 'capitalize' });

export const results = style([card, { display: 'grid', gap: vars.space.sm }]);
export const count = style({ margin: 0, fontWeight: 600, display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
/** The dot between the count and the page info, dropped where they wrap onto two lines. */
export const separator = style({ display: 'none', '@media': { [breakpoints.md]: { display: 'inline' } } });
export const resultsControls = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });
export const sort = style({ minWidth: 180 });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  selectors: { '&[aria-busy]': { opacity: 0.6, transition: 'opacity 150ms' } },
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const notice = style([card, { display: 'grid', gap: vars.space.xs, justifyItems: 'center', textAlign: 'center', padding: vars.space.xl }]);
export const noticeTitle = style({ margin: 0, fontSize: '1.25rem' });

export const cartPanel = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', padding: vars.space.md, overflowY: 'auto' });
export const cartEmpty = style({ margin: 0, padding: `${vars.space.xl} 0`, textAlign: 'center', color: vars.color.textMuted });
export const cartList = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });
export const cartLine = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', gap: vars.space.sm, alignItems: 'center', paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const cartLineTitle = style({ overflowWrap: 'anywhere' });
export const cartTotal = style({ display: 'flex', justifyContent: 'space-between', margin: 0, fontSize: '1.125rem', fontWeight: 700 });
export const cartActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

/**
 * Rows keep their own height (max-content): the modal scrolls instead. Without it the grid squeezed
 * the image's row, whose overflow is hidden, and the text below was drawn over the picture.
 */
export const detail = style({ display: 'grid', gap: vars.space.md, gridAutoRows: 'max-content', overflowY: 'auto', maxHeight: 'calc(100dvh - 64px)' });
export const detailMedia = style({ borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.surfaceMuted, display: 'grid', placeItems: 'center', aspectRatio: '16 / 7' });
export const detailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const detailFigures = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', margin: 0, color: vars.color.textMuted });
export const rating = style({ display: 'inline-flex', gap: 4, alignItems: 'center', color: '#b45309', fontWeight: 600 });
export const detailTags = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', listStyle: 'none', padding: 0, margin: 0 });
export const detailHeading = style({ margin: 0, fontSize: '1rem' });
export const features = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 });
export const pricing = style([card, { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap', boxShadow: 'none', background: vars.color.surfaceMuted }]);
export const priceLarge = style({ margin: 0, fontSize: '1.75rem', fontWeight: 700 });
export const verified = style({ margin: 0, display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', color: vars.color.success, fontWeight: 600 });
export const detailActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' });
export const terms = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted });
export const publishForm = style({ display: 'grid', gap: vars.space.md });
/** The fields scroll inside the modal on a short window; Cancel and Upload stay in view below them. */
export const publishFields = style({ display: 'grid', gap: vars.space.md, maxHeight: '55vh', overflowY: 'auto', padding: `${vars.space.xs} ${vars.space.xs}` });

