import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// React Flow's own layers go up to z-index 1001 (a connection being dragged): isolate them, so they
// stack inside the canvas and never over the header, a dialog or a toast.
export const canvas = style({ position: 'absolute', inset: 0, isolation: 'isolate' });

export const backgroundSwitch = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const backgroundOption = style({
  border: 'none',
  background: 'transparent',
  padding: '4px 10px',
  font: 'inherit',
  fontSize: 12,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.surfaceMuted, color: vars.color.text, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

// React Flow's credit link is #999 at 10 px (2.8:1 on the canvas): readable text needs 4.5:1.
globalStyle(`${canvas} .react-flow__attribution a`, { color: vars.color.textMuted });

// Custom nodes draw their own box; React Flow's default node chrome would double it.
globalStyle(`${canvas} .react-flow__node`, { padding: 0, border: 'none', background: 'transparent', borderRadius: 8 });

// Keyboard focus on a node or an edge is as visible as on any other control (WCAG 2.4.7).
globalStyle(`${canvas} .react-flow__node:focus-visible`, { outline: 'none' });
globalStyle(`${canvas} .react-flow__node:focus-visible > *`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 });
globalStyle(`${canvas} .react-flow__edge:focus-visible`, { outline: 'none' });
globalStyle(`${canvas} .react-flow__edge:focus-visible .react-flow__edge-path`, { stroke: vars.color.focus, strokeWidth: 4 });
globalStyle(`${canvas} .react-flow__edge:focus-visible .react-flow__edge-interaction`, { stroke: vars.color.focus, strokeOpacity: 0.25, strokeWidth: 14 });

// Handles: a 16 px target (touch included) around a small dot that grows under the pointer.
globalStyle(`${canvas} .react-flow__handle`, {
  width: 16,
  height: 16,
  minWidth: 16,
  minHeight: 16,
  background: 'transparent',
  border: 'none',
  borderRadius: '50%',
});
globalStyle(`${canvas} .react-flow__handle::after`, {
  content: '""',
  position: 'absolute',
  inset: 4,
  borderRadius: '50%',
  background: vars.color.textMuted,
  border: `1px solid ${vars.color.surface}`,
  pointerEvents: 'none',
});
globalStyle(`${canvas} .react-flow__handle:hover::after, ${canvas} .react-flow__handle.connectingfrom::after, ${canvas} .react-flow__handle.connectingto::after`, {
  inset: 1,
  background: vars.color.accent,
});

/** On a phone the minimap folds behind a toggle; this is the toggle. */
export const minimapToggle = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: '4px 10px',
  font: 'inherit',
  fontSize: 12,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.surfaceMuted, fontWeight: 600 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const canvasSwitches = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
