import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../ui/surfaces.css';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, paddingBlock: vars.space.lg });
export const header = style({ display: 'grid', gap: vars.space.xs });
export const title = style({ fontSize: '2rem', margin: 0 });
export const tagline = style({ margin: 0, color: vars.color.textMuted, maxWidth: 720 });
export const status = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', margin: 0, color: vars.color.textMuted });
export const panel = style([card, { display: 'grid', gap: vars.space.md, justifyItems: 'start' }]);
export const empty = style([card, { display: 'grid', gap: vars.space.sm, justifyItems: 'center', textAlign: 'center', padding: vars.space.xl, color: vars.color.textMuted }]);
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const botCard = style([card, { display: 'grid', gap: vars.space.md }]);
export const botHead = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' });
export const botTitle = style({ margin: 0, fontSize: '1.25rem', overflowWrap: 'anywhere' });
export const botMeta = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: '0.875rem' });
export const badge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: '0.8125rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: vars.space.md, margin: 0 });
export const figure = style({ display: 'grid', gap: 2 });
export const figureName = style({ color: vars.color.textMuted, fontSize: '0.8125rem' });
export const figureValue = style({ margin: 0, fontSize: '1.125rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const reviews = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const review = style({ margin: 0, fontSize: '0.875rem' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const refreshing = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', fontVariantNumeric: 'tabular-nums' });
export const headCell = style([cell, { color: vars.color.textMuted, fontSize: '0.875rem', fontWeight: 600 }]);
export const tableWrap = style({ maxHeight: 360, overflowY: 'auto' });

export const form = style({ display: 'grid', gap: vars.space.md });
export const note = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap', margin: 0, color: vars.color.textMuted });
