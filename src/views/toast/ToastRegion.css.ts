import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { LAUNCHER_INSET, LAUNCHER_INSET_PHONE, LAUNCHER_SIZE } from '../../styles/floating-row';

/**
 * A toast never sits over the page's header row (its "Publish a bot", "Add Bot") or a
 * drawer's first items: it stands in the floating row at the bottom, left of Flo's launcher, where
 * the page's end clearance (AppLayout) keeps the last control free of it (D96).
 */
const toastGap = 12;
export const region = style({
  position: 'fixed',
  bottom: LAUNCHER_INSET_PHONE,
  left: vars.space.md,
  right: LAUNCHER_INSET_PHONE + LAUNCHER_SIZE + toastGap,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  pointerEvents: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4, borderRadius: vars.radius.lg },
    // A full-window tool (the designer) keeps "Test Workflow" and Run at the bottom centre and the
    // minimap at the right: toasts rise at the bottom left, above the zoom controls, over canvas.
    'body:has([data-full-window]) &': {
      top: 'auto',
      bottom: 150,
      left: vars.space.md,
      right: 'auto',
      width: 'min(380px, calc(100% - 32px))',
    },
  },
  '@media': {
    [breakpoints.md]: { selectors: { 'body:not(:has([data-full-window])) &': { left: 'auto', bottom: LAUNCHER_INSET, right: LAUNCHER_INSET + LAUNCHER_SIZE + toastGap, width: 380 } } },
    // On a phone the zoom controls, Run and the canvas switches stand at the bottom: rise above them too.
    'screen and (max-width: 767px)': { selectors: { 'body:has([data-full-window]) &': { bottom: 184, left: '50%', transform: 'translateX(-50%)' } } },
  },
});

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 16px))', opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});

export const card = style({
  pointerEvents: 'auto',
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: `14px ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  // Horizontal drags belong to the swipe; vertical ones still scroll the page.
  touchAction: 'pan-y',
  userSelect: 'none',
  animation: `${slideIn} 180ms ease-out`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const dragging = style({ transition: 'none', cursor: 'grabbing' });
export const settling = style({ transition: 'transform 150ms ease-out' });

export const variant = styleVariants({
  default: { borderLeftColor: vars.color.textMuted },
  destructive: { borderColor: '#fca5a5', borderLeftColor: vars.color.danger, background: vars.color.dangerSurface },
  success: { borderLeftColor: vars.color.success },
  cart: { borderLeftColor: vars.color.primary },
  favorite: { borderLeftColor: '#be123c' },
  info: { borderLeftColor: vars.color.info },
});

export const icon = styleVariants({
  default: { color: vars.color.textMuted },
  destructive: { color: vars.color.danger },
  success: { color: vars.color.success },
  cart: { color: vars.color.primary },
  favorite: { color: '#be123c' },
  info: { color: vars.color.info },
});

export const iconBox = style({ display: 'flex', paddingTop: 2 });

export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const title = style({ fontWeight: 600, fontSize: '0.9375rem', overflowWrap: 'anywhere' });

export const description = style({ fontSize: '0.875rem', color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const descriptionDestructive = style({ color: '#7f1d1d' });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  marginTop: -2,
  marginRight: -6,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(15, 23, 42, 0.06)', color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
