import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Ask Flo why (D94): under a failed step, the answer in the chat's bubble, then its actions.
export const explain = style({ display: 'grid', gap: vars.space.xs, padding: `0 ${vars.space.sm} ${vars.space.sm}` });
export const answer = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
