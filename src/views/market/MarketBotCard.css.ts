import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  minWidth: 0,
});

export const media = style({ position: 'relative', aspectRatio: '16 / 9', background: vars.color.surfaceMuted, display: 'grid', placeItems: 'center', color: vars.color.textMuted });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const premium = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: '0.75rem',
  fontWeight: 700,
  background: '#fef3c7',
  color: '#92400e',
});
export const heart = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  border: 'none',
  background: 'rgba(255, 255, 255, 0.9)',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { color: '#e11d48' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const body = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, alignContent: 'start', minWidth: 0 });
export const figures = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, color: vars.color.textMuted, fontSize: '0.875rem' });
export const rating = style({ display: 'inline-flex', gap: 4, alignItems: 'center', color: '#b45309', fontWeight: 600 });
/** A bot without reviews: the same place, in the muted colour. */
export const unrated = style({ display: 'inline-flex', gap: 4, alignItems: 'center' });
export const title = style({ margin: 0, fontSize: '1.0625rem', overflowWrap: 'anywhere' });
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const author = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });
export const tags = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', listStyle: 'none', padding: 0, margin: 0 });
export const tag = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, fontSize: '0.8125rem' });
export const price = style({ fontSize: '1.25rem', fontWeight: 700 });

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: vars.space.md, paddingTop: 0, flexWrap: 'wrap' });
export const grow = style({ flex: 1 });
export const owned = style({ flex: 1, display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', color: vars.color.success, fontWeight: 600 });
