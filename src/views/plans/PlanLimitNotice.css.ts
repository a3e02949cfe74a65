import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
});

export const text = style({ margin: 0, flex: '1 1 20rem', color: vars.color.danger });

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
