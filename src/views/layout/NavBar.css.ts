import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { link as cartLink } from './CartLink.css';
import { PAGE_END_CLEARANCE } from '../../styles/floating-row';

export const NAV_HEIGHT = 64;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  // Solid, not a backdrop filter: a filter would trap the fixed mobile panel inside the header.
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: 1200,
  height: NAV_HEIGHT,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [breakpoints.md]: { padding: `0 ${vars.space.lg}` } },
});

export const desktopNav = style({
  display: 'none',
  alignItems: 'center',
  gap: 2,
  flex: 1,
  '@media': { [breakpoints.md]: { display: 'flex' } },
});

export const navLink = style({
  padding: '6px 12px',
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: '0.9rem',
  fontWeight: 500,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted } },
});

export const navLinkActive = style({ color: vars.color.text, background: vars.color.surfaceMuted, fontWeight: 600 });

export const desktopAccount = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [breakpoints.md]: { display: 'flex' } },
});

const pill = {
  padding: '6px 14px',
  borderRadius: vars.radius.md,
  fontSize: '0.875rem',
  fontWeight: 600,
  textDecoration: 'none',
} as const;

export const signIn = style({
  ...pill,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const register = style({
  ...pill,
  color: vars.color.primaryText,
  background: vars.color.primary,
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});

export const hamburger = style({
  marginLeft: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  // After the cart (signed in) the cart takes the free space, so both sit at the right.
  selectors: { [`${cartLink} ~ &`]: { marginLeft: 0 } },
  '@media': { [breakpoints.md]: { display: 'none' } },
});

export const mobilePanel = style({
  position: 'fixed',
  top: NAV_HEIGHT,
  left: 0,
  right: 0,
  bottom: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  padding: vars.space.md,
  // The menu's last link scrolls clear of the launcher and a toast floating over its bottom.
  paddingBottom: PAGE_END_CLEARANCE,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [breakpoints.md]: { display: 'none' } },
});

export const mobileSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const mobileGreeting = style({ margin: `0 0 ${vars.space.xs}`, padding: '0 12px', fontWeight: 600, color: vars.color.textMuted, fontSize: '0.875rem' });

export const mobileLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: '12px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 500,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const mobileLinkActive = style({ background: vars.color.surfaceMuted, fontWeight: 600 });
