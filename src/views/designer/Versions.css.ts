import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-current]': { borderColor: vars.color.accent } },
});
export const itemHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const number = style({ fontWeight: 700 });
export const meta = style({ fontSize: '0.8125rem', color: vars.color.textMuted, margin: 0 });
export const summary = style({ margin: 0, fontSize: '0.875rem' });
export const line = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', color: vars.color.textMuted, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', fontSize: '0.8125rem' });
export const changes = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.8125rem', tableLayout: 'fixed' });
export const changeCell = style({ textAlign: 'left', verticalAlign: 'top', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const absent = style({ color: vars.color.textMuted, fontStyle: 'italic' });
export const error = style({ color: vars.color.danger, margin: 0 });

export const canvas = style({ position: 'absolute', inset: 0 });
export const banner = style({
  position: 'absolute',
  top: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 5,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: '0.875rem',
  margin: 0,
});

const markColours = {
  added: { border: vars.color.success, surface: vars.color.successSurface },
  changed: { border: vars.color.warning, surface: '#fef3c7' },
  // A ghost: dashed on a muted ground, its text at full contrast.
  removed: { border: vars.color.danger, surface: vars.color.surfaceMuted },
} as const;

/** A node's mark on the compared canvas; a removed one is a dashed ghost. */
export const mark = styleVariants(markColours, (colours, key) => ({
  borderColor: colours.border,
  borderStyle: key === 'removed' ? 'dashed' : 'solid',
  background: colours.surface,
  outline: `2px solid ${colours.border}`,
  outlineOffset: 1,
}));
export const badge = styleVariants(markColours, (colours) => ({
  fontSize: 10,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: colours.border,
  flexShrink: 0,
}));
