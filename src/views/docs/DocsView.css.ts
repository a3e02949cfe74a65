import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [breakpoints.lg]: { gridTemplateColumns: '280px minmax(0, 1fr)', alignItems: 'start' } },
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [breakpoints.lg]: { position: 'sticky', top: 88 } },
});

export const back = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const menuHeading = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const menu = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 });

export const menuLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  textDecoration: 'none',
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const menuLinkActive = style({
  background: vars.color.surface,
  borderColor: vars.color.border,
  boxShadow: vars.shadow.card,
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const menuTitle = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const menuDescription = style({ color: vars.color.textMuted, fontSize: '0.8125rem', lineHeight: 1.4 });

export const content = style({
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [breakpoints.md]: { padding: '40px 48px' } },
});

export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, margin: 0 });

export const notFound = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', padding: `${vars.space.xxl} 0` });

export const notFoundIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const notFoundTitle = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: '1.75rem' });

export const notFoundText = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const homeLink = style({
  padding: '8px 16px',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});
