import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const pageTitle = style({ fontSize: '2rem', margin: `${vars.space.lg} 0` });
