import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../../server/app';
import { openDatabase, type Database } from '../../../../server/db/database';
import { serverRunMessages, serverRunSchema } from '../../../../src/domain/workflow/server-runs';
import { startFixtureSite, type FixtureSite } from '../../../fixtures/fixture-site';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp, testSecretKey } from '../../test-app';
import { chromiumPath } from '../browser/browser-harness';
import { chain, node, runsApi } from './runs-api';

let site: FixtureSite;
let app: App;
let database: Database;
let stop: () => Promise<void>;
let api: ReturnType<typeof runsApi>;

const engine = { allowPrivateNetwork: true, sandbox: { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 };

beforeAll(async () => {
  if (!chromiumPath) throw new Error('Chromium is not installed (apt-get install -y chromium): the browser runs need it');
  site = await startFixtureSite();
  ({ app, database, stop } = await startTestApp({
    runs: { work: true, allowPrivateNetwork: true, browser: { executablePath: chromiumPath, contexts: 2 }, queue: { engine } },
  }));
  api = runsApi(app);
});
afterAll(async () => {
  await stop();
  await site.close();
});

const screenshotOf = (user: UserWithToken, url: string) => app.inject({ method: 'GET', url, headers: { authorization: user.token } });

/** Click Trigger → Element Selector → Scrape a Table to CSV → End against the fixture site: the flow. */
const scrapeWorkflow = () =>
  chain(
    node('start', 'start'),
    node('open', 'event', { paletteItem: 'click-trigger', url: `${site.base}/click`, selector: '#link-to-table', action: 'click' }),
    node('check', 'validate', { paletteItem: 'element-selector', selector: 'table#prices', condition: 'visible' }),
    node('scrape', 'script', { paletteItem: 'script-scrape-table-to-csv', scriptId: 'scrape-table-to-csv', tableSelector: 'table#prices', fileName: 'prices.csv' }),
    node('end', 'end'),
  );

describe('runs with browser nodes on the server (D68), on the database', () => {
  it('drives the page, keeps a screenshot per browser step for the owner only, and keeps the CSV the script wrote', async () => {
    const ada = await createUserWithToken(database);
    const eve = await createUserWithToken(database);
    const run = await api.runToEnd(ada, scrapeWorkflow());
    expect(run.status, run.error ?? '').toBe('completed');
    expect(run.files.map((file) => file.name)).toEqual(['prices.csv']);
    const withShots = run.steps.filter((step) => step.screenshotUrl !== null).map((step) => step.nodeId);
    expect(withShots).toEqual(['open', 'check', 'scrape']);
    expect(run.steps.find((step) => step.nodeId === 'start')!.screenshotUrl).toBeNull();

    const scrape = run.steps.find((step) => step.nodeId === 'scrape')!;
    expect(scrape.screenshotUrl).toBe(`/v1/workflows/runs/${run.id}/steps/${scrape.id}/screenshot`);
    const image = await screenshotOf(ada, scrape.screenshotUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(image.rawPayload.length).toBeLessThanOrEqual(300 * 1024);

    const stranger = await screenshotOf(eve, scrape.screenshotUrl!);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: 'Run not found' });
    const noShot = await screenshotOf(ada, `/v1/workflows/runs/${run.id}/steps/${run.steps[0]!.id}/screenshot`);
    expect(noShot.statusCode).toBe(404);
    expect(noShot.json()).toEqual({ detail: serverRunMessages.screenshotNotFound });
  });

  it('keeps the page as it was when a browser node fails: the failed step has its screenshot', async () => {
    const ada = await createUserWithToken(database);
    const run = await api.runToEnd(
      ada,
      chain(
        node('start', 'start'),
        node('Find results', 'validate', { paletteItem: 'element-selector', url: `${site.base}/click`, selector: '#results .row', condition: 'visible', timeout: 2, retryCount: 0 }),
        node('end', 'end'),
      ),
    );
    expect(run.status).toBe('failed');
    expect(run.error).toContain('#results .row');
    const failed = run.steps.find((step) => step.nodeId === 'Find results')!;
    expect(failed.status).toBe('failed');
    expect((await screenshotOf(ada, failed.screenshotUrl!)).statusCode).toBe(200);
  });
});

describe('a deployment without a browser (D68)', () => {
  it('refuses a Run holding browser nodes, naming them and saying how to get a browser, and queues nothing', async () => {
    const without = await startTestApp({ runs: { work: true, allowPrivateNetwork: true, browser: null, queue: { engine } } });
    try {
      const ada = await createUserWithToken(without.database);
      const local = runsApi(without.app);
      const refused = await local.startRun(ada, await local.sequenceWith(ada, scrapeWorkflow()));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ detail: serverRunMessages.needsBrowser(['open', 'check', 'scrape']) });
      expect(refused.json().detail).toContain('This server has no browser: install Chromium or set CHROMIUM_PATH');
      // A workflow without browser nodes still runs there.
      const plain = await local.runToEnd(ada, chain(node('start', 'start'), node('end', 'end')));
      expect(serverRunSchema.parse(plain).status).toBe('completed');
    } finally {
      await without.stop();
    }
  });
});

// Two processes on one PostgreSQL: only PostgreSQL is shared between processes.
describe.skipIf(!process.env.DATABASE_URL)('several processes, one of them with a browser (D68)', () => {
  it('a run queued through a process without a browser waits for the one that has it, which runs it', { timeout: 60_000 }, async () => {
    const { connection } = database;
    if (connection.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const other = await openDatabase({ databaseUrl: connection.url });
    const noBrowser = await buildApp({ database: other, secretKey: testSecretKey, runs: { work: true, allowPrivateNetwork: true, browser: null, queue: { engine } } });
    try {
      await noBrowser.ready();
      const ada = await createUserWithToken(other);
      const through = runsApi(noBrowser);
      const started = await through.startRun(ada, await through.sequenceWith(ada, scrapeWorkflow()));
      expect(started.statusCode, started.body).toBe(202);
      const run = await through.until(ada, serverRunSchema.parse(started.json()).id, (each) => ['completed', 'failed'].includes(each.status), 30_000);
      expect(run.status, run.error ?? '').toBe('completed');
      expect(run.files.map((file) => file.name)).toEqual(['prices.csv']);
    } finally {
      await noBrowser.close();
      await other.close();
    }
  });
});
