import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: 'rgba(15, 23, 42, 0.45)',
});

export const modal = style({
  width: 'min(420px, 100%)',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
});

export const dialog = style({ padding: vars.space.lg, outline: 'none' });

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.125rem' });

export const text = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
