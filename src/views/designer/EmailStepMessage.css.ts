import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const message = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0 });
export const delivery = style({
  margin: 0,
  fontWeight: 600,
  fontSize: '0.8125rem',
  selectors: {
    '&[data-delivery="sent"]': { color: vars.color.success },
    '&[data-delivery="outbox"]': { color: vars.color.warning },
  },
});
export const fields = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space.sm, rowGap: 2, fontSize: '0.8125rem' });
export const name = style({ color: vars.color.textMuted, fontWeight: 600 });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const attachments = style({ margin: 0, padding: 0, listStyle: 'none' });
