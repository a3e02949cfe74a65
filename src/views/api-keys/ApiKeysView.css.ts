import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../ui/surfaces.css';

// minmax(0, 1fr): the table scrolls inside its panel instead of widening the page.
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, paddingBlock: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ fontSize: '2rem', margin: 0 });
export const tagline = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, maxWidth: 640 });
export const status = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', margin: 0, color: vars.color.textMuted });
export const panel = style([card, { display: 'grid', gap: vars.space.md, justifyItems: 'start' }]);
export const access = style({ margin: 0, color: vars.color.textMuted });
export const notice = style([card, { display: 'flex', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', borderInlineStart: `4px solid ${vars.color.warning}` }]);
export const noticeText = style({ margin: 0, maxWidth: 720 });
export const empty = style([card, { display: 'grid', gap: vars.space.sm, justifyItems: 'center', textAlign: 'center', padding: vars.space.xl, color: vars.color.textMuted }]);
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const tableWrap = style([card, { overflowX: 'auto', padding: 0 }]);
export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: 880 });
export const cell = style({ padding: vars.space.sm, paddingInline: vars.space.md, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });
export const headCell = style([cell, { color: vars.color.textMuted, fontSize: '0.875rem', fontWeight: 600 }]);
export const nameCell = style([cell, { fontWeight: 600, overflowWrap: 'anywhere', minWidth: 160 }]);
export const dateCell = style([cell, { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }]);
/** "Expired" above its date, so the row stays as narrow as the others. */
export const expired = style({ display: 'grid', color: vars.color.danger, fontWeight: 600 });
export const prefix = style({ fontFamily: vars.font.mono, fontSize: '0.875rem', whiteSpace: 'nowrap' });
export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const scopes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const scope = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
});

export const form = style({ display: 'grid', gap: vars.space.md });
export const warning = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceMuted, fontWeight: 600 });
export const keyField = style({});
// The key alone in a monospace face, small enough for its 46 characters to fit the dialog's field.
globalStyle(`${keyField} input`, { fontFamily: vars.font.mono, fontSize: '0.875rem' });
export const copyRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
