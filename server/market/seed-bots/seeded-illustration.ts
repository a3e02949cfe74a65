import { storedImage, type StoredImage } from '../stored-image';

/**
 * A seeded bot's illustration: a gradient in the bot's hue with a few soft shapes, drawn here so the
 * seeded bots need no files and no network. Static SVG, no script (it is served with a strict CSP too).
 */
export function seededIllustration(hue: number, seed: number): StoredImage {
  const second = (hue + 40) % 360;
  const circles = [0, 1, 2]
    .map((index) => {
      const x = 60 + ((seed * 97 + index * 131) % 280);
      const y = 40 + ((seed * 53 + index * 71) % 140);
      const r = 30 + ((seed * 17 + index * 29) % 50);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="white" fill-opacity="${(0.1 + index * 0.06).toFixed(2)}"/>`;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 225" width="400" height="225">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${second} 65% 35%)"/>` +
    `</linearGradient></defs><rect width="400" height="225" fill="url(#g)"/>${circles}` +
    `<g fill="none" stroke="white" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.9">` +
    `<rect x="160" y="70" width="80" height="70" rx="16"/><path d="M200 70v-18M188 52h24"/>` +
    `<circle cx="184" cy="102" r="6" fill="white"/><circle cx="216" cy="102" r="6" fill="white"/><path d="M186 122h28"/></g></svg>`;
  return storedImage('image/svg+xml', Buffer.from(svg, 'utf8'));
}
