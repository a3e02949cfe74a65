import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { explainDocs } from '../../../server/assistant/known-failures';
import type { Database } from '../../../server/db/database';
import { insertQueuedRunWithinLimits } from '../../../server/runs/server-runs/run-queue-repository';
import { writeStep } from '../../../server/runs/server-runs/step-repository';
import { serverRunSchema } from '../../../src/domain/workflow/server-runs';
import { startFixtureSite, type FixtureSite } from '../../fixtures/fixture-site';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { chromiumPath } from '../runs/browser/browser-harness';
import { runEngine } from '../runs/engine-harness';
import { chain, node, runsApi } from '../runs/server-runs/runs-api';
import { explained } from './explain-harness';

/** Ask Flo why offline for the failures of browser nodes (D68): a selector the page never had, and no browser at all. */

let site: FixtureSite;
let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;

beforeAll(async () => {
  if (!chromiumPath) throw new Error('Chromium is not installed (apt-get install -y chromium): the browser runs need it');
  site = await startFixtureSite();
  ({ app, database, stop } = await startTestApp({
    runs: { work: true, allowPrivateNetwork: true, browser: { executablePath: chromiumPath, contexts: 1 }, queue: { engine: { allowPrivateNetwork: true, sandbox: { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 } } },
  }));
  ada = await createUserWithToken(database);
});
afterAll(async () => {
  await stop();
  await site.close();
});

describe('POST /v1/assistant/explain offline, browser nodes', () => {
  it('a selector the page never had: names it and says to correct the Selector', { timeout: 30_000 }, async () => {
    const run = await runsApi(app).runToEnd(
      ada,
      chain(node('start', 'start'), node('Find results', 'validate', { paletteItem: 'element-selector', url: `${site.base}/click`, selector: '#results .row', condition: 'exists', timeout: 5, retryCount: 0 }, 100), node('end', 'end', {}, 200)),
    );
    const { text, last, step } = await explained(app, ada, run, 'Find results');
    expect(step.error).toMatch(/^No element matches #results \.row \(waited [\d.]+ s\)\. Not retried/);
    expect(text).toContain('**The page did not have #results .row**');
    expect(text).toContain('Correct the node’s **Selector**');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.limits });
  });

  it('no browser: a run refused before it starts has no step, so the failure comes from the engine run without one and is stored as a run stores it', async () => {
    const workflow = chain(node('start', 'start'), node('Click Submit', 'process', { paletteItem: 'click-action', selector: '#submit', retryCount: 0 }, 100), node('end', 'end', {}, 200));
    // The engine itself, with no browser (as in a process without Chromium), writing the run as the queue does.
    const queued = await insertQueuedRunWithinLimits(database.db, { userId: ada.id, sequenceId: null, workflowName: 'No browser', executedBy: 'Ada', workflow, version: null, trigger: { kind: 'run' } }, { since: new Date(), perDay: null, filesBytes: null });
    if (!('row' in queued)) throw new Error(`the run was refused: ${queued.refused}`);
    const { row } = queued;
    let position = 0;
    const { outcome } = await runEngine(
      { nodes: workflow.nodes.map((each) => ({ id: each.id, type: each.data.type, label: each.data.label, properties: each.data.properties, position: each.position })), edges: workflow.edges.map((each) => ({ source: each.source, target: each.target })) },
      { browser: null },
    ).then(async (result) => {
      for (const step of result.finished) await writeStep(database.db, row.id, position++, step);
      return result;
    });
    expect(outcome.status).toBe('failed');
    const run = serverRunSchema.parse((await app.inject({ method: 'GET', url: `/v1/workflows/runs/${row.id}`, headers: { authorization: ada.token } })).json());
    const { text, last, step } = await explained(app, ada, run, 'Click Submit');
    expect(step.error).toContain('This server has no browser: install Chromium or set CHROMIUM_PATH');
    expect(text).toContain('**This server has no browser**');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.limits });
  });
});
