import type { Page } from '@playwright/test';

/** Where a screen's search box, cards and list request are. */
export interface SearchScreen {
  placeholder: string;
  cardSelector: string;
  titleSelector: string;
  /** A piece of the list request's URL, to find it among the page's resource timings. */
  requestPath: string;
}

/**
 * Types the term's last key and waits for the grid to hold only the match (the term without its last
 * key matches ten cards, so the grid changes only when the full term's answer is shown). Returns the
 * time from the key to the grid, from the one list request since the key to the grid, and from its
 * last byte to the grid (what the browser spends parsing and rendering).
 */
export async function keystrokeToGrid(page: Page, screen: SearchScreen, term: string, onlyTitle: string): Promise<{ total: number; afterSend: number; afterResponse: number }> {
  const search = page.getByPlaceholder(screen.placeholder);
  await search.fill(term.slice(0, -1));
  await page.waitForFunction((cards) => document.querySelectorAll(cards).length > 1, screen.cardSelector, { polling: 'raf' });
  await page.waitForTimeout(400);
  await page.evaluate(() => performance.clearResourceTimings());
  const typed = await page.evaluate(() => performance.now());
  await search.press(term.slice(-1));
  await page.waitForFunction(
    ([titles, title]) => {
      const shown = [...document.querySelectorAll(titles)].map((heading) => heading.textContent);
      return shown.length === 1 && shown[0] === title;
    },
    [screen.titleSelector, onlyTitle] as const,
    { polling: 'raf' },
  );
  return page.evaluate(
    ([start, path]) => {
      const shown = performance.now();
      const request = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(path)).at(-1);
      const timing = request as PerformanceResourceTiming | undefined;
      return {
        total: shown - start,
        afterSend: timing ? shown - timing.startTime : Number.NaN,
        afterResponse: timing ? shown - timing.responseEnd : Number.NaN,
      };
    },
    [typed, screen.requestPath] as const,
  );
}
