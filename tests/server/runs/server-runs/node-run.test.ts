import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { rerunMessages } from '../../../../src/domain/workflow/rerun';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import { serverRunSchema } from '../../../../src/domain/workflow/server-runs';
import { workflowRunPageSchema } from '../../../../src/domain/workflow/workflow-runs';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { chain, finished, node, runsApi } from './runs-api';

/** Run this node (D87): one node of the saved workflow, alone, with the input the user pinned. */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let service: Server;
let serviceBase: string;
let api: ReturnType<typeof runsApi>;
let ada: UserWithToken;
const paths: string[] = [];

beforeAll(async () => {
  service = createServer((request, response) => {
    paths.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
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

const runNode = (user: UserWithToken, sequenceId: string, nodeId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/v1/sequences/sequences/${sequenceId}/nodes/${encodeURIComponent(nodeId)}/run`, headers: { authorization: user.token }, payload });

const workflow = () =>
  chain(node('start', 'start'), node('before', 'api', { url: `${serviceBase}/before` }), node('price', 'transform', { code: 'return { total: input.price * input.count };' }), node('after', 'api', { url: `${serviceBase}/after` }), node('end', 'end'));

describe('Run this node (D87)', () => {
  it('runs only the node with the pinned input, as a run of kind node that History lists as such', async () => {
    const sequenceId = await api.sequenceWith(ada, workflow());
    const started = await runNode(ada, sequenceId, 'price', { input: { price: 7, count: 6 } });
    expect(started.statusCode, started.body).toBe(202);
    const queued = serverRunSchema.parse(started.json());
    expect(queued.kind).toBe('node');
    const run = await api.until(ada, queued.id, finished);
    expect(run.status, JSON.stringify(run)).toBe('completed');
    expect(run.steps.map((step) => [step.nodeId, step.status, step.input, step.output])).toEqual([['price', 'completed', { price: 7, count: 6 }, { total: 42 }]]);
    expect(run.output).toEqual({ total: 42 });
    expect(paths).toEqual([]);
    const history = workflowRunPageSchema.parse((await app.inject({ method: 'GET', url: `/v1/workflows/runs?sequence_id=${sequenceId}`, headers: { authorization: ada.token } })).json());
    expect(history.items.map((each) => [each.id, each.kind])).toEqual([[run.id, 'node']]);
    // D135: what started it, as the run panel and History say it.
    expect([run.trigger, history.items[0]!.trigger]).toEqual([{ kind: 'node', nodeId: 'price' }, { kind: 'node', nodeId: 'price' }]);
    // Re-run of a node run: the same node with the same input.
    const again = await app.inject({ method: 'POST', url: `/v1/workflows/runs/${run.id}/rerun`, headers: { authorization: ada.token }, payload: { version: 'run' } });
    expect(again.statusCode, again.body).toBe(202);
    const rerun = await api.until(ada, serverRunSchema.parse(again.json()).id, finished);
    expect([rerun.kind, rerun.output, rerun.trigger]).toEqual(['node', { total: 42 }, { kind: 'rerun' }]);
  });

  it('takes any JSON as the input, and is not held back by another node that is not set up (an email without a recipient)', async () => {
    const broken = workflow();
    broken.nodes.push(node('mail', 'email', {}, 9));
    const sequenceId = await api.sequenceWith(ada, broken);
    const started = await runNode(ada, sequenceId, 'price', { input: 'not an object' });
    expect(started.statusCode, started.body).toBe(202);
    const run = await api.until(ada, serverRunSchema.parse(started.json()).id, finished);
    expect(run.status).toBe('completed');
    expect(run.steps.map((step) => step.nodeId)).toEqual(['price']);
  });

  it('answers 404 for a node the saved workflow has not, or another user’s sequence, and 422 without an input', async () => {
    const sequenceId = await api.sequenceWith(ada, workflow());
    const unknown = await runNode(ada, sequenceId, 'nope', { input: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: rerunMessages.nodeNotFound });
    const eve = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
    expect((await runNode(eve, sequenceId, 'price', { input: {} })).statusCode).toBe(404);
    expect((await runNode(ada, sequenceId, 'price', {})).statusCode).toBe(422);
  });

  it('says what failed in a script and where, once, as a whole run would (D153)', async () => {
    const sequenceId = await api.sequenceWith(ada, chain(node('start', 'start'), node('tell', 'script', { code: "const n = input.count;\nlog('counted ' + n);", retryCount: 3 }), node('end', 'end')));
    const started = await runNode(ada, sequenceId, 'tell', { input: { count: 2 } });
    const run = await api.until(ada, serverRunSchema.parse(started.json()).id, finished);
    expect(run.status).toBe('failed');
    expect(run.steps.map((step) => step.error)).toEqual([`log is not a function (use log.info, log.warn or log.error), line 2. Not retried: ${notRetried.codeMistake}.`]);
  });
});
