import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const muted = style({ margin: 0, color: vars.color.textMuted });
const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const steps = style([list]);
export const step = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
export const kind = style({ color: vars.color.textMuted, fontSize: '0.8125rem', padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
export const needs = style([list]);
export const version = style({ margin: 0 });
export const changelog = style([list]);
