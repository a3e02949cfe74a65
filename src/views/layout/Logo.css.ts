import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const image = style({ display: 'block', borderRadius: vars.radius.md, flexShrink: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const tone = styleVariants({
  dark: { color: vars.color.text },
  light: { color: '#ffffff' },
});

export const wordmark = style({ fontWeight: 700, fontSize: '1.125rem', letterSpacing: '-0.01em' });
