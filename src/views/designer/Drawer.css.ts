import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  zIndex: vars.zIndex.panel,
  width: 'min(340px, 90%)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
});

export const drawer = styleVariants({
  left: [base, { left: 0, borderRight: `1px solid ${vars.color.border}` }],
  right: [base, { right: 0, borderLeft: `1px solid ${vars.color.border}` }],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: '1rem' });

// The extra bottom room lets the last fields scroll clear of the layout's floating assistant button.
export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.md, paddingBottom: 96 });
