import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { explainDocs } from '../../../server/assistant/known-failures';
import type { Database } from '../../../server/db/database';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { chain, node, runsApi, type SavedChain } from '../runs/server-runs/runs-api';
import { eventsOf, explain, explained, failedStepOf } from './explain-harness';

/**
 * Ask Flo why offline (D92): every explanation of the known failures for a failure the engine really
 * produced, through the queue, on a server without GEMINI_API_KEY.
 */

const engine = (allowPrivateNetwork: boolean) => ({ allowPrivateNetwork, sandbox: { timeMs: 300, memoryBytes: 8 * 1024 * 1024 }, retryBackoffMs: 5, maxBotDepth: 3 });
const offlineFirst = "I'm offline, so this explanation comes from Botflow's catalogue of the failures a run can have.\n\n";

let service: Server;
let serviceBase: string;
beforeAll(async () => {
  service = createServer((request, response) => {
    const status = /^\/status\/(\d{3})$/.exec(request.url ?? '');
    response.writeHead(status ? Number(status[1]) : 200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'as asked' }));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => {
  service.closeAllConnections();
  service.close();
});

/** One failing node between Start and End, run through the queue to its end. */
const failing = (id: string, type: string, properties: Record<string, unknown>): SavedChain => chain(node('start', 'start'), node(id, type, { retryCount: 0, ...properties }, 100), node('end', 'end', {}, 200));

describe('POST /v1/assistant/explain offline, private addresses refused (the default)', () => {
  let app: App;
  let database: Database;
  let stop: () => Promise<void>;
  let ada: UserWithToken;
  let api: ReturnType<typeof runsApi>;
  beforeAll(async () => {
    ({ app, database, stop } = await startTestApp({ runs: { work: true, allowPrivateNetwork: false, queue: { heartbeatMs: 100, engine: engine(false) } } }));
    api = runsApi(app);
    ada = await createUserWithToken(database);
  });
  afterAll(() => stop());

  it('a timeout: explains the hard limit and offers to double the Timeout', { timeout: 20_000 }, async () => {
    const run = await api.runToEnd(ada, failing('Slow', 'transform', { code: 'await sleep(20000); return input;', timeout: 5 }));
    const { text, last, events, step } = await explained(app, ada, run, 'Slow');
    expect(step.error).toBe('The node ran longer than its timeout of 5 s');
    expect(events[0]).toEqual({ type: 'chunk', text: offlineFirst });
    expect(text).toContain('**The node ran longer than its Timeout (5 s)** in “Slow”.');
    expect(text).toContain('> The node ran longer than its timeout of 5 s');
    expect(text).toContain('Raise the node’s **Timeout (seconds)** (now 5)');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.limits, fix: { nodeId: 'Slow', field: 'timeout', value: 10, label: 'Set Timeout (seconds) to 10' } });
  });

  it('a private address: says workflows may not reach it and how an administrator allows it; no fix', async () => {
    const run = await api.runToEnd(ada, failing('Inside', 'api', { url: 'http://127.0.0.1:9/admin' }));
    const { text, last, step } = await explained(app, ada, run, 'Inside');
    expect(step.error).toContain('127.0.0.1 is a private address that workflows may not reach');
    expect(text).toContain('**The address is private, and workflows may not reach it**');
    expect(text).toContain('ENGINE_ALLOW_PRIVATE_NETWORK=true');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.limits });
  });

  it('a DNS failure: names the host that does not resolve', async () => {
    const run = await api.runToEnd(ada, failing('Lookup', 'api', { url: 'http://no-such-host.invalid/orders' }));
    const { text, last, step } = await explained(app, ada, run, 'Lookup');
    expect(step.error).toMatch(/getaddrinfo (ENOTFOUND|EAI_AGAIN) no-such-host\.invalid/);
    expect(text).toContain('**The host name no-such-host.invalid does not resolve**');
    expect(text).toContain('Correct the host name in the node’s **URL**');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.inRun });
  });

  it('the sandbox’s computing limit: says raising the Timeout does not help', async () => {
    const run = await api.runToEnd(ada, failing('Loop', 'transform', { code: 'for (;;) {}' }));
    const { text, last, step } = await explained(app, ada, run, 'Loop');
    expect(step.error).toBe('The code computed longer than its limit of 300 ms');
    expect(text).toContain('**The code computed for more than 300 ms**');
    expect(text).toContain('Raising the Timeout does not help');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.scriptLimits });
  });

  it('the sandbox’s memory limit', async () => {
    const run = await api.runToEnd(ada, failing('Hoard', 'transform', { code: 'const all = []; for (;;) all.push(new Array(1000000).fill(1));' }));
    const { text, last, step } = await explained(app, ada, run, 'Hoard');
    expect(step.error).toBe('The code used more than its limit of 8 MB');
    expect(text).toContain('**The code used more than 8 MB**');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.scriptLimits });
  });

  it('a missing credential asked for by code', async () => {
    const run = await api.runToEnd(ada, failing('Secretive', 'transform', { code: "return await secrets.get('crm-token');" }));
    const { text, last, step } = await explained(app, ada, run, 'Secretive');
    expect(step.error).toContain('There is no credential named "crm-token"');
    expect(text).toContain('**A credential is missing or cannot be used**');
    expect(text).toContain('Add the credential with exactly that name on the Credentials page');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.inputs });
  });

  it('a missing input: a template that filled the URL in empty', async () => {
    const run = await api.runToEnd(ada, failing('Fetch order', 'api', { paletteItem: 'api', url: '{{input.orderUrl}}' }));
    const { text, last, step } = await explained(app, ada, run, 'Fetch order');
    expect(step.error).toContain('The api node needs a URL');
    expect(text).toContain('**A required setting or input was empty**');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.inputs });
  });

  it('a failure none of the known failures recognises: quotes the error, names no cause and links the runs docs', async () => {
    const run = await api.runToEnd(ada, failing('Check', 'validate', { paletteItem: 'validate', condition: 'input.total > 100' }));
    const { text, last, step } = await explained(app, ada, run, 'Check');
    expect(step.error).toContain('The condition does not hold: input.total > 100');
    expect(text).toContain('**The step failed** in “Check”.');
    expect(text).toContain('> The condition does not hold: input.total > 100');
    expect(text).toContain('Flo’s catalogue of failures does not know this error');
    expect(text).toContain(`[${explainDocs.inRun.title}](${explainDocs.inRun.href})`);
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.inRun });
  });

  it('another user’s run, an unknown run or step is a 404; a step that did not fail a 409; signed out a 401', async () => {
    const run = await api.runToEnd(ada, failing('Loop', 'transform', { code: 'for (;;) {}' }));
    const step = failedStepOf(run, 'Loop');
    const eve = await createUserWithToken(database);
    const stolen = await explain(app, eve, run.id, step.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ detail: 'Run not found' });
    expect((await explain(app, ada, 'not-a-run', step.id)).statusCode).toBe(404);
    expect((await explain(app, ada, run.id, '00000000-0000-4000-8000-000000000000')).json()).toEqual({ detail: 'Step not found in this run' });
    const started = run.steps.find((each) => each.nodeId === 'start')!;
    const fine = await explain(app, ada, run.id, started.id);
    expect(fine.statusCode).toBe(409);
    expect(fine.json()).toEqual({ detail: 'Flo explains failed steps only: this step is completed' });
    expect((await app.inject({ method: 'POST', url: '/v1/assistant/explain', payload: { runId: run.id, stepId: step.id } })).statusCode).toBe(401);
    expect(eventsOf((await explain(app, ada, run.id, step.id)).payload).at(-1)).toMatchObject({ type: 'explained' });
  });
});

