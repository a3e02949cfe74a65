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

// Custom nodes draw their own box; React Flow's default node chrome would double it.
globalStyle(`${canvas} .react-flow__node`, { padding: 0, border: 'none', background: 'transparent', borderRadius: 8 });
