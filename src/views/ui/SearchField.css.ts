import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A list's search box (My Bots, the marketplace). */
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
