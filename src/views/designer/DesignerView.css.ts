import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

/** Fills the layout's full-window main (below the header); the canvas takes what the title bar leaves. */
export const designer = style({
  flex: 1,
  minHeight: 0,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const stage = style({ position: 'relative', flex: 1, minHeight: 0, overflow: 'hidden' });

export const overlayRow = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  right: vars.space.sm,
  zIndex: vars.zIndex.canvasOverlay,
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

// On a phone the toolbar scrolls sideways in its one row rather than stacking rows over the canvas.
export const overlayItem = style({ pointerEvents: 'auto', minWidth: 0, flexShrink: 1 });

export const overlayItemFixed = style({ pointerEvents: 'auto', flexShrink: 0 });

/** Spec 02 §2: the "Test Workflow" button sits centred over the canvas, clear of the minimap and controls. */
export const testButtonSlot = style({
  position: 'absolute',
  bottom: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.canvasOverlay,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  // On a phone: between the zoom controls (left) and the assistant button (right corner), Run above.
  '@media': {
    'screen and (max-width: 767px)': { bottom: vars.space.md, left: 56, transform: 'none', flexDirection: 'column-reverse', alignItems: 'flex-start' },
  },
});

// One width for "Test Workflow" and "Running Simulation...": the button does not jump when a run starts.
globalStyle(`${testButtonSlot} > button:first-child`, {
  width: '15.5rem',
  padding: '12px',
  fontSize: '1rem',
  whiteSpace: 'nowrap',
  justifyContent: 'center',
  '@media': { [breakpoints.md]: { width: '18.5rem', padding: `${vars.space.md} ${vars.space.lg}`, fontSize: '1.0625rem' } },
});

export const status = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
});

export const statusLine = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });
