/**
 * From this many nodes, the canvas leaves those off screen out of the DOM: a drag at 1,600 nodes
 * cost 27 ms of main thread a move with all of them drawn (D64). Below it every node stays, so
 * Tab and a screen reader reach each one without moving the view.
 */
export const CULL_OFFSCREEN_FROM = 500;
