import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { rerunMessages } from '../../../../src/domain/workflow/rerun';
import { serverRunSchema, type ServerRun } from '../../../../src/domain/workflow/server-runs';
import { workflowRunPageSchema } from '../../../../src/domain/workflow/workflow-runs';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { chain, finished, node, runsApi, type SavedChain } from './runs-api';

/**
 * Re-run and Re-run from here (D69, D87), against an HTTP service on loopback whose /charge
 * fails the first time it is called and succeeds after, as a flaky receiver does.
 */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let service: Server;
let serviceBase: string;
let api: ReturnType<typeof runsApi>;
let ada: UserWithToken;
const calls: { path: string; key: string | undefined }[] = [];
let chargeFailures = 0;

beforeAll(async () => {
  service = createServer((request, response) => {
    const path = request.url ?? '';
    calls.push({ path, key: request.headers['idempotency-key'] as string | undefined });
    if (path === '/prices') return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ price: 21 }));
    if (path === '/charge' && chargeFailures > 0) {
      chargeFailures -= 1;
      return response.writeHead(503).end('try later');
    }
    if (path === '/charge') return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ charged: true }));
    response.writeHead(404).end('no such path');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  ({ app, database, stop } = await startTestApp({
    runs: { work: true, allowPrivateNetwork: true, queue: { heartbeatMs: 100, staleAfterMs: 5000, sweepEveryMs: 1000, engine: { allowPrivateNetwork: true, sandbox: { timeMs: 500, memoryBytes: 16 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 } } },
  }));
  api = runsApi(app);
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
});
afterAll(async () => {
  await stop();
  service.closeAllConnections();
  service.close();
});
beforeEach(() => {
  calls.length = 0;
  chargeFailures = 0;
});

/** start → Fetch prices (api) → double (transform) → Charge (api) → end; each api node without retries unless told. */
function shop(chargePath = '/charge', chargeRetries = 0): SavedChain {
  const workflow = chain(
    node('start', 'start'),
    node('n3', 'api', { url: `${serviceBase}/prices`, retryCount: 0 }, 1),
    node('double', 'transform', { code: 'return { amount: input.body.price * 2 };' }, 2),
    node('charge', 'api', { url: `${serviceBase}${chargePath}`, method: 'POST', body: '{"amount": {{input.amount}}}', retryCount: chargeRetries }, 3),
    node('end', 'end', {}, 4),
  );
  workflow.nodes[1]!.data.label = 'Fetch prices';
  return workflow;
}

const rerunOf = (user: UserWithToken, runId: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `/v1/workflows/runs/${runId}/rerun`, headers: { authorization: user.token }, payload });

async function rerunToEnd(user: UserWithToken, runId: string, payload: Record<string, unknown>): Promise<ServerRun> {
  const response = await rerunOf(user, runId, payload);
  expect(response.statusCode, response.body).toBe(202);
  const started = serverRunSchema.parse(response.json());
  expect(started.rerunOf).toBe(runId);
  return api.until(user, started.id, finished);
}

async function failedAtCharge(workflow: SavedChain = shop()): Promise<{ sequenceId: string; run: ServerRun }> {
  chargeFailures = 1;
  const sequenceId = await api.sequenceWith(ada, workflow);
  const started = await api.startRun(ada, sequenceId);
  expect(started.statusCode, started.body).toBe(202);
  const run = await api.until(ada, serverRunSchema.parse(started.json()).id, finished);
  expect(run.status, JSON.stringify(run)).toBe('failed');
  return { sequenceId, run };
}

