import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const dock = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.floating,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

export const hintSlot = style({ display: 'flex', justifyContent: 'flex-end' });

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(6px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const hint = style({
  position: 'relative',
  margin: 0,
  maxWidth: 260,
  padding: '10px 14px',
  borderRadius: vars.radius.lg,
  background: vars.color.text,
  color: '#ffffff',
  fontSize: '0.875rem',
  lineHeight: 1.4,
  boxShadow: vars.shadow.overlay,
  animation: `${rise} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      right: 22,
      bottom: -6,
      width: 12,
      height: 12,
      background: vars.color.text,
      transform: 'rotate(45deg)',
    },
  },
});

export const fab = style({
  pointerEvents: 'auto',
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

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const field = style({ display: 'flex' });

export const input = style({
  flex: 1,
  font: 'inherit',
  padding: '10px 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const composerFooter = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const counter = style({ fontSize: '0.8125rem', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const send = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: '#ffffff',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
