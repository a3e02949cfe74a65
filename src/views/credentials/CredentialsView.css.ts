import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../ui/surfaces.css';

// minmax(0, 1fr): the table scrolls inside its panel instead of widening the page.
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, paddingBlock: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: '2rem', margin: 0 });
export const tagline = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, maxWidth: 640 });
export const status = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', margin: 0, color: vars.color.textMuted });
export const panel = style([card, { display: 'grid', gap: vars.space.md, justifyItems: 'start' }]);
export const empty = style([card, { display: 'grid', gap: vars.space.sm, justifyItems: 'center', textAlign: 'center', padding: vars.space.xl, color: vars.color.textMuted }]);
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const tableWrap = style([card, { overflowX: 'auto', padding: 0 }]);
export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: 720 });
export const cell = style({ padding: vars.space.sm, paddingInline: vars.space.md, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });
export const headCell = style([cell, { color: vars.color.textMuted, fontSize: '0.875rem', fontWeight: 600 }]);
export const nameCell = style([cell, { fontWeight: 600, overflowWrap: 'anywhere' }]);
export const dateCell = style([cell, { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }]);
export const rowActions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

export const fieldNames = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const fieldName = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
});

export const form = style({ display: 'grid', gap: vars.space.md });
export const note = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceMuted, fontSize: '0.875rem' });
export const usedBy = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs, overflowWrap: 'anywhere' });
