import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const log = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, overflowY: 'auto' });

const bubble = style({ margin: 0, maxWidth: '85%', padding: '10px 14px', borderRadius: vars.radius.lg, lineHeight: 1.5 });

export const userMessage = style([bubble, { alignSelf: 'flex-end', background: vars.color.primary, color: vars.color.primaryText }]);

export const assistantMessage = style([bubble, { alignSelf: 'flex-start', maxWidth: '95%', background: vars.color.surface, border: `1px solid ${vars.color.border}`, color: vars.color.text }]);

export const typing = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', margin: 0, color: vars.color.textMuted });

// An answer's Markdown: paragraphs and quotes spaced inside the bubble, the quoted docs set off.
globalStyle(`${assistantMessage} p, ${assistantMessage} ul, ${assistantMessage} ol, ${assistantMessage} blockquote, ${assistantMessage} table`, { margin: `${vars.space.sm} 0 0` });
globalStyle(`${assistantMessage} :first-child`, { marginTop: 0 });
globalStyle(`${assistantMessage} blockquote`, { paddingLeft: vars.space.sm, borderLeft: `3px solid ${vars.color.border}`, color: vars.color.textMuted });
globalStyle(`${assistantMessage} a`, { color: vars.color.primary });
globalStyle(`${assistantMessage} table`, { display: 'block', overflowX: 'auto', fontSize: '0.8125rem', borderCollapse: 'collapse' });
globalStyle(`${assistantMessage} th, ${assistantMessage} td`, { padding: '2px 6px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
