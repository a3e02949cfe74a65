import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({ position: 'relative', minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const hero = style({
  background: 'radial-gradient(1200px 500px at 80% -10%, rgba(99, 102, 241, 0.45), transparent), linear-gradient(160deg, #0b1120 0%, #172554 60%, #1e1b4b 100%)',
  color: '#ffffff',
});

export const main = style({ flex: 1 });

// Laid over the hero so the page keeps one <main> with the hero inside it.
export const header = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.raised,
  maxWidth: 1200,
  margin: '0 auto',
  height: 64,
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { [breakpoints.md]: { padding: `0 ${vars.space.lg}` } },
});

export const headerNav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const headerLink = style({
  padding: '6px 10px',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.md,
  color: '#e2e8f0',
  fontSize: '0.875rem',
  fontWeight: 500,
  textDecoration: 'none',
  selectors: { '&:hover': { color: '#ffffff', background: 'rgba(255, 255, 255, 0.1)' } },
});

export const headerRegister = style({
  background: '#ffffff',
  color: '#1e1b4b',
  fontWeight: 600,
  selectors: { '&:hover': { background: '#e0e7ff', color: '#1e1b4b' } },
});

/** Narrow screens keep only Sign in and Register / Dashboard; the hero and the footer carry the rest. */
export const headerLinkWide = style({
  display: 'none',
  '@media': { [breakpoints.md]: { display: 'inline-block' } },
});

export const heroBody = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `112px ${vars.space.md} 64px`,
  '@media': { [breakpoints.md]: { padding: `160px ${vars.space.lg} 80px` } },
});

export const eyebrow = style({
  display: 'inline-block',
  margin: 0,
  padding: '4px 12px',
  borderRadius: vars.radius.full,
  border: '1px solid rgba(255, 255, 255, 0.25)',
  background: 'rgba(255, 255, 255, 0.08)',
  color: '#e0e7ff',
  fontSize: '0.8125rem',
  fontWeight: 500,
});

export const title = style({
  margin: `${vars.space.lg} 0 ${vars.space.md}`,
  fontSize: 'clamp(2.25rem, 6vw, 3.75rem)',
  fontWeight: 800,
  letterSpacing: '-0.03em',
});

export const lead = style({ maxWidth: 640, margin: 0, fontSize: '1.125rem', lineHeight: 1.6, color: '#cbd5e1' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: vars.space.xl });

export const claims = style({
  listStyle: 'none',
  margin: `${vars.space.xxl} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  maxWidth: 760,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const claim = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: '1px solid rgba(255, 255, 255, 0.14)',
  background: 'rgba(255, 255, 255, 0.06)',
});

export const claimValue = style({ fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.02em' });

export const claimLabel = style({ color: '#cbd5e1', fontSize: '0.875rem' });

export const section = style({
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `64px ${vars.space.md}`,
  '@media': { [breakpoints.md]: { padding: `80px ${vars.space.lg}` } },
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.lg}`, fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.02em' });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const feature = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const featureIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  background: '#e0e7ff',
  color: vars.color.indigo,
});

export const featureTitle = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: '1.0625rem' });

export const featureText = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const contact = style({
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `0 ${vars.space.md} 80px`,
  scrollMarginTop: vars.space.lg,
  '@media': { [breakpoints.md]: { padding: `0 ${vars.space.lg} 96px` } },
});

export const contactCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [breakpoints.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const contactText = style({ margin: 0, maxWidth: 560, color: vars.color.textMuted });

export const contactActions = style({ display: 'flex', flexWrap: 'wrap', gap: 12 });

export const contactAddress = style({ marginTop: vars.space.md, fontStyle: 'normal', fontWeight: 500 });

export const contactEmail = style({ fontWeight: 600 });
