import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Full bleed inside the shared layout's centred column; the canvas takes what the window leaves. */
export const designer = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100vw',
  marginLeft: 'calc(50% - 50vw)',
  marginTop: `calc(-1 * ${vars.space.lg})`,
  height: 'calc(100vh - 72px)',
  minHeight: 520,
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
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

export const overlayItem = style({ pointerEvents: 'auto' });

/** Spec 02 §2: the "Test Workflow" button sits centred over the canvas, clear of the minimap and controls. */
export const testButtonSlot = style({
  position: 'absolute',
  bottom: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.canvasOverlay,
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
