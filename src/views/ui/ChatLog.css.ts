import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const log = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, overflowY: 'auto' });

const bubble = style({ margin: 0, maxWidth: '85%', padding: '10px 14px', borderRadius: vars.radius.lg, lineHeight: 1.5 });

export const userMessage = style([bubble, { alignSelf: 'flex-end', background: vars.color.primary, color: vars.color.primaryText }]);

export const assistantMessage = style([bubble, { alignSelf: 'flex-start', background: vars.color.surface, border: `1px solid ${vars.color.border}`, color: vars.color.text }]);

export const typing = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', margin: 0, color: vars.color.textMuted });
