import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  borderLeft: `4px solid ${vars.color.warning}`,
});
export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-state="missing"]': { color: vars.color.warning, fontWeight: 600 },
    '&[data-state="default"], &[data-state="empty"]': { color: vars.color.textMuted },
  },
});
export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });
export const help = style({ margin: 0, fontSize: '0.85rem', color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: '0.85rem', color: vars.color.danger });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const link = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.primary });
export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontWeight: 600, fontSize: '0.9rem', minHeight: 36 });
