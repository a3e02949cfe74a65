import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const address = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const url = style({
  fontFamily: vars.font.mono,
  fontSize: '0.8125rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  width: '100%',
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const confirm = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.sm, border: `1px solid ${vars.color.warning}`, borderRadius: vars.radius.md });
export const text = style({ margin: 0, fontSize: '0.8125rem' });
export const error = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.danger });
