import { afterAll, beforeAll } from 'vitest';
import type { BrowserPool } from '../../../../server/runs/browser/browser-pool';
import { RunBrowser, type BrowserTab } from '../../../../server/runs/browser/run-browser';
import { startFixtureSite, type FixtureSite } from '../../../fixtures/fixture-site';
import { browserPool } from '../browser/browser-harness';

/**
 * A real tab for a browser executor's test (Chromium and the fixture site, one of each per file):
 * `withTab` gives each test a fresh run's tab, closed after it, as a run closes its own.
 */
export function browserTabs() {
  let site: FixtureSite;
  let pool: BrowserPool;
  beforeAll(async () => {
    site = await startFixtureSite();
    pool = browserPool({ contexts: 1 });
  });
  afterAll(async () => {
    await pool.close();
    await site.close();
  });
  return {
    base: () => site.base,
    async withTab<T>(work: (tab: BrowserTab) => Promise<T>): Promise<T> {
      const browser = new RunBrowser(pool);
      const turn = await browser.take(new AbortController().signal, () => {});
      try {
        return await work(turn.tab);
      } finally {
        turn.release();
        await browser.close();
      }
    },
  };
}
