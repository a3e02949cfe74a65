import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
});

// Same gutters as the navigation bar, so the footer lines up with the page above it.
const gutters = {
  padding: `0 ${vars.space.md}`,
  '@media': { [breakpoints.md]: { padding: `0 ${vars.space.lg}` } },
} as const;

export const inner = style({
  ...gutters,
  maxWidth: 1200,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [breakpoints.md]: { padding: `0 ${vars.space.lg}`, flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const brandName = style({ display: 'flex', alignItems: 'center', gap: 10, fontWeight: 700, fontSize: '1.0625rem' });

export const tagline = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}` });

globalStyle(`${links} a`, { color: vars.color.textMuted, textDecoration: 'none', fontSize: '0.9rem', fontWeight: 500 });
globalStyle(`${links} a:hover`, { color: vars.color.text, textDecoration: 'underline' });

export const copyright = style({
  ...gutters,
  maxWidth: 1200,
  margin: `${vars.space.lg} auto 0`,
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
});

export const copyrightText = style({ margin: 0, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
