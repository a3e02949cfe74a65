import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import { insertBotWithFile } from '../../../../server/bots/repository';
import type { Database } from '../../../../server/db/database';
import { workflowRuns } from '../../../../server/db/schema/runs';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import { runWaitingLines, workflowRunPageSchema } from '../../../../src/domain/workflow/workflow-runs';
import { insertQueuedRunWithinLimits } from '../../../../server/runs/server-runs/run-queue-repository';
import { waitingOf } from '../../../../server/runs/server-runs/run-waiting';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { chain, node, runsApi, type SavedChain } from './runs-api';

/** D88 and D89 through the API, on the database: sub-run steps nested under their bot node's step, the Nodes count, a 404 not retried. */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let api: ReturnType<typeof runsApi>;
let server: Server;
let base: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.set(request.url ?? '', (hits.get(request.url ?? '') ?? 0) + 1);
    if (request.url === '/missing') return response.writeHead(404).end('no');
    if (request.url === '/flaky') return response.writeHead(hits.get('/flaky') === 1 ? 503 : 200).end('{}');
    response.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const engine = { allowPrivateNetwork: true, sandbox: { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 };
  ({ app, database, stop } = await startTestApp({ runs: { work: true, allowPrivateNetwork: true, queue: { heartbeatMs: 100, staleAfterMs: 5000, sweepEveryMs: 1000, engine } } }));
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  api = runsApi(app);
});
afterAll(async () => {
  await stop();
  server.closeAllConnections();
  server.close();
});

async function botOf(user: UserWithToken, workflow: SavedChain): Promise<number> {
  const content = Buffer.from(JSON.stringify(workflow));
  const row = await insertBotWithFile(
    database.db,
    user.id,
    { title: 'Caller', author: 'Ada Lovelace', configFileName: 'bot.json', configFileType: 'application/json', configFileSize: content.length, hasWorkflow: true },
    { content, workflow },
  );
  return row.id;
}
const botNode = (id: number) => node('caller', 'bot', { paletteItem: 'bot', botId: id, botTitle: 'Caller', retryCount: 3 });

