import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { PAGE_END_CLEARANCE } from '../../styles/floating-row';
import { NAV_HEIGHT } from './NavBar.css';

// No band (D96); the page ends with room enough for the launcher and a toast to float clear of its last control.
export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', paddingBottom: PAGE_END_CLEARANCE });

/** The window's exact height (dvh: a phone's collapsing address bar included); whatever scrolls does so inside. */
export const fullWindowShell = style({ height: '100dvh', display: 'flex', flexDirection: 'column', overflow: 'hidden' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: '#ffffff',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  outline: 'none',
  '@media': { [breakpoints.md]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}` } },
});

export const fullWindowMain = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', outline: 'none' });

// Focus and in-page links scroll a target clear of the sticky header and of the floating row at the bottom.
globalStyle(`html:has(${shell})`, { scrollPaddingTop: NAV_HEIGHT, scrollPaddingBottom: PAGE_END_CLEARANCE });
