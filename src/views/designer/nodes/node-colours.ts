/** How light a node's icon tile is: about the lightness of the hand-picked tints it replaced (Tailwind's 100 shades). */
const tileLightness = 0.93;

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
const hexOf = (values: readonly number[]) => `#${values.map((value) => Math.round(value * 255).toString(16).padStart(2, '0')).join('')}`;

/**
 * The light tint of a kind's colour (`#rrggbb`) behind its node's icon: the same hue and saturation
 * at the tile's lightness, so a kind's colour in the catalogue is the one thing to choose (D134).
 */
export function tintOf(color: string): string {
  const [red, green, blue] = channels(color);
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const range = max - min;
  const saturation = range === 0 ? 0 : range / (1 - Math.abs(2 * lightness - 1));
  const sector = range === 0 ? 0 : max === red ? ((green - blue) / range + 6) % 6 : max === green ? (blue - red) / range + 2 : (red - green) / range + 4;
  // HSL back to RGB at the tile's lightness (the CSS Color 4 conversion).
  const chroma = saturation * Math.min(tileLightness, 1 - tileLightness);
  const channel = (offset: number) => {
    const k = (offset + sector * 2) % 12;
    return tileLightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return hexOf([channel(0), channel(8), channel(4)]);
}

/** The key of a colour's accent and icon-tile classes (WorkflowNode.css): its hex digits, as a class name takes no `#`. */
export const colourKey = (color: string) => color.slice(1);
