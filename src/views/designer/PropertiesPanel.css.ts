import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({ display: 'grid', gap: vars.space.md });
export const message = style({ margin: 0, color: vars.color.textMuted });
export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const nodeType = style({ margin: 0, fontWeight: 700, textTransform: 'capitalize' });
export const activeBadge = style({
  borderRadius: vars.radius.full,
  padding: `2px ${vars.space.sm}`,
  fontSize: '0.8125rem',
  fontWeight: 600,
  background: vars.color.successSurface,
  color: vars.color.success,
  selectors: { '&[data-enabled="false"]': { background: vars.color.surfaceMuted, color: vars.color.textMuted } },
});
export const section = style({ display: 'grid', gap: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: '0.9rem' });
export const hint = style({ fontSize: '0.8125rem', color: vars.color.textMuted });
export const control = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600 });

export const adjusted = style({ fontSize: 12, color: vars.color.warning });

export const codeControl = style([control, { fontFamily: vars.font.mono, fontSize: '0.8125rem' }]);
export const credentialActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: '0.8125rem', color: vars.color.textMuted });
// Run this node (D87; its input shows in RunPanel.css's code block, as a step's does).
export const runError = style({ margin: 0, color: vars.color.danger });
export const runActions = style({ display: 'flex', gap: vars.space.sm });
