import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: '0.9rem', color: vars.color.text });

export const input = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const description = style({ fontSize: '0.85rem', color: vars.color.textMuted });

export const error = style({ fontSize: '0.85rem', lineHeight: 1.4, color: vars.color.danger });

/** One line of error text, kept whether or not a message shows. */
export const errorSlot = style({ fontSize: '0.85rem', lineHeight: 1.4, minHeight: '1.4em' });
