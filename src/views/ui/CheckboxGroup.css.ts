import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const group = style({ display: 'grid', gap: vars.space.sm, border: 0, margin: 0, padding: 0 });
export const options = style({ display: 'grid', gap: vars.space.sm });
export const option = style({ display: 'grid', gap: 2 });

export const checkbox = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  justifySelf: 'start',
  columnGap: vars.space.sm,
  alignItems: 'start',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.7 } },
});

export const box = style({
  width: 18,
  height: 18,
  marginTop: 2,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.primaryText,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const optionLabel = style({ fontWeight: 600, fontSize: '0.9rem' });
/** Under the label, in line with it past the box. */
export const optionDescription = style({ fontSize: '0.85rem', color: vars.color.textMuted, paddingInlineStart: `calc(18px + ${vars.space.sm})` });
