import { globalStyle, style } from '@vanilla-extract/css';
import { LAUNCHER_CLEARANCE } from '../../styles/floating-row';
import { vars } from '../../styles/theme.css';
import { DRAWER_WIDTH } from './Drawer.css';

/** Flo's draft on the canvas (D95): its nodes and edges dashed, and a little faded, beside the workflow. */
export const draftElement = style({});

globalStyle(`.react-flow__node${draftElement} > div`, { borderStyle: 'dashed', borderColor: vars.color.indigo, opacity: 0.92 });
globalStyle(`.react-flow__edge${draftElement} .react-flow__edge-path`, { strokeDasharray: '6 4', stroke: vars.color.indigo });

/**
 * Docked on the right like Bot Properties (DesignerView.css gives the canvas what it leaves), down to
 * the floating assistant button's corner, so it covers no node and its actions stay in view.
 */
export const bar = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: LAUNCHER_CLEARANCE,
  zIndex: vars.zIndex.panel,
  width: DRAWER_WIDTH,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderLeft: `2px dashed ${vars.color.indigo}`,
  borderBottom: `2px dashed ${vars.color.indigo}`,
  boxShadow: vars.shadow.overlay,
});

export const title = style({ margin: 0, fontSize: '1rem', display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });

export const badge = style({
  fontSize: 12,
  fontWeight: 600,
  padding: '2px 8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const summary = style({ margin: 0 });

export const needsTitle = style({ margin: 0, fontSize: '0.875rem', fontWeight: 600 });

export const needs = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: '0.875rem' });

export const muted = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
