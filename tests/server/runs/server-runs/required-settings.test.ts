import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { workflowRuns } from '../../../../server/db/schema/runs';
import { serverRunMessages } from '../../../../src/domain/workflow/server-runs';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { chromiumPath } from '../browser/browser-harness';
import { chain, node, runsApi } from './runs-api';

/**
 * A required Run Setting left empty is refused before the run, by node and field, with the 422 of a
 * missing input: nothing is queued to fail when it gets there. The process has a browser (launched
 * only for a run that needs one, so never here), so a Click Action is checked for its settings and
 * not refused for want of a browser.
 */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let api: ReturnType<typeof runsApi>;
let ada: UserWithToken;

beforeAll(async () => {
  if (!chromiumPath) throw new Error('Chromium is not installed (apt-get install -y chromium): a Click Action is refused without one');
  ({ app, database, stop } = await startTestApp({ runs: { work: true, browser: { executablePath: chromiumPath, contexts: 1 } } }));
  api = runsApi(app);
  ada = await createUserWithToken(database);
});
afterAll(() => stop());

const runsOf = (sequenceId: string) => database.db.select().from(workflowRuns).where(eq(workflowRuns.sequenceId, sequenceId));

describe('a Run of a workflow with a required Run Setting left empty', () => {
  it('is refused naming a Click Action without a selector, and queues nothing', async () => {
    const sequenceId = await api.sequenceWith(ada, chain(node('start', 'start'), node('Press Go', 'process', { paletteItem: 'click-action', url: 'https://shop.test', action: 'click' }), node('end', 'end')));
    const refused = await api.startRun(ada, sequenceId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: serverRunMessages.notSetUp(['Press Go: Selector is required']) });
    expect(refused.json()).toEqual({ detail: 'The workflow is not set up yet: Press Go: Selector is required' });
    expect(await runsOf(sequenceId)).toEqual([]);
  });

  it('is refused naming an api node without a URL, each empty setting of the workflow in one answer', async () => {
    const sequenceId = await api.sequenceWith(ada, chain(node('start', 'start'), node('Fetch prices', 'api', { paletteItem: 'api', method: 'GET', url: '  ' }), node('Tell the team', 'email', { paletteItem: 'email' }), node('end', 'end')));
    const refused = await api.startRun(ada, sequenceId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: 'The workflow is not set up yet: Fetch prices: URL is required; Tell the team: To is required' });
    expect(await runsOf(sequenceId)).toEqual([]);
  });

  it('is refused for Run this node too, on that node', async () => {
    const sequenceId = await api.sequenceWith(ada, chain(node('start', 'start'), node('Fetch prices', 'api', { paletteItem: 'api' }), node('end', 'end')));
    const refused = await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${sequenceId}/nodes/Fetch%20prices/run`, headers: { authorization: ada.token }, payload: { input: {} } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: 'The workflow is not set up yet: Fetch prices: URL is required' });
    // Run this node of another node leaves the empty URL alone: it will not run.
    const started = await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${sequenceId}/nodes/end/run`, headers: { authorization: ada.token }, payload: { input: { done: true } } });
    expect(started.statusCode, started.body).toBe(202);
  });

  it('leaves a disabled node alone, since the run skips it', async () => {
    const sequenceId = await api.sequenceWith(ada, chain(node('start', 'start'), node('Fetch prices', 'api', { paletteItem: 'api', isEnabled: false }), node('end', 'end')));
    const started = await api.startRun(ada, sequenceId);
    expect(started.statusCode, started.body).toBe(202);
  });
});
