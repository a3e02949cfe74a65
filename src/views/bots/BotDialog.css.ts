import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const head = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', minWidth: 0 });
export const thumb = style({
  flex: 'none',
  width: 56,
  height: 56,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  color: vars.color.textMuted,
});
export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const badge = style({
  display: 'inline-block',
  marginLeft: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: '0.8125rem',
  fontWeight: 600,
  verticalAlign: 'middle',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  selectors: { '&[data-active]': { background: vars.color.successSurface, color: vars.color.success } },
});
export const modes = style({ display: 'inline-flex', gap: vars.space.xs, padding: vars.space.xs, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const mode = style({
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.surface, boxShadow: vars.shadow.card, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const body = style({ display: 'grid', gap: vars.space.lg, maxHeight: '65vh', overflowY: 'auto', paddingRight: vars.space.xs });
export const section = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 700, padding: 0 });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const fact = style({ display: 'grid', gap: 2, minWidth: 0 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const tag = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, fontSize: '0.875rem' });
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ '@media': { [breakpoints.md]: { gridColumn: '1 / -1' } } });
export const selectField = style({ display: 'grid', gap: vars.space.xs });
