import { style, styleVariants } from '@vanilla-extract/css';
import { LAUNCHER_CLEARANCE } from '../../styles/floating-row';
import { breakpoints, vars } from '../../styles/theme.css';

/**
 * The layout's floating assistant button takes the window's bottom-right corner: a drawer that
 * reaches that corner stops above it, so no field ever sits under the button.
 */
const clearOfLauncher = LAUNCHER_CLEARANCE;

/** A drawer's width; the designer's canvas gives it this much room on the right (D96). */
export const DRAWER_WIDTH = 'min(340px, 90%)';

const base = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  zIndex: vars.zIndex.panel,
  width: DRAWER_WIDTH,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
});

export const drawer = styleVariants({
  // On a phone the left drawer is wide enough to reach the button's corner too.
  left: [base, { left: 0, borderRight: `1px solid ${vars.color.border}`, bottom: clearOfLauncher, '@media': { [breakpoints.md]: { bottom: 0 } } }],
  right: [base, { right: 0, borderLeft: `1px solid ${vars.color.border}`, bottom: clearOfLauncher, borderBottom: `1px solid ${vars.color.border}` }],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: '1rem' });

// A wheel at the end of the list stays in the drawer instead of moving the canvas or the page.
export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', padding: vars.space.md });
