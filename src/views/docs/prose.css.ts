import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Typography for the documentation pages: plain elements inside get readable defaults. */
export const prose = style({ maxWidth: 820, color: vars.color.text, fontSize: '0.9688rem', lineHeight: 1.7 });

globalStyle(`${prose} h1`, { margin: `0 0 ${vars.space.sm}`, fontSize: '2rem', fontWeight: 800, letterSpacing: '-0.02em' });
globalStyle(`${prose} h2`, {
  margin: `${vars.space.xxl} 0 ${vars.space.md}`,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: '1.375rem',
  letterSpacing: '-0.01em',
});
globalStyle(`${prose} h3`, { margin: `${vars.space.xl} 0 ${vars.space.sm}`, fontSize: '1.0625rem' });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} li`, { margin: `${vars.space.xs} 0` });
globalStyle(`${prose} :not(pre) > code`, {
  padding: '1px 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: '0.85em',
});
globalStyle(`${prose} pre`, {
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: '#0f172a',
  color: '#e2e8f0',
  overflowX: 'auto',
  fontFamily: vars.font.mono,
  fontSize: '0.8125rem',
  lineHeight: 1.6,
});
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse', margin: `0 0 ${vars.space.md}`, fontSize: '0.875rem' });
globalStyle(`${prose} th, ${prose} td`, { textAlign: 'left', verticalAlign: 'top', padding: '8px 10px', borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${prose} th`, { background: vars.color.surfaceMuted, fontWeight: 600 });

// The paragraph under the page title is its lead.
globalStyle(`${prose} > h1 + p`, { fontSize: '1.0625rem', color: vars.color.textMuted });

export const tableWrap = style({ overflowX: 'auto', margin: `0 0 ${vars.space.md}` });

export const callout = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `12px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid #bfdbfe',
  background: '#eff6ff',
  color: '#1e3a8a',
});

globalStyle(`${prose} a`, { color: vars.color.primary });

// A heading opened by its link (/documents/nodes#limits-and-safety) stops a little below the top of the window.
globalStyle(`${prose} :is(h1, h2, h3, h4, h5, h6)`, { scrollMarginTop: vars.space.lg });
