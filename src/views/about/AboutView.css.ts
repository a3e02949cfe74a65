import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 56 });

export const intro = style({ maxWidth: 760 });

export const eyebrow = style({ margin: 0, color: vars.color.primary, fontWeight: 600, fontSize: '0.875rem', textTransform: 'uppercase', letterSpacing: '0.06em' });

export const title = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, fontSize: 'clamp(1.875rem, 4vw, 2.75rem)', fontWeight: 800, letterSpacing: '-0.03em' });

export const lead = style({ margin: 0, fontSize: '1.125rem', lineHeight: 1.6, color: vars.color.textMuted });

// Five figures: rows that wrap and stretch, so a short last row fills its width instead of leaving
// one card alone beside a gap (two per row on a phone, three on a tablet, five on a desktop).
export const stats = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const stat = style({
  flex: '1 1 140px',
  display: 'flex',
  flexDirection: 'column-reverse',
  // Column-reverse: flex-end is the top, so values line up whatever the label's length.
  justifyContent: 'flex-end',
  gap: 2,
  padding: vars.space.md,
  '@media': { [breakpoints.md]: { padding: vars.space.lg, flexBasis: 190 }, [breakpoints.lg]: { flexBasis: 160 } },
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const statValue = style({ margin: 0, fontSize: 'clamp(1.375rem, 4vw, 1.75rem)', fontWeight: 700, letterSpacing: '-0.02em' });

export const statLabel = style({ color: vars.color.textMuted, fontSize: '0.9rem', textTransform: 'capitalize' });

export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  listStyle: 'none',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

globalStyle(`${card} p`, { lineHeight: 1.65 });
globalStyle(`${card} p:last-child`, { marginBottom: 0 });

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.02em' });

export const grid = style({
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

export const valueIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  background: '#e0e7ff',
  color: vars.color.indigo,
});

export const cardTitle = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: '1.0625rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const person = style({ textAlign: 'center' });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  background: `linear-gradient(135deg, ${vars.color.indigo}, ${vars.color.primary})`,
  color: '#ffffff',
  fontSize: '1.25rem',
  fontWeight: 700,
});

export const role = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.primary, fontWeight: 600, fontSize: '0.875rem' });

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid #c7d2fe`,
  background: '#eef2ff',
});

export const ctaTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.375rem' });

export const ctaText = style({ margin: 0, color: vars.color.textMuted });

// Text above, the three actions on one row under it: beside the text they wrapped onto a ragged line.
export const ctaActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });
