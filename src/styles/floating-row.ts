/**
 * What floats at the bottom of a page (Flo's launcher, its hint, a toast) stands in one row above
 * the window's bottom edge, with no band behind it (D96). The layout ends with `PAGE_END_CLEARANCE`
 * of room, so at the end of any page the last control scrolls clear of that row.
 */
export const LAUNCHER_SIZE = 56;
/** The launcher's distance from the window's edges, from 768 px up and on a phone. */
export const LAUNCHER_INSET = 24;
export const LAUNCHER_INSET_PHONE = 16;
/** The floating row's height from the bottom edge: room for a toast of three lines beside the button. */
export const FLOATING_ROW_HEIGHT = 120;
/** Room after the page's own padding: the floating row plus a gap. */
export const PAGE_END_CLEARANCE = FLOATING_ROW_HEIGHT + 8;
/** A panel that reaches the window's bottom-right corner stops this far above it: the launcher and a gap. */
export const LAUNCHER_CLEARANCE = LAUNCHER_SIZE + LAUNCHER_INSET + 8;