describe('POST /v1/assistant/explain offline, on a server that may reach its own network', () => {
  let app: App;
  let database: Database;
  let stop: () => Promise<void>;
  let ada: UserWithToken;
  let api: ReturnType<typeof runsApi>;
  beforeAll(async () => {
    ({ app, database, stop } = await startTestApp({ runs: { work: true, allowPrivateNetwork: true, queue: { heartbeatMs: 100, engine: engine(true) } } }));
    api = runsApi(app);
    ada = await createUserWithToken(database);
  });
  afterAll(() => stop());

  const statusRun = (status: number, properties: Record<string, unknown> = {}) => api.runToEnd(ada, failing('Call', 'api', { paletteItem: 'api', url: `${serviceBase}/status/${status}`, ...properties }));

  it('401 without Authentication: says no credential was sent and where to choose one', async () => {
    const { text, last, step } = await explained(app, ada, await statusRun(401), 'Call');
    expect(step.error).toMatch(/^The request failed with status 401\. Not retried/);
    expect(text).toContain('**The service refused the request as unauthenticated (401)**');
    expect(text).toContain('The node’s Authentication is empty, so it sent no credential.');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.inputs });
  });

  it('403: the credential lacks a permission', async () => {
    const { text, last } = await explained(app, ada, await statusRun(403), 'Call');
    expect(text).toContain('**The service refused the request as forbidden (403)**');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.inputs });
  });

  it('404: correct the URL', async () => {
    const { text, last } = await explained(app, ada, await statusRun(404), 'Call');
    expect(text).toContain('**The address was not found (404)**');
    expect(text).toContain('Correct the node’s **URL**');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.inputs });
  });

  it('429: offers more Retry attempts', async () => {
    const { text, last, step } = await explained(app, ada, await statusRun(429), 'Call');
    expect(step.error).toBe('The request failed with status 429');
    expect(text).toContain('**The service said too many requests (429)**');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.limits, fix: { nodeId: 'Call', field: 'retryCount', value: 3, label: 'Set Retry attempts to 3' } });
  });

  it('another 4xx (422): compare Method, Headers and Body', async () => {
    const { text, last } = await explained(app, ada, await statusRun(422), 'Call');
    expect(text).toContain('**The service rejected the request (422)**');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.inRun });
  });

  it('5xx: a failure on the service’s side, more Retry attempts offered; none past the most', async () => {
    const { text, last } = await explained(app, ada, await statusRun(503), 'Call');
    expect(text).toContain('**The service failed (503)**');
    expect(last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.limits, fix: { nodeId: 'Call', field: 'retryCount', value: 3, label: 'Set Retry attempts to 3' } });
    const most = await explained(app, ada, await statusRun(500, { retryCount: 10 }), 'Call');
    expect(most.last).toEqual({ type: 'explained', mode: 'offline', docs: explainDocs.limits });
  }, 60_000);

  it('a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const run = await api.runToEnd(ada, failing('Call', 'api', { paletteItem: 'api', url: `http://127.0.0.1:${port}/` }));
    const { text, last, step } = await explained(app, ada, run, 'Call');
    expect(step.error).toContain('ECONNREFUSED');
    expect(text).toContain('**The connection was refused or dropped**');
    expect(last).toMatchObject({ type: 'explained', mode: 'offline', docs: explainDocs.limits, fix: { field: 'retryCount', value: 3 } });
  });
});
