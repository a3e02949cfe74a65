import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../ui/surfaces.css';

export const reviews = style({ display: 'grid', gap: vars.space.md });
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const summaryText = style({ margin: 0, fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });
export const review = style([card, { display: 'grid', gap: vars.space.xs, boxShadow: 'none' }]);
export const reviewHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const reviewText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const stars = style({ color: vars.color.warning, letterSpacing: 2 });
export const form = style([card, { display: 'grid', gap: vars.space.sm, boxShadow: 'none' }]);
export const starGroup = style({ display: 'grid', gap: vars.space.xs });
export const starLabel = style({ fontWeight: 600, fontSize: '0.9rem' });
export const starChoices = style({ display: 'flex', gap: vars.space.xs });
export const star = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'default', opacity: 0.6 },
  },
});
export const starOn = style({ color: vars.color.warning });
export const fieldError = style({ margin: 0, fontSize: '0.85rem', lineHeight: 1.4, color: vars.color.danger });
export const counter = style({ margin: 0, fontSize: '0.85rem', color: vars.color.textMuted, justifySelf: 'end' });
export const counterOver = style({ color: vars.color.danger });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const alert = style({ margin: 0, color: vars.color.danger });
export const state = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
