import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

/**
 * The launcher lives in a band of its own along the bottom of the window (issue 11 point 10): the
 * band is opaque and the layout ends above it, so neither the button nor its hint ever sits on top
 * of a control, at any scroll position and on a phone too. The layout and the mobile menu reserve
 * this height.
 */
export const ASSISTANT_DOCK_HEIGHT = 72;

export const dock = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  height: ASSISTANT_DOCK_HEIGHT,
  zIndex: vars.zIndex.floating,
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [breakpoints.md]: { padding: `0 ${vars.space.lg}` } },
  selectors: {
    // A full-window tool (the designer) has no hint and keeps its bottom-right corner clear of its
    // own controls: there the button floats in that corner (56 px, 24 px in) instead of a band.
    '[data-full-window] &': {
      left: 'auto',
      right: vars.space.lg,
      bottom: vars.space.lg,
      height: 'auto',
      padding: 0,
      background: 'transparent',
      borderTop: 'none',
    },
  },
});

/** Beside the button, inside the band: as wide as the band allows, never taller than it. */
export const hintSlot = style({ display: 'flex', justifyContent: 'flex-end', minWidth: 0, flex: '0 1 420px' });

const rise = keyframes({
  from: { opacity: 0, transform: 'translateX(6px)' },
  to: { opacity: 1, transform: 'translateX(0)' },
});

export const hint = style({
  position: 'relative',
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.lg,
  background: vars.color.text,
  color: '#ffffff',
  fontSize: '0.8125rem',
  lineHeight: 1.35,
  boxShadow: vars.shadow.overlay,
  animation: `${rise} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      right: -5,
      top: 'calc(50% - 5px)',
      width: 10,
      height: 10,
      background: vars.color.text,
      transform: 'rotate(45deg)',
    },
  },
});

export const fab = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  border: 'none',
  borderRadius: vars.radius.full,
  background: `linear-gradient(135deg, ${vars.color.indigo}, ${vars.color.primary})`,
  color: '#ffffff',
  boxShadow: '0 8px 24px rgba(37, 99, 235, 0.35)',
  cursor: 'pointer',
  transition: 'transform 120ms',
  selectors: {
    '&[data-hovered]': { transform: 'scale(1.05)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 },
  },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerAvatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  background: `linear-gradient(135deg, ${vars.color.indigo}, ${vars.color.primary})`,
  color: '#ffffff',
});

export const drawerTitle = style({ margin: 0, flex: 1, fontSize: '1.0625rem', fontWeight: 600 });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const conversation = style({ flex: 1, padding: vars.space.lg, background: vars.color.background });
