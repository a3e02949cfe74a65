import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

/** The run panel's width from 768 px up; the canvas gives it this much room (D96). */
export const RUN_PANEL_WIDTH = '26rem';

export const panel = style({
  position: 'absolute',
  zIndex: vars.zIndex.panel,
  // Under the "Workflow Active" row and above the run buttons, clear of the assistant button.
  top: '3.5rem',
  left: vars.space.sm,
  right: vars.space.sm,
  maxHeight: 'calc(100% - 11rem)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  '@media': { [breakpoints.md]: { left: 'auto', right: vars.space.md, width: RUN_PANEL_WIDTH, maxHeight: 'calc(100% - 9rem)' } },
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ margin: 0, fontSize: '1rem', flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
// One column no wider than the panel: a long file name is cut with an ellipsis, not laid out at its full width.
export const body = style({ overflowY: 'auto', padding: vars.space.md, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, alignContent: 'start' });
export const line = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  fontSize: '0.8125rem',
  fontWeight: 600,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  selectors: {
    '&[data-status="completed"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-status="failed"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    '&[data-status="running"]': { background: '#dbeafe', color: vars.color.primaryHover },
  },
});
export const error = style({ margin: 0, color: vars.color.danger });
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const step = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const stepSummary = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: vars.space.sm, cursor: 'pointer', listStyle: 'none' });
export const stepLabel = style({ flex: 1, minWidth: 0, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textMuted, fontSize: '0.8125rem' });
export const stepBody = style({ padding: `0 ${vars.space.sm} ${vars.space.sm}`, display: 'grid', gap: vars.space.xs });
export const heading = style({ margin: 0, fontSize: '0.8125rem', fontWeight: 600, color: vars.color.textMuted });
export const code = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: '0.8125rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '12rem',
  overflowY: 'auto',
});
export const filesSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const files = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const fileIcon = style({ flexShrink: 0, color: vars.color.textMuted });
export const fileName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
// A browser step's screenshot (D68): a thumbnail at most 240 px wide that opens it large.
export const screenshot = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const thumbnail = style({
  display: 'block',
  width: '100%',
  maxWidth: 240,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  cursor: 'zoom-in',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const thumbnailImage = style({ display: 'block', width: '100%', height: 'auto' });
// As large as the dialog allows, its aspect kept.
export const largeImage = style({
  display: 'block',
  justifySelf: 'center',
  width: 'auto',
  height: 'auto',
  maxWidth: '100%',
  maxHeight: 'calc(100dvh - 12rem)',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

/** A bot node's sub-run steps, under its step (D89). */
export const subStepsItem = style({ listStyle: 'none' });
export const subSteps = style({ listStyle: 'none', margin: `0 0 0 ${vars.space.md}`, padding: `0 0 0 ${vars.space.sm}`, borderLeft: `2px solid ${vars.color.border}`, display: 'grid', gap: vars.space.xs });

// Re-run's choices under a finished run, and a reused step's mark (D87).
export const rerun = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const warning = style({ margin: 0, fontWeight: 600 });
export const acting = style({ margin: 0, paddingLeft: vars.space.lg });
