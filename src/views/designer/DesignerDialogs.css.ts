import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { switchParts } from '../ui/switch-parts';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const control = style({
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
export const field = style({ display: 'grid', gap: vars.space.xs, fontWeight: 600, fontSize: '0.9rem' });
/** A table wider than a phone's dialog scrolls inside it, instead of widening the dialog past the screen. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%', minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' });
export const cell = style({ textAlign: 'left', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const empty = style({ textAlign: 'center', color: vars.color.textMuted, padding: vars.space.lg });
export const completed = style({ color: vars.color.success, fontWeight: 600 });
export const failed = style({ color: vars.color.danger, fontWeight: 600 });
export const conversation = style({ minHeight: 160, maxHeight: 320 });
export const loadingLine = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', color: vars.color.textMuted, margin: 0 });
export const composer = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const grow = style({ flex: 1 });
export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });
export const kind = style({ marginLeft: vars.space.sm, fontSize: '0.75rem', color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });

/** History's "Show all sequences" switch (D89). */
export const scopeSwitch = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600, fontSize: '0.9rem', cursor: 'pointer', paddingBottom: vars.space.xs });
const scopeParts = switchParts(scopeSwitch, vars.color.primary);
export const scopeTrack = scopeParts.track;
export const scopeThumb = scopeParts.thumb;
/** A queued run's wait under its status (D89). */
export const waiting = style({ display: 'block', fontSize: '0.8125rem', color: vars.color.textMuted, fontWeight: 400 });
