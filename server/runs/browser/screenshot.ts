import type { Page } from 'playwright-core';

/** A step's screenshot (D68): a JPEG of the tab's window (1280×800 at most), at most 300 kB. */
export const screenshotLimits = { maxBytes: 300 * 1024, qualities: [70, 45, 25] } as const;

/** How long drawing the page may take; a hung page gives no screenshot rather than holding the run. */
const drawTimeoutMs = 1_500;

/**
 * The tab as it looks, at falling JPEG qualities until it fits the limit; null when the page cannot
 * be drawn (closed, hung) or does not fit even at the lowest quality.
 */
export async function stepScreenshot(page: Page): Promise<Buffer | null> {
  for (const quality of screenshotLimits.qualities) {
    try {
      const image = await page.screenshot({ type: 'jpeg', quality, timeout: drawTimeoutMs, caret: 'hide' });
      if (image.length <= screenshotLimits.maxBytes) return image;
    } catch {
      return null;
    }
  }
  return null;
}
