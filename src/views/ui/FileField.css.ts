import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: '0.9rem' });
export const hint = style({ fontSize: '0.85rem', color: vars.color.textMuted, margin: 0 });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const name = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const error = style({ fontSize: '0.85rem', color: vars.color.danger, margin: 0 });
