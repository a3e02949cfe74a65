import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { LAUNCHER_CLEARANCE } from '../../styles/floating-row';
import { breakpoints, vars } from '../../styles/theme.css';
import { canvas } from './Canvas.css';
import { DRAWER_WIDTH } from './Drawer.css';
import { panel as runPanel, RUN_PANEL_WIDTH } from './RunPanel.css';

/** Fills the layout's full-window main (below the header); the canvas takes what the title bar leaves. */
export const designer = style({
  flex: 1,
  minHeight: 0,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

/**
 * The panels on the right (Bot Properties or Versions, and a run's panel) dock beside each other
 * (D96) and the canvas takes what they leave, its minimap, controls and switches with it; nothing on
 * the right stands over a node, the minimap or another panel. `rightDock` is the width they take.
 */
const rightDock = createVar();
/** The designer's drawers on the right (DesignerView's Drawer ids, and Flo's draft panel). */
const rightDrawer = ':is(#bot-properties, #versions, #flo-draft)';
const drawerDock = createVar();
/** Windows where the two right panels stack in one column rather than stand side by side. */
const stackedPanels = 'screen and (min-width: 768px) and (max-width: 1439px)';
/** The floating assistant button's corner: the lower panel stops above it. */
const clearOfLauncher = `${LAUNCHER_CLEARANCE}px`;
export const stage = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  overflow: 'hidden',
  vars: { [rightDock]: '0px', [drawerDock]: '0px' },
  '@media': {
    [breakpoints.md]: {
      selectors: {
        [`&:has(> ${rightDrawer})`]: { vars: { [drawerDock]: DRAWER_WIDTH, [rightDock]: DRAWER_WIDTH } },
        [`&:has(> ${runPanel})`]: { vars: { [rightDock]: `calc(${RUN_PANEL_WIDTH} + 2 * ${vars.space.md})` } },
        [`&:has(> ${rightDrawer}):has(> ${runPanel})`]: { vars: { [rightDock]: `calc(${DRAWER_WIDTH} + ${RUN_PANEL_WIDTH} + 2 * ${vars.space.md})` } },
      },
    },
    // Side by side both would leave the canvas under 500 px at 1280: they share the drawer's column instead.
    [stackedPanels]: {
      selectors: { [`&:has(> ${rightDrawer}):has(> ${runPanel})`]: { vars: { [rightDock]: DRAWER_WIDTH } } },
    },
  },
});

globalStyle(`${stage} > ${canvas}`, { right: rightDock });
// The run's panel stands left of an open Bot Properties or Versions drawer, never on it.
globalStyle(`${stage} > ${runPanel}`, { '@media': { [breakpoints.md]: { right: `calc(${drawerDock} + ${vars.space.md})` } } });
// On a phone a run's panel takes the stage, the way a sheet does: the canvas, its toolbar and buttons
// wait hidden behind it (closing the panel brings them back) instead of lying under it half covered.
const phone = 'screen and (max-width: 767px)';
// content-visibility too: React Flow sets its nodes' own visibility, which a parent's visibility does not overrule.
globalStyle(`${stage}:has(> ${runPanel}) > :not(${runPanel})`, { '@media': { [phone]: { visibility: 'hidden', contentVisibility: 'hidden' } } });
globalStyle(`${stage} > ${runPanel}`, { '@media': { [phone]: { top: vars.space.sm, maxHeight: `calc(100% - ${vars.space.sm} - ${clearOfLauncher})` } } });
globalStyle(`${stage}:has(> ${runPanel}) > ${rightDrawer}`, { '@media': { [stackedPanels]: { bottom: '50%' } } });
globalStyle(`${stage}:has(> ${rightDrawer}) > ${runPanel}`, {
  '@media': { [stackedPanels]: { top: `calc(50% + ${vars.space.sm})`, right: 0, width: DRAWER_WIDTH, maxHeight: `calc(50% - ${vars.space.sm} - ${clearOfLauncher})` } },
});

export const overlayRow = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  right: `calc(${rightDock} + ${vars.space.sm})`,
  zIndex: vars.zIndex.canvasOverlay,
  display: 'flex',
  // A narrow canvas wraps the toolbar's buttons instead of scrolling them off screen.
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

export const overlayItem = style({ pointerEvents: 'auto', minWidth: 0, flexShrink: 1 });

export const overlayItemFixed = style({ pointerEvents: 'auto', flexShrink: 0 });

/** Spec 02 §2: the "Test Workflow" button sits centred over the canvas, clear of the minimap and controls. */
export const testButtonSlot = style({
  position: 'absolute',
  bottom: vars.space.lg,
  // Centred on the canvas the docked panels leave.
  left: `calc((100% - ${rightDock}) / 2)`,
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

/** The empty canvas's hint (D96), centred on it; the canvas under it still takes the pointer. */
export const emptyHint = style({
  position: 'absolute',
  top: '45%',
  left: `calc((100% - ${rightDock}) / 2)`,
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.raised,
  width: 'min(26rem, calc(100% - 2rem))',
  margin: 0,
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  pointerEvents: 'none',
});
