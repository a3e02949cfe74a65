import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const titles = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const title = style({ margin: 0, fontSize: '1.25rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const subtitle = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });

// On a phone the actions wrap onto a second row rather than scrolling "AI Assistant" off screen.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: 2,
});
