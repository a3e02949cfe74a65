import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { card } from '../ui/surfaces.css';

// minmax(0, 1fr): a wide child (the history's table) scrolls inside its panel instead of widening the page.
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, paddingBlock: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: '2rem', margin: 0 });
export const tagline = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const panel = style([card, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, alignContent: 'start', minWidth: 0 }]);
export const panelTitle = style({ margin: 0, fontSize: '1.25rem' });

/** /checkout: the methods beside the order summary on wide screens, the summary first on a phone. */
export const checkoutLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});
export const summaryColumn = style({ '@media': { [breakpoints.lg]: { order: 2, position: 'sticky', top: 88 } } });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, minWidth: 0 });
export const lineName = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const amounts = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });
export const amountRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, margin: 0 });
export const totalRow = style([amountRow, { fontWeight: 700, fontSize: '1.125rem', paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border}` }]);

export const methods = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' });
export const method = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, background: '#eff6ff', boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const methodNote = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceMuted, display: 'grid', gap: vars.space.xs });
export const mono = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const cardFields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wideField = style({ '@media': { [breakpoints.md]: { gridColumn: '1 / -1' } } });

export const promises = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' });
export const promise = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted });

export const empty = style([card, { display: 'grid', gap: vars.space.md, justifyItems: 'center', textAlign: 'center', padding: vars.space.xl }]);

export const tiles = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });
export const tile = style([card, { display: 'grid', gap: vars.space.xs }]);
export const tileLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
export const tileValue = style({ margin: 0, fontSize: '1.5rem', fontWeight: 700 });

export const toolbar = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-end', flexWrap: 'wrap' });
export const toolbarSearch = style({ flex: '1 1 240px', display: 'grid', gap: vars.space.xs });
export const toolbarSelect = style({ flex: '0 1 180px' });

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: 720 });
export const cell = style({ padding: `${vars.space.sm} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });
export const headCell = style([cell, { color: vars.color.textMuted, fontSize: '0.875rem', fontWeight: 600 }]);
export const amountCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
export const rowActions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

const badgeBase = style({ display: 'inline-block', padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.full, fontSize: '0.8125rem', fontWeight: 600, textTransform: 'capitalize' });
export const statusBadge = styleVariants({
  completed: [badgeBase, { background: vars.color.successSurface, color: vars.color.success }],
  pending: [badgeBase, { background: '#fef3c7', color: vars.color.warning }],
  failed: [badgeBase, { background: vars.color.dangerSurface, color: vars.color.danger }],
  refunded: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});

/** A sample row of the demo account (D83): set apart from the payments the user made. */
export const sampleBadge = style([badgeBase, { marginInlineStart: vars.space.sm, border: `1px dashed ${vars.color.border}`, color: vars.color.textMuted, background: 'transparent' }]);

export const details = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const detailsTerm = style({ color: vars.color.textMuted });
export const detailsValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const modalBody = style({ display: 'grid', gap: vars.space.md });
export const menu = style([card, { padding: vars.space.xs, minWidth: 200, outline: 'none', boxShadow: vars.shadow.overlay, zIndex: vars.zIndex.floating }]);
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surfaceMuted } },
});

globalStyle(`${methodNote} p`, { margin: 0 });
// Icons keep their size when a long label wraps beside them.
globalStyle(`${method} svg, ${promise} svg`, { flexShrink: 0 });

/** The test-mode notice (D84): on every payment form, above the fields. */
export const testNotice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: '0.875rem',
});
export const testNoticeTitle = style({ margin: 0, fontWeight: 700, display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const testCardList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: 2 });
export const refundPanel = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
globalStyle(`${testNotice} p, ${refundPanel} p`, { margin: 0 });
export const refundError = style({ color: vars.color.danger });
