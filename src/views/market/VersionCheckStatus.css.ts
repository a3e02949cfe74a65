import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const note = style({ margin: 0, color: vars.color.textMuted, display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const passes = style({ margin: 0, color: vars.color.success });
export const problems = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.danger}` });
export const problemsTitle = style({ margin: 0, fontWeight: 600, color: vars.color.danger });
export const problemList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
