import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserPool } from '../../../../server/runs/browser/browser-pool';
import { browserMessages } from '../../../../server/runs/browser/run-browser';
import type { StepUpdate } from '../../../../server/runs/engine/run-workflow';
import type { EngineNode } from '../../../../server/runs/engine/workflow';
import { startFixtureSite, type FixtureSite } from '../../../fixtures/fixture-site';
import { chain, node } from '../engine-harness';
import { browserPool, runInBrowser, WatchedRunBrowser } from './browser-harness';

/** A Chromium that crashes (D68) fails the nodes that were in a page then; the pool starts another for what follows. */

let site: FixtureSite;
// A pool of its own: the crash takes its Chromium down, and no other test file shares it.
let pool: BrowserPool;

beforeAll(async () => {
  site = await startFixtureSite();
  pool = browserPool({ contexts: 3 });
});
afterAll(async () => {
  await pool.close();
  await site.close();
});

const flow = (...nodes: EngineNode[]) => chain(node('start', 'start'), ...nodes, node('end', 'end'));
const clickTrigger = (id: string, url: string, selector: string) => node(id, 'event', { paletteItem: 'click-trigger', url, selector, timeout: 30, retryCount: 0 });
const clickAndCheck = (id: string) =>
  node(id, 'process', { paletteItem: 'click-action', url: `${site.base}/click`, selector: '#go', action: 'click', waitFor: '#clicked', timeout: 10, retryCount: 0 });

describe('a crashed browser (D68)', () => {
  it('fails the node waiting in a page, and the pool relaunches Chromium for the nodes and runs that follow', async () => {
    // Run B has a tab before the crash and is between browser nodes during it: its email node
    // (sendEmail below) holds it there until the crash is over.
    let crashOver!: () => void;
    const afterCrash = new Promise<void>((resolve) => (crashOver = resolve));
    let reportBTabReady!: () => void;
    const bHasTab = new Promise<void>((resolve) => (reportBTabReady = resolve));
    const runB = runInBrowser(
      pool,
      flow(clickTrigger('open', `${site.base}/click`, '#go'), node('hold', 'email', { paletteItem: 'email', to: 'ops@example.com', timeout: 30, retryCount: 0 }), clickAndCheck('after')),
      { sendEmail: () => afterCrash.then(() => ({ delivery: 'outbox' as const })) },
      {
        onStep: (step: StepUpdate) => {
          if (step.nodeId === 'open' && step.status === 'completed') reportBTabReady();
        },
      },
    );
    await bHasTab;

    // Runs A (a Click Trigger) and S (a library script) wait in a page when Chromium goes down.
    const browserA = new WatchedRunBrowser(pool);
    const browserS = new WatchedRunBrowser(pool);
    const slowAsked = Promise.all([browserA.requested('/slow'), browserS.requested('/slow')]);
    const runA = runInBrowser(pool, flow(clickTrigger('slow', `${site.base}/slow?ms=20000`, '#done')), {}, { browser: browserA });
    const runS = runInBrowser(pool, flow(node('health', 'script', { paletteItem: 'script-check-page-health', scriptId: 'check-page-health', url: `${site.base}/slow?ms=20000`, timeout: 30, retryCount: 0 })), {}, { browser: browserS });
    const [page] = await slowAsked;
    const session = await page.context().browser()!.newBrowserCDPSession();
    // The browser dies before it can answer.
    void session.send('Browser.crash').catch(() => {});

    const [ranA, ranS] = await Promise.all([runA, runS]);
    expect(ranA.outcome).toEqual({ status: 'failed', error: `slow: ${browserMessages.crashed}` });
    expect(ranA.finished.find((step) => step.nodeId === 'slow')).toMatchObject({ status: 'failed', screenshot: null });
    expect(ranS.outcome).toEqual({ status: 'failed', error: `health: Error: ${browserMessages.crashed}` });

    crashOver();
    const ranB = await runB;
    expect(ranB.outcome).toMatchObject({ status: 'completed' });
    expect(ranB.finished.find((step) => step.nodeId === 'after')!.logs).toContain('#clicked appeared');

    const ranC = await runInBrowser(pool, flow(clickAndCheck('next')));
    expect(ranC.outcome).toMatchObject({ status: 'completed' });
    expect(pool.openContexts).toBe(0);
  });
});
