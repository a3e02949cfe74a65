import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Called from a .css.ts file (vanilla-extract styles are made there). A switch's track and thumb, drawn in the colour it has when on; `label` is the Switch's class, whose state they follow. */
export function switchParts(label: string, onColour: string) {
  const track = style({
    position: 'relative',
    width: 32,
    height: 18,
    borderRadius: vars.radius.full,
    background: '#cbd5e1',
    selectors: {
      [`${label}[data-selected] &`]: { background: onColour },
      [`${label}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  });
  const thumb = style({
    position: 'absolute',
    top: 2,
    left: 2,
    width: 14,
    height: 14,
    borderRadius: vars.radius.full,
    background: '#ffffff',
    selectors: { [`${label}[data-selected] &`]: { left: 16 } },
  });
  return { track, thumb };
}
