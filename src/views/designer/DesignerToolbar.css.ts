import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { switchParts } from '../ui/switch-parts';

// A narrow canvas wraps the buttons onto a second row; none is scrolled off screen.
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  maxWidth: '100%',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const separator = style({ width: 1, alignSelf: 'stretch', background: vars.color.border, margin: `0 ${vars.space.xs}` });

export const unsaved = style({ fontSize: 12, color: vars.color.warning, padding: `0 ${vars.space.xs}`, whiteSpace: 'nowrap' });

globalStyle(`${toolbar} > *`, { flexShrink: 0 });

export const activeSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: 13,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
});

export const statusDot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: '#94a3b8',
  selectors: { [`${activeSwitch}[data-selected] &`]: { background: vars.color.success } },
});

const activeParts = switchParts(activeSwitch, vars.color.success);
export const track = activeParts.track;
export const thumb = activeParts.thumb;
