import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { switchParts } from '../ui/switch-parts';

export const section = style({ display: 'grid', gap: vars.space.sm, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });

export const heading = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });

export const switches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const toggle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: '0.9rem', cursor: 'pointer' });
const parts = switchParts(toggle, vars.color.primary);
export const track = parts.track;
export const thumb = parts.thumb;

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const note = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: '0.875rem', color: vars.color.danger });

export const alerts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, fontSize: '0.875rem' });
