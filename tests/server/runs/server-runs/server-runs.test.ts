import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { workflowRuns } from '../../../../server/db/schema/runs';
import { runEventSchema, serverRunMessages, serverRunSchema, type RunEvent } from '../../../../src/domain/workflow/server-runs';
import { workflowRunPageSchema } from '../../../../src/domain/workflow/workflow-runs';
import { createUserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { chain, finished, node, runsApi } from './runs-api';
import { parseEventStream } from '../../event-stream-events';

type RunsApi = ReturnType<typeof runsApi>;

let app: App;
let database: Database;
let stop: () => Promise<void>;
let base: string;
let service: Server;
let serviceBase: string;
let sequenceWith: RunsApi['sequenceWith'];
let startRun: RunsApi['startRun'];
let readRun: RunsApi['readRun'];
let until: RunsApi['until'];

beforeAll(async () => {
  service = createServer((request, response) => {
    if (request.url === '/ok') return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ temperature: 21 }));
    response.writeHead(500).end('broken');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  ({ app, database, stop } = await startTestApp({
    runs: { work: true, allowPrivateNetwork: true, queue: { heartbeatMs: 100, staleAfterMs: 600, sweepEveryMs: 200, engine: { allowPrivateNetwork: true, sandbox: { timeMs: 500, memoryBytes: 16 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 } } },
  }));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  ({ sequenceWith, startRun, readRun, until } = runsApi(app));
});
afterAll(async () => {
  await stop();
  service.closeAllConnections();
  service.close();
});

describe('server runs (D44) through pg-boss on Node ' + process.versions.node, () => {
  it('queues a run of the saved workflow, executes it node by node and keeps every step with its output', async () => {
    const ada = await createUserWithToken(database);
    const sequenceId = await sequenceWith(
      ada,
      chain(node('start', 'start'), node('double', 'transform', { code: 'return { n: 21 * 2 };' }), node('weather', 'api', { url: `${serviceBase}/ok` }), node('end', 'end')),
    );
    const started = await startRun(ada, sequenceId);
    expect(started.statusCode).toBe(202);
    const queued = serverRunSchema.parse(started.json());
    expect(queued).toMatchObject({ kind: 'server', status: 'queued', endTime: null, steps: [] });

    const run = await until(ada, queued.id, finished);
    expect(run.status).toBe('completed');
    expect(run.steps.map((step) => [step.nodeId, step.status])).toEqual([
      ['start', 'completed'],
      ['double', 'completed'],
      ['weather', 'completed'],
      ['end', 'completed'],
    ]);
    expect(run.steps[1]!.output).toEqual({ n: 42 });
    expect(run.steps[2]!.output).toMatchObject({ status: 200, body: { temperature: 21 } });
    expect(run.nodesExecuted).toBe(4);
    expect(run.endTime).not.toBeNull();

    const list = workflowRunPageSchema.parse((await app.inject({ method: 'GET', url: `/v1/workflows/runs?sequence_id=${sequenceId}`, headers: { authorization: ada.token } })).json());
    expect(list.items.map(({ id, kind, status }) => ({ id, kind, status }))).toEqual([{ id: queued.id, kind: 'server', status: 'completed' }]);
    // "Last Run At" moves in the statement that ends the run (D106): there as soon as the run has ended.
    const sequence = (await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${sequenceId}`, headers: { authorization: ada.token } })).json() as { last_run_at: string | null };
    expect(sequence.last_run_at).not.toBeNull();
    expect(Math.abs(Date.parse(sequence.last_run_at!) - Date.parse(run.endTime!))).toBeLessThan(1_000);
  });

  it('fails a run at an api node after its retries, each attempt a step of its own', async () => {
    const ada = await createUserWithToken(database);
    const sequenceId = await sequenceWith(ada, chain(node('start', 'start'), node('broken', 'api', { url: `${serviceBase}/fail`, retryCount: 2 }), node('end', 'end')));
    const run = await until(ada, serverRunSchema.parse((await startRun(ada, sequenceId)).json()).id, finished);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/^broken: /);
    expect(run.steps.filter((step) => step.nodeId === 'broken').map((step) => [step.attempt, step.status])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
    ]);
    expect(run.steps.some((step) => step.nodeId === 'end')).toBe(false);
  });

  it('refuses a sequence without a saved workflow, and one with browser nodes naming each (422)', async () => {
    const ada = await createUserWithToken(database);
    const empty = await startRun(ada, await sequenceWith(ada, null));
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: serverRunMessages.noWorkflow });
    const clicks = chain(node('start', 'start'), { ...node('Click Submit', 'process', { paletteItem: 'click-action' }) }, node('end', 'end'));
    const refused = await startRun(ada, await sequenceWith(ada, clicks));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: serverRunMessages.needsBrowser(['Click Submit']) });
  });

  it('refuses a workflow holding nodes the node catalogue does not know, naming each, and queues nothing (D65)', async () => {
    const ada = await createUserWithToken(database);
    const strange = chain(
      node('start', 'start'),
      node('Beam Up', 'teleport'),
      node('Mislabelled', 'api', { paletteItem: 'click-action', url: 'https://example.com' }),
      node('Gone Script', 'script', { scriptId: 'no-longer-in-the-library' }),
      node('end', 'end'),
    );
    const refused = await startRun(ada, await sequenceWith(ada, strange));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: serverRunMessages.unknownNodes(['Beam Up (teleport)', 'Mislabelled (api)', 'Gone Script (script)']) });
    const history = await app.inject({ method: 'GET', url: '/v1/workflows/runs', headers: { authorization: ada.token } });
    expect(history.json()).toMatchObject({ total: 0 });
  });

  it('refuses a workflow whose nodes are not set up, naming each node and field (D66)', async () => {
    const ada = await createUserWithToken(database);
    const unset = chain(node('start', 'start'), node('Call CRM', 'api', { paletteItem: 'api', url: 'https://crm.test', authentication: 'crm-token' }), node('end', 'end'));
    const refused = await startRun(ada, await sequenceWith(ada, unset));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: serverRunMessages.notSetUp(['Call CRM: Authentication: there is no credential named crm-token']) });
  });

  it('runs a library script that needs no browser (D67): Run no longer refuses it', async () => {
    const ada = await createUserWithToken(database);
    const fetchJson = chain(node('start', 'start'), node('Weather', 'script', { paletteItem: 'script-fetch-json-api', scriptId: 'fetch-json-api', url: `${serviceBase}/ok`, pick: 'temperature' }), node('end', 'end'));
    const started = await startRun(ada, await sequenceWith(ada, fetchJson));
    expect(started.statusCode).toBe(202);
    const run = await until(ada, serverRunSchema.parse(started.json()).id, finished);
    expect(run).toMatchObject({ status: 'completed', output: 21 });
  });

  it("answers 404 for another user's sequence and run, and for ids that are not ids", async () => {
    const ada = await createUserWithToken(database);
    const eve = await createUserWithToken(database);
    const sequenceId = await sequenceWith(ada, chain(node('start', 'start'), node('end', 'end')));
    expect((await startRun(eve, sequenceId)).statusCode).toBe(404);
    const run = serverRunSchema.parse((await startRun(ada, sequenceId)).json());
    for (const url of [`/v1/workflows/runs/${run.id}`, `/v1/workflows/runs/${run.id}/events`, '/v1/workflows/runs/not-a-uuid']) {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: eve.token } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Run not found' });
    }
    expect((await app.inject({ method: 'POST', url: `/v1/workflows/runs/${run.id}/cancel`, headers: { authorization: eve.token } })).statusCode).toBe(404);
    await until(ada, run.id, finished);
  });

  it('cancels a running run within a second, a queued one at once, and holds a user to the limit in queue order', async () => {
    const ada = await createUserWithToken(database);
    const waiting = await sequenceWith(ada, chain(node('start', 'start'), node('wait', 'timer', { seconds: 30, timeout: 60 }), node('end', 'end')));
    const quick = await sequenceWith(ada, chain(node('start', 'start'), node('end', 'end')));
    const first = serverRunSchema.parse((await startRun(ada, waiting)).json());
    const second = serverRunSchema.parse((await startRun(ada, quick)).json());
    const third = serverRunSchema.parse((await startRun(ada, quick)).json());
    await until(ada, first.id, (run) => run.steps.some((step) => step.nodeId === 'wait'));
    // Without a plan a user runs one at a time (the Free allowance): the others wait behind the first.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await readRun(ada, second.id)).status).toBe('queued');

    const cancelQueued = await app.inject({ method: 'POST', url: `/v1/workflows/runs/${second.id}/cancel`, headers: { authorization: ada.token } });
    expect(cancelQueued.statusCode).toBe(200);
    expect(serverRunSchema.parse(cancelQueued.json()).status).toBe('cancelled');

    const asked = Date.now();
    const cancelRunning = await app.inject({ method: 'POST', url: `/v1/workflows/runs/${first.id}/cancel`, headers: { authorization: ada.token } });
    expect(cancelRunning.statusCode).toBe(200);
    const cancelled = await until(ada, first.id, finished, 1_000);
    expect(Date.now() - asked).toBeLessThan(1_000);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.steps.find((step) => step.nodeId === 'wait')?.status).toBe('cancelled');

    const again = await app.inject({ method: 'POST', url: `/v1/workflows/runs/${first.id}/cancel`, headers: { authorization: ada.token } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: serverRunMessages.alreadyFinished });
    expect((await until(ada, third.id, finished)).status).toBe('completed');
    expect((await readRun(ada, second.id)).steps).toEqual([]);
  });

  it('streams the run over server-sent events until it ends, over real HTTP', async () => {
    // The first timer outlasts the stream's 200 ms polls many times over, even on a loaded machine.
    const ada = await createUserWithToken(database);
    const sequenceId = await sequenceWith(ada, chain(node('start', 'start'), node('wait', 'timer', { seconds: 1 }), node('again', 'timer', { seconds: 0.3 }), node('end', 'end')));
    const run = serverRunSchema.parse((await startRun(ada, sequenceId)).json());
    const response = await fetch(`${base}/v1/workflows/runs/${run.id}/events`, { headers: { authorization: ada.token } });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await response.text();
    const events: RunEvent[] = parseEventStream(text, runEventSchema);
    expect(events.at(-1)).toEqual({ type: 'end' });
    const runs = events.flatMap((event) => (event.type === 'run' ? [event.run] : []));
    expect(runs.at(-1)?.status).toBe('completed');
    // Each change reached the client as it happened: the timer under way, then the end, not just the first and last states.
    const waitStates = runs.map((each) => each.steps.find((step) => step.nodeId === 'wait')?.status ?? 'none');
    expect(waitStates).toContain('running');
    expect(waitStates.indexOf('running')).toBeLessThan(waitStates.lastIndexOf('completed'));
    expect(new Set(runs.map((each) => JSON.stringify(each.steps.map((step) => step.status)))).size).toBeGreaterThanOrEqual(3);
  });

  it('ends a running run whose process stopped beating as failed "interrupted"', async () => {
    const ada = await createUserWithToken(database);
    const [orphan] = await database.db
      .insert(workflowRuns)
      .values({ userId: ada.id, kind: 'server', workflowName: 'Orphan', startTime: new Date(), status: 'running', executedBy: 'Ada', nodesExecuted: 0, heartbeatAt: new Date(Date.now() - 60_000) })
      .returning();
    const ended = await until(ada, orphan!.id, finished, 3_000);
    expect(ended).toMatchObject({ status: 'failed', error: serverRunMessages.interrupted });
  });
});
