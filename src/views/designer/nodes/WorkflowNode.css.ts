import { style, styleVariants } from '@vanilla-extract/css';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { vars } from '../../../styles/theme.css';
import { nodeIcons } from './node-icons';
import { nodeLooks } from './node-looks';

// Hundreds of these are on screen at once: flat colours and borders only, no shadows, filters or
// transitions, so a drag repaints cheaply under software rendering.
const nodeGap = 8;
const nodePaddingX = 10;
const statusWidth = 16;

export const node = style({
  width: 190,
  display: 'flex',
  alignItems: 'center',
  gap: nodeGap,
  padding: `8px ${nodePaddingX}px`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  borderRadius: 8,
  color: vars.color.text,
  fontSize: 13,
  lineHeight: 1.25,
  selectors: {
    '&[data-selected]': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 1 },
    // The run-status column (its width and the gap before it) is left out of an idle node's DOM, not out of its layout.
    '&[data-run-state="idle"]': { paddingRight: nodePaddingX + statusWidth + nodeGap },
    '&[data-run-state="active"]': { borderColor: vars.color.accent, background: '#eff6ff', outline: `3px solid ${vars.color.accent}`, outlineOffset: 1 },
    '&[data-run-state="completed"]': { borderColor: vars.color.success, background: vars.color.successSurface },
    '&[data-run-state="failed"]': { borderColor: vars.color.danger, background: vars.color.dangerSurface },
  },
});

export const accent = styleVariants(nodeLooks, (look) => ({ borderLeftColor: look.accent }));

const iconTileBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: 6,
  flexShrink: 0,
});

/**
 * The look's lucide icon, rendered once here at build time, as a mask the tile paints in its accent:
 * a node then carries one element for its icon instead of lucide's svg and its paths, which were a
 * fifth of the canvas's elements at 100 nodes (issue 33).
 */
function iconMask(type: keyof typeof nodeIcons): string {
  // Only lucide's own class is dropped (it names nothing in a mask); what a data URL must escape is escaped.
  const svg = renderToStaticMarkup(createElement(nodeIcons[type], { size: 16 }))
    .replace(/ class="[^"]*"/, '')
    .replace(/"/g, "'")
    .replace(/[%#<>]/g, (character) => encodeURIComponent(character));
  return `url("data:image/svg+xml,${svg}")`;
}

export const iconTile = styleVariants(nodeLooks, (look, type) => [
  iconTileBase,
  {
    background: look.tint,
    color: look.accent,
    '::before': {
      content: '""',
      width: 16,
      height: 16,
      backgroundColor: 'currentColor',
      maskImage: iconMask(type),
      maskSize: '16px 16px',
      maskRepeat: 'no-repeat',
    },
    // Forced colours would replace the mask's background: the icon is drawn in the text colour, as lucide's stroke was.
    '@media': { '(forced-colors: active)': { selectors: { '&::before': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' } } } },
  },
]);

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const label = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const caption = style({ fontSize: 11, color: vars.color.textMuted });

export const status = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: statusWidth, flexShrink: 0, color: vars.color.accent });

export const completedIcon = style({ color: vars.color.success });

export const failedIcon = style({ color: vars.color.danger });
