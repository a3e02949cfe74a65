import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const body = style({ display: 'grid', gap: vars.space.md, maxHeight: '65vh', overflowY: 'auto', padding: `0 ${vars.space.xs}` });
export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: '1rem' });
export const group = style({ display: 'grid', gap: vars.space.xs });
export const groupTitle = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const muted = style({ margin: 0, color: vars.color.textMuted });
