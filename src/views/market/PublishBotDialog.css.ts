import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const note = style({ margin: 0, color: vars.color.textMuted, display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: '0.875rem' });
