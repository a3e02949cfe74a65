import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { nodeKinds } from '../../../domain/workflow/node-catalogue/catalogue';
import { colourKey, tintOf } from './node-colours';

const nodeGap = 8;
const nodePaddingX = 10;
const statusWidth = 16;

// Hundreds of these are on screen at once: flat colours and borders only, no shadows, filters or
// transitions, so a drag repaints cheaply under software rendering.
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

// One class per colour the catalogue uses, not per kind: the library's scripts share theirs (D134).
const colours: Readonly<Record<string, string>> = Object.fromEntries(nodeKinds.map((kind) => [colourKey(kind.color), kind.color]));

export const accent = styleVariants(colours, (color) => ({ borderLeftColor: color }));

const iconTileBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: 6,
  flexShrink: 0,
});

export const iconTile = styleVariants(colours, (color) => [iconTileBase, { background: tintOf(color), color }]);

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const label = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const caption = style({ fontSize: 11, color: vars.color.textMuted });

export const status = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: statusWidth, flexShrink: 0, color: vars.color.accent });

export const completedIcon = style({ color: vars.color.success });

export const failedIcon = style({ color: vars.color.danger });
