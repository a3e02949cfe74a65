import { keyframes, style } from '@vanilla-extract/css';
import { LAUNCHER_INSET, LAUNCHER_INSET_PHONE, LAUNCHER_SIZE } from '../../styles/floating-row';
import { breakpoints, vars } from '../../styles/theme.css';

/** The launcher floats in the window's bottom-right corner with no band behind it (D96). */
export const dock = style({
  position: 'fixed',
  right: LAUNCHER_INSET_PHONE,
  bottom: LAUNCHER_INSET_PHONE,
  zIndex: vars.zIndex.floating,
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  // Only the button and the hint take pointer events; the gap between them is page.
  pointerEvents: 'none',
  '@media': { [breakpoints.md]: { right: LAUNCHER_INSET, bottom: LAUNCHER_INSET } },
});

/** Beside the button, as wide as the window allows (the button's 56 px and the insets kept free). */
export const hintSlot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  minWidth: 0,
  maxWidth: `calc(100vw - ${LAUNCHER_SIZE + 2 * LAUNCHER_INSET_PHONE + 8}px)`,
  '@media': { [breakpoints.md]: { maxWidth: 420 } },
});

const rise = keyframes({
  from: { opacity: 0, transform: 'translateX(6px)' },
  to: { opacity: 1, transform: 'translateX(0)' },
});

export const hint = style({
  position: 'relative',
  pointerEvents: 'auto',
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
  pointerEvents: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: LAUNCHER_SIZE,
  height: LAUNCHER_SIZE,
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
