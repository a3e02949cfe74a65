import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

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

export const composerButtons = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const stop = style([send, { background: vars.color.surfaceMuted, color: vars.color.text, border: `1px solid ${vars.color.border}` }]);

/** The error panel under the conversation after a failed answer (02 §4). */
export const failure = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  margin: `0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: '0.875rem',
});

export const visibleLabel = style({ fontWeight: 600, fontSize: '0.9rem' });

/** Build with Flo (D95): beside Send, with its word, since "Build" is not an icon anyone reads. */
export const build = style([send, { width: "auto", padding: `0 ${vars.space.sm}`, fontWeight: 600, fontSize: 13 }]);
