import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  padding: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: 1.5,
});
globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
globalStyle('a', { color: vars.color.primary });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3', { lineHeight: 1.2 });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
