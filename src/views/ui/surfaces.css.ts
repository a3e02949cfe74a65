import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The bordered, raised surface every page's panels and tiles sit on. */
export const card = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});
