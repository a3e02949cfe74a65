import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const title = style({ fontSize: '2rem', margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});
export const cardTitle = style({ fontSize: '1.25rem', margin: 0 });

export const choosers = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 16rem))' } },
});

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { [breakpoints.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const figure = style([card, { gap: vars.space.xs }]);
export const figureLabel = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });
export const figureValue = style({ fontSize: '1.75rem', fontWeight: 700, margin: 0 });

export const chartAndTable = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [breakpoints.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const chart = style({ width: '100%', height: 'auto', display: 'block' });
export const barCompleted = style({ fill: vars.color.success });
export const barFailed = style({ fill: vars.color.danger });
export const barOther = style({ fill: vars.color.textMuted });
export const axis = style({ stroke: vars.color.border });
export const axisText = style({ fill: vars.color.textMuted, fontSize: '11px' });
export const legend = style({ display: 'flex', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
export const swatch = style({ display: 'inline-block', width: 10, height: 10, marginRight: vars.space.xs, borderRadius: 2 });
export const swatchCompleted = style([swatch, { background: vars.color.success }]);
export const swatchFailed = style([swatch, { background: vars.color.danger }]);
export const swatchOther = style([swatch, { background: vars.color.textMuted }]);

// A long period's table scrolls inside its box rather than stretching the page.
export const tableScroll = style({
  overflow: 'auto',
  maxHeight: '22rem',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' });
export const cell = style({ textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
export const numberCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
export const status = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', margin: 0 });
export const failure = style({ color: vars.color.danger, margin: 0 });
export const chartFigure = style({ margin: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 });