const saveWorkflow = async (sequenceId: string, workflow: SavedChain) => {
  const response = await app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${sequenceId}`, headers: { authorization: ada.token }, payload: { title: `Shop ${Math.random().toString(36).slice(2, 8)}`, items: [workflow] } });
  expect(response.statusCode, response.body).toBe(200);
};

const comparable = ({ id: _id, reused: _reused, screenshotUrl: _screenshot, ...step }: ServerRun['steps'][number]) => step;

describe('Re-run from here (D87)', () => {
  it('carries the steps before the failed api node over unchanged, does not call the upstream api node again, and completes', async () => {
    const { run } = await failedAtCharge();
    expect(calls.map((call) => call.path)).toEqual(['/prices', '/charge']);
    calls.length = 0;
    // Before it starts: what is carried over, and what will act on the outside world again.
    const preview = await app.inject({ method: 'POST', url: `/v1/workflows/runs/${run.id}/rerun/preview`, headers: { authorization: ada.token }, payload: { fromNodeId: 'charge', version: 'run' } });
    expect(preview.json()).toEqual({ reusedNodes: [{ id: 'start', label: 'start' }, { id: 'n3', label: 'Fetch prices' }, { id: 'double', label: 'double' }], actingNodes: [{ id: 'charge', label: 'charge' }] });
    const whole = await app.inject({ method: 'POST', url: `/v1/workflows/runs/${run.id}/rerun/preview`, headers: { authorization: ada.token }, payload: { version: 'run' } });
    expect(whole.json()).toEqual({ reusedNodes: [], actingNodes: [{ id: 'n3', label: 'Fetch prices' }, { id: 'charge', label: 'charge' }] });
    expect(calls).toEqual([]);
    const again = await rerunToEnd(ada, run.id, { fromNodeId: 'charge', version: 'run' });
    expect(again.status, JSON.stringify(again)).toBe('completed');
    // Fetch prices is not called again: only Charge is.
    expect(calls.map((call) => call.path)).toEqual(['/charge']);
    const reused = again.steps.filter((step) => step.reused);
    expect(reused.map((step) => step.nodeId)).toEqual(['start', 'n3', 'double']);
    const original = run.steps.filter((step) => ['start', 'n3', 'double'].includes(step.nodeId));
    expect(reused.map(comparable)).toEqual(original.map(comparable));
    expect(reused.every((step) => !run.steps.some((each) => each.id === step.id))).toBe(true);
    // The node run again gets the reused output as its input.
    const charge = again.steps.find((step) => step.nodeId === 'charge' && !step.reused);
    expect(charge).toMatchObject({ status: 'completed', input: { amount: 42 }, reused: false });
    expect(again.output).toMatchObject({ body: { charged: true } });
  });

  it('keeps the Idempotency-Key of a repeated attempt, and gives another attempt another key', async () => {
    const { run } = await failedAtCharge();
    const firstKey = calls.find((call) => call.path === '/charge')?.key;
    expect(firstKey).toMatch(/^[0-9a-f]{64}$/);
    calls.length = 0;
    const again = await rerunToEnd(ada, run.id, { fromNodeId: 'charge', version: 'run' });
    expect(again.status).toBe('completed');
    expect(calls).toEqual([{ path: '/charge', key: firstKey }]);
    // A re-run of the re-run still repeats the original run's attempt 1.
    calls.length = 0;
    chargeFailures = 1;
    const third = await rerunToEnd(ada, run.id, { fromNodeId: 'charge', version: 'run' });
    expect(third.status).toBe('failed');
    expect(calls).toEqual([{ path: '/charge', key: firstKey }]);

    // Within one run, attempt 2 of the same node carries another key.
    calls.length = 0;
    chargeFailures = 1;
    const retried = await api.runToEnd(ada, shop('/charge', 1));
    expect(retried.status, JSON.stringify(retried)).toBe('completed');
    const keys = calls.filter((call) => call.path === '/charge').map((call) => call.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys).not.toContain(firstKey);
  });

  it('runs the latest saved workflow from the node when the nodes it needs are still there: the fixed URL is called', async () => {
    const { sequenceId, run } = await failedAtCharge(shop('/broken'));
    await saveWorkflow(sequenceId, shop('/charge'));
    calls.length = 0;
    chargeFailures = 0;
    const again = await rerunToEnd(ada, run.id, { fromNodeId: 'charge', version: 'latest' });
    expect(again.status, JSON.stringify(again)).toBe('completed');
    expect(calls.map((call) => call.path)).toEqual(['/charge']);
    expect(again.steps.filter((step) => step.reused).map((step) => step.nodeId)).toEqual(['start', 'n3', 'double']);
  });

  it('refuses the latest saved workflow when it lost a reused node or one from the chosen node on, naming each', async () => {
    const { sequenceId, run } = await failedAtCharge();
    const fixed = shop();
    fixed.nodes = fixed.nodes.filter((each) => each.id !== 'n3' && each.id !== 'end');
    fixed.edges = [{ id: 'a', source: 'start', target: 'double' }, { id: 'b', source: 'double', target: 'charge' }];
    await saveWorkflow(sequenceId, fixed);
    const previewed = await app.inject({ method: 'POST', url: `/v1/workflows/runs/${run.id}/rerun/preview`, headers: { authorization: ada.token }, payload: { fromNodeId: 'charge', version: 'latest' } });
    expect([previewed.statusCode, previewed.json()]).toEqual([422, { detail: rerunMessages.changedSinceRun(['Fetch prices (n3)', 'end (end)']) }]);
    const refused = await rerunOf(ada, run.id, { fromNodeId: 'charge', version: 'latest' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: rerunMessages.changedSinceRun(['Fetch prices (n3)', 'end (end)']) });
    expect((refused.json() as { detail: string }).detail).toContain('Fetch prices (n3) was removed since this run');
    // The run's own version still re-runs.
    const again = await rerunToEnd(ada, run.id, { fromNodeId: 'charge', version: 'run' });
    expect(again.status).toBe('completed');
  });

  it('refuses from here on a completed run, a node the run never reached, and a run that is not the user’s', async () => {
    const done = await api.runToEnd(ada, shop());
    expect(done.status).toBe('completed');
    expect((await rerunOf(ada, done.id, { fromNodeId: 'charge', version: 'run' })).json()).toEqual({ detail: rerunMessages.fromNodeNeedsFailure });
    const { run } = await failedAtCharge(shop('/broken'));
    const unreached = chain(node('start', 'start'), node('a', 'api', { url: `${serviceBase}/nowhere`, retryCount: 0 }), node('b', 'end'));
    const stopped = await api.runToEnd(ada, unreached);
    const notReached = await rerunOf(ada, stopped.id, { fromNodeId: 'b', version: 'run' });
    expect(notReached.statusCode).toBe(422);
    expect(notReached.json()).toEqual({ detail: rerunMessages.notReached('b (b)') });
    const eve = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
    expect((await rerunOf(eve, run.id, { version: 'run' })).statusCode).toBe(404);
    const bad = await rerunOf(ada, run.id, { version: 'newest' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('Re-run (D87)', () => {
  it('runs a finished run’s workflow again from the start, as a new run that names the one it re-ran', async () => {
    const done = await api.runToEnd(ada, shop());
    calls.length = 0;
    const again = await rerunToEnd(ada, done.id, { version: 'run' });
    expect(again.status).toBe('completed');
    expect(again.steps.some((step) => step.reused)).toBe(false);
    expect(calls.map((call) => call.path)).toEqual(['/prices', '/charge']);
    const history = workflowRunPageSchema.parse((await app.inject({ method: 'GET', url: '/v1/workflows/runs?page_size=100', headers: { authorization: ada.token } })).json());
    expect(history.items.find((each) => each.id === again.id)?.rerunOf).toBe(done.id);
  });
});