describe('runs a new user can read (D89)', () => {
  it('records a bot node’s sub-run steps under its step, and counts only the run’s own nodes, once each, skipped ones apart', async () => {
    const bot = await botOf(ada, chain(node('start', 'start'), node('inner', 'api', { url: `${base}/ok` }), node('end', 'end')));
    const run = await api.runToEnd(
      ada,
      chain(node('start', 'start'), node('flaky', 'api', { url: `${base}/flaky`, retryCount: 2 }), node('off', 'process', { isEnabled: false }), botNode(bot), node('end', 'end')),
    );
    expect(run.status, JSON.stringify(run)).toBe('completed');
    const caller = run.steps.find((step) => step.nodeId === 'caller')!;
    expect(run.steps.filter((step) => step.parentStepId === caller.id).map((step) => step.nodeId)).toEqual(['start', 'inner', 'end']);
    expect(run.steps.filter((step) => step.parentStepId === null).map((step) => [step.nodeId, step.status])).toEqual([
      ['start', 'completed'],
      ['flaky', 'failed'],
      ['flaky', 'completed'],
      ['off', 'skipped'],
      ['caller', 'completed'],
      ['end', 'completed'],
    ]);
    // start, flaky (twice, once counted), caller, end: the disabled node and the bot's own nodes are not the run's.
    expect(run.nodesExecuted).toBe(4);
  });

  it('fails a 404 at once through a bot node, without running the bot again, and History lists the run under its sequence', async () => {
    const bot = await botOf(ada, chain(node('start', 'start'), node('inner', 'api', { url: `${base}/missing`, retryCount: 3 }), node('end', 'end')));
    const sequenceId = await api.sequenceWith(ada, chain(node('start', 'start'), botNode(bot), node('end', 'end')));
    const other = await api.sequenceWith(ada, chain(node('start', 'start'), node('end', 'end')));
    hits.delete('/missing');
    const started = await api.startRun(ada, sequenceId);
    const run = await api.until(ada, (started.json() as { id: string }).id, (each) => ['completed', 'failed', 'cancelled'].includes(each.status));
    await api.runToEnd(ada, chain(node('start', 'start'), node('end', 'end')));
    await api.until(ada, (await api.startRun(ada, other)).json<{ id: string }>().id, (each) => each.status === 'completed');
    expect(run.status).toBe('failed');
    expect(hits.get('/missing')).toBe(1);
    const callers = run.steps.filter((step) => step.nodeId === 'caller');
    expect(callers).toHaveLength(1);
    expect(callers[0]!.error).toMatch(new RegExp(`Not retried: ${notRetried.subRun}\\.$`));
    const inner = run.steps.find((step) => step.nodeId === 'inner')!;
    expect(inner).toMatchObject({ parentStepId: callers[0]!.id, error: 'The request failed with status 404. Not retried: a 404 will not change on a retry.' });
    expect(run.nodesExecuted).toBe(2);

    const listed = workflowRunPageSchema.parse((await app.inject({ method: 'GET', url: `/v1/workflows/runs?sequence_id=${sequenceId}`, headers: { authorization: ada.token } })).json());
    expect(listed.items.map((each) => [each.id, each.nodesExecuted])).toEqual([[run.id, 2]]);
  });

  it('says a queued run that needs a browser waits for one when the user has a place free', async () => {
    const grace = await createUserWithToken(database, { name: 'Grace', lastname: 'Hopper' });
    const workflow = chain(node('start', 'start'), node('click', 'process', { paletteItem: 'click-action', selector: '#go' }), node('end', 'end'));
    const sequenceId = await api.sequenceWith(grace, workflow);
    // Queued as Run queues it, without reaching pg-boss: no process takes it.
    const queued = await insertQueuedRunWithinLimits(database.db, { userId: grace.id, sequenceId, workflowName: 'Clicks', executedBy: 'Grace Hopper', workflow, version: null, trigger: { kind: 'run' } }, { since: new Date(0), perDay: null, filesBytes: null });
    if ('refused' in queued) throw new Error('refused by a limit');
    const waiting = await waitingOf(database.db, queued.row);
    expect(waiting).toEqual({ reason: 'browser', position: 1, running: 0, limit: 1 });
    expect(runWaitingLines(waiting!)).toEqual(['Waiting for a browser', '1st in your queue']);
  });

  it('counts a Run this node run under way as the claim does: a queued run behind it waits for the user\'s own run, not for a browser', async () => {
    const linus = await createUserWithToken(database, { name: 'Linus', lastname: 'Torvalds' });
    const workflow = chain(node('start', 'start'), node('click', 'process', { paletteItem: 'click-action', selector: '#go' }), node('end', 'end'));
    const sequenceId = await api.sequenceWith(linus, workflow);
    const limits = { since: new Date(0), perDay: null, filesBytes: null };
    const nodeRun = await insertQueuedRunWithinLimits(database.db, { userId: linus.id, sequenceId, kind: 'node', workflowName: 'Clicks', executedBy: 'Linus Torvalds', workflow, version: null, trigger: { kind: 'node', nodeId: 'click' } }, limits);
    if ('refused' in nodeRun) throw new Error('refused by a limit');
    await database.db.update(workflowRuns).set({ status: 'running' }).where(eq(workflowRuns.id, nodeRun.row.id));
    const queued = await insertQueuedRunWithinLimits(database.db, { userId: linus.id, sequenceId, workflowName: 'Clicks', executedBy: 'Linus Torvalds', workflow, version: null, trigger: { kind: 'run' } }, limits);
    if ('refused' in queued) throw new Error('refused by a limit');
    // Both reads: the standing the POST answers (queue_run_within_limits) and the one read later.
    expect(queued.standing).toEqual({ running: 1, ahead: 0 });
    expect(await waitingOf(database.db, queued.row)).toEqual({ reason: 'runs', position: 1, running: 1, limit: 1 });
  });
});
