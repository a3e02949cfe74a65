import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserNodes } from '../../../../src/domain/workflow/node-catalogue/catalogue';
import { runWorkflow, type StepUpdate } from '../../../../server/runs/engine/run-workflow';
import { RunSecrets } from '../../../../server/runs/engine/redaction';
import type { EngineWorkflow } from '../../../../server/runs/engine/workflow';
import { chain, edge, engineServices, fakeSecrets, node, runEngine } from '../engine-harness';

let server: Server;
let base: string;
let hits = 0;
beforeAll(async () => {
  // An HTTP service on loopback: /ok answers JSON, /fail a 500, /slow never, /redirect to /ok.
  server = createServer((request, response) => {
    hits += 1;
    if (request.url === '/ok') return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ temperature: 21 }));
    if (request.url === '/fail') return response.writeHead(500).end('broken');
    if (request.url === '/redirect') return response.writeHead(302, { Location: '/ok' }).end();
    if (request.url === '/big') return response.writeHead(200).end('x'.repeat(2 * 1024 * 1024));
    if (request.url === '/whoami') return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ authorization: request.headers.authorization ?? null, apiKey: request.headers['x-api-key'] ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const run = runEngine;

describe('the run engine (D45), with real HTTP, a real sandbox and real timers', () => {
  it('runs start → transform → api → end, passing each output on, and records every step as it starts and ends', async () => {
    const { outcome, steps, finished } = await run(
      chain(node('start', 'start'), node('double', 'transform', { code: 'return { n: (input.n ?? 2) * 2 };' }), node('weather', 'api', { url: `${base}/ok` }), node('end', 'end')),
    );
    expect(outcome).toEqual({ status: 'completed', output: expect.objectContaining({ status: 200, body: { temperature: 21 } }) as unknown });
    expect(finished.map((step) => [step.nodeId, step.status])).toEqual([
      ['start', 'completed'],
      ['double', 'completed'],
      ['weather', 'completed'],
      ['end', 'completed'],
    ]);
    expect(steps.map((step) => step.status)).toEqual(['running', 'completed', 'running', 'completed', 'running', 'completed', 'running', 'completed']);
    expect(finished[1]!.output).toEqual({ n: 4 });
    expect(finished[2]!.input).toEqual({ n: 4 });
    expect(finished[2]!.logs).toEqual([`GET ${base}/ok`, 'Answered 200']);
  });

  it('follows only the output a decision chose, and skips a disabled node with a log line', async () => {
    const workflow: EngineWorkflow = {
      nodes: [node('start', 'start'), node('big', 'decision', { condition: 'input.n > 5' }), node('yes', 'process', { isEnabled: false }), node('no', 'process'), node('end', 'end')],
      edges: [edge('start', 'big'), edge('big', 'yes', 'right'), edge('big', 'no', 'bottom'), edge('yes', 'end')],
    };
    // No input: n is undefined, the condition does not hold, the bottom output is followed.
    const small = await run(workflow);
    expect(small.finished.map((step) => step.nodeId)).toEqual(['start', 'big', 'no']);
    const steps: StepUpdate[] = [];
    const outcome = await runWorkflow(workflow, engineServices().services, { onStep: (step) => void steps.push(step) }, new AbortController().signal, { input: { n: 9 } });
    expect(outcome.status).toBe('completed');
    const finished = steps.filter((step) => step.status !== 'running');
    expect(finished.map((step) => [step.nodeId, step.status])).toEqual([
      ['start', 'completed'],
      ['big', 'completed'],
      ['yes', 'skipped'],
      ['end', 'completed'],
    ]);
    expect(finished[1]!.logs).toEqual(['The condition held: the right output is followed']);
    expect(finished[2]!.logs).toEqual(['The node is disabled: skipped, its input passes on']);
  });

  it('retries a failing api node with its retry count and then fails the run, naming the node', async () => {
    hits = 0;
    const { outcome, finished } = await run(chain(node('start', 'start'), node('flaky', 'api', { url: `${base}/fail`, retryCount: 2 }), node('end', 'end')));
    expect(outcome).toEqual({ status: 'failed', error: 'flaky: The request failed with status 500' });
    expect(finished.map((step) => [step.nodeId, step.status, step.attempt])).toEqual([
      ['start', 'completed', 1],
      ['flaky', 'failed', 1],
      ['flaky', 'failed', 2],
      ['flaky', 'failed', 3],
    ]);
    expect(hits).toBe(3);
  });

  it('refuses private addresses unless allowed, follows redirects and caps a large body', async () => {
    const refused = await run(chain(node('start', 'start'), node('inside', 'api', { url: `${base}/ok`, retryCount: 0 })), { allowPrivateNetwork: false });
    expect(refused.outcome).toEqual({ status: 'failed', error: expect.stringContaining('a private address that workflows may not reach') as string });
    const metadata = await run(chain(node('start', 'start'), node('cloud', 'api', { url: 'http://169.254.169.254/latest/meta-data', retryCount: 0 })), { allowPrivateNetwork: false });
    expect(metadata.outcome).toEqual({ status: 'failed', error: expect.stringContaining('169.254.169.254') as string });
    const redirected = await run(chain(node('start', 'start'), node('moved', 'api', { url: `${base}/redirect` })));
    expect(redirected.finished[1]!.output).toMatchObject({ status: 200, body: { temperature: 21 } });
    const big = await run(chain(node('start', 'start'), node('big', 'api', { url: `${base}/big` })));
    expect(big.finished[1]!.output).toMatchObject({ status: 200, truncated: true });
    expect((big.finished[1]!.output as { body: string }).body).toHaveLength(1024 * 1024);
  });

  it("stops user code at its time limit and its memory limit, and the code cannot reach the host", async () => {
    const loop = await run(chain(node('start', 'start'), node('spin', 'script', { code: 'while (true) {}', retryCount: 0 })));
    expect(loop.outcome).toEqual({ status: 'failed', error: 'spin: The code computed longer than its limit of 200 ms' });
    const hog = await run(chain(node('start', 'start'), node('hog', 'script', { code: 'const all = []; for (;;) all.push(new Array(1000000).fill(1));', retryCount: 0 })), {
      sandbox: { timeMs: 5000, memoryBytes: 8 * 1024 * 1024 },
    });
    expect(hog.outcome).toEqual({ status: 'failed', error: 'hog: The code used more than its limit of 8 MB' });
    // Only the runtime's own names reach the host: fetch is the guarded one, handed in, not a global.
    const escape = await run(
      chain(
        node('start', 'start'),
        node('escape', 'script', { code: "return [this.constructor.constructor('return typeof process')(), typeof require, typeof globalThis.fetch, typeof globalThis.host, typeof fetch];" }),
        node('end', 'end'),
      ),
    );
    expect(escape.outcome).toEqual({ status: 'completed', output: ['undefined', 'undefined', 'undefined', 'undefined', 'function'] });
  });

  it("keeps each node's code to itself: a global one node sets is seen by no later node of its run, nor by the next run", async () => {
    // Both ways a body runs (the plain sandbox, and the script runtime when it awaits), and a condition.
    const seen = 'return { ...input, [input.turn]: [typeof globalThis.leaked, typeof sloppy, typeof Object.prototype.polluted] };';
    const reading = chain(
      node('start', 'start'),
      node('plain', 'transform', { code: "globalThis.leaked = 1; sloppy = 2; Object.prototype.polluted = 3; return { turn: 'afterPlain' };" }),
      node('reads', 'transform', { code: seen }),
      node('script', 'transform', { code: "await null; globalThis.leaked = 1; sloppy = 2; Object.prototype.polluted = 3; return { ...input, turn: 'afterScript' };" }),
      node('readsToo', 'transform', { code: seen }),
      node('holds', 'decision', { condition: "typeof leaked === 'undefined' && typeof sloppy === 'undefined' && ({}).polluted === undefined" }),
    );
    // The end is reached only on the decision's right output: when its condition saw nothing left behind.
    const workflow = { nodes: [...reading.nodes, node('end', 'end')], edges: [...reading.edges, edge('holds', 'end', 'right')] };
    const none = ['undefined', 'undefined', 'undefined'];
    for (const attempt of [1, 2]) {
      const { outcome, finished } = await run(workflow);
      expect(outcome, `run ${attempt}`).toEqual({ status: 'completed', output: { turn: 'afterScript', afterPlain: none, afterScript: none } });
      expect(finished.map((step) => step.nodeId), `run ${attempt}`).toEqual(['start', 'plain', 'reads', 'script', 'readsToo', 'holds', 'end']);
    }
  });

  it("ends a node at its timeout whatever it is doing", async () => {
    const began = Date.now();
    const { outcome, finished } = await run(chain(node('start', 'start'), node('wait', 'timer', { seconds: 60, timeout: 5, retryCount: 0 })));
    expect(outcome).toEqual({ status: 'failed', error: 'wait: The node ran longer than its timeout of 5 s' });
    expect(finished.at(-1)!.status).toBe('failed');
    expect(Date.now() - began).toBeLessThan(7000);
  }, 10_000);

  it('cancels a running run within a second: the node under way is aborted and nothing further starts', async () => {
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(new Error('cancelled')), 150);
    const began = Date.now();
    const { outcome, finished } = await run(chain(node('start', 'start'), node('wait', 'timer', { seconds: 30 }), node('after', 'process')), {}, cancel.signal);
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(Date.now() - began).toBeLessThan(1000);
    expect(finished.map((step) => [step.nodeId, step.status, step.error])).toEqual([
      ['start', 'completed', null],
      ['wait', 'cancelled', 'The run was cancelled'],
    ]);
  });

  it('runs the children of a parallel node at once and those of a sequential node one after another', async () => {
    const fanOut = (mode: string): EngineWorkflow => ({
      nodes: [node('start', 'start', { executionMode: mode }), node('a', 'timer', { seconds: 0.3 }, 0, 0), node('b', 'timer', { seconds: 0.3 }, 0, 100)],
      edges: [edge('start', 'a'), edge('start', 'b')],
    });
    let began = Date.now();
    await run(fanOut('parallel'));
    expect(Date.now() - began).toBeLessThan(550);
    began = Date.now();
    await run(fanOut('sequential'));
    expect(Date.now() - began).toBeGreaterThanOrEqual(600);
  });

  it('runs a bot node as a sub-run of its workflow, to a limited depth, and writes e-mails to the outbox', async () => {
    const botWorkflow = chain(node('start', 'start'), node('shout', 'transform', { code: 'return { text: String(input.text).toUpperCase() };' }), node('end', 'end'));
    const { outcome, outbox } = await run(
      chain(
        node('start', 'start'),
        node('greet', 'transform', { code: "return { text: 'hello' };" }),
        node('bot', 'bot', { botId: 7, botTitle: 'Shouter' }),
        node('mail', 'email', { to: 'ada@example.com', subject: 'Report' }),
        node('end', 'end'),
      ),
      { loadBotWorkflow: async (id) => (id === 7 ? { workflow: botWorkflow, inputs: [], values: {} } : null) },
    );
    // The Email's output, which the End passes on, is the message it wrote and where it went (D152).
    expect(outcome).toEqual({ status: 'completed', output: { delivery: 'outbox', to: 'ada@example.com', subject: 'Report', body: '{"text":"HELLO"}', attachments: [] } });
    expect(outbox).toEqual([{ to: 'ada@example.com', subject: 'Report', body: '{"text":"HELLO"}' }]);
    const recursive = chain(node('start', 'start'), node('self', 'bot', { botId: 1, retryCount: 0 }));
    const deep = await run(recursive, { loadBotWorkflow: async () => ({ workflow: recursive, inputs: [], values: {} }) });
    expect(deep.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('3 levels deep at most') as string });
  });

  it('names the nodes a server cannot run before anything starts: library scripts that drive a page, and click items', () => {
    const workflow = chain(node('start', 'start'), node('login', 'script', { scriptId: 'log-in-to-site' }), node('click', 'process', { paletteItem: 'click-action' }), node('mine', 'script', { code: 'return 1' }));
    expect(browserNodes(workflow.nodes).map((each) => each.id)).toEqual(['login', 'click']);
  });

  it('runs each node as the kind its palette item names (D65): a Process passes on, a Schedule does not wait, an unknown node fails without retries', async () => {
    const passes = await run(chain(node('start', 'start'), node('step', 'process', { paletteItem: 'process' }), node('plan', 'timer', { paletteItem: 'schedule', cron: '0 8 * * *' }), node('end', 'end')));
    expect(passes.outcome).toEqual({ status: 'completed', output: {} });
    expect(passes.finished.map((step) => step.logs)).toEqual([[], ['process node: the input passes on unchanged'], ['Scheduled on 0 8 * * * (UTC): the input passes on'], []]);

    const unknown = await run(chain(node('start', 'start'), node('mystery', 'teleport', { retryCount: 3 })));
    expect(unknown.outcome).toEqual({ status: 'failed', error: 'mystery: Botflow does not know what these nodes do, so it cannot run them: mystery (teleport)' });
    expect(unknown.finished.filter((step) => step.nodeId === 'mystery')).toHaveLength(1);

    const mislabelled = await run(chain(node('start', 'start'), node('odd', 'api', { paletteItem: 'click-action', url: `${base}/ok` })));
    expect(mislabelled.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('odd (api)') as string });
  });

  it('fails a node whose Run Settings cannot be read with the setting’s own reason, once', async () => {
    const { outcome, finished } = await run(chain(node('start', 'start'), node('call', 'api', { headers: '{ not json', url: `${base}/ok`, retryCount: 3 })));
    expect(outcome).toEqual({ status: 'failed', error: 'call: The headers are not valid JSON' });
    expect(finished.filter((step) => step.nodeId === 'call')).toHaveLength(1);
  });
});

describe('templates in settings (D66)', () => {
  it('fill an api node’s URL and body and an email’s subject from the previous output and the workflow’s inputs, and leave code alone', async () => {
    const { outcome, finished, outbox } = await run(
      chain(
        node('start', 'start'),
        node('make', 'transform', { code: "return { path: 'ok', order: { id: 7 } };" }),
        node('call', 'api', { url: `${base}/{{input.path}}`, method: 'POST', body: '{"id": {{input.order.id}}}' }),
        node('mail', 'email', { to: 'ada@example.com', subject: 'Answered {{input.status}} for {{inputs.customer}}' }),
        node('end', 'end'),
      ),
    );
    expect(outcome.status).toBe('completed');
    expect(finished.find((step) => step.nodeId === 'call')?.logs[0]).toBe(`POST ${base}/ok`);
    expect(outbox[0]?.subject).toBe('Answered 200 for ');
  });
});

describe('the api node’s Authentication (D66)', () => {
  const credentials = (): RunSecrets =>
    new RunSecrets(
      fakeSecrets({
        crm: { name: 'crm', kind: 'token', fields: { value: 's3cr3t-token', header: 'Authorization', prefix: 'Bearer' } },
        'raw-key': { name: 'raw-key', kind: 'token', fields: { value: 'k-42-long', header: 'X-Api-Key', prefix: 'none' } },
        portal: { name: 'portal', kind: 'basic', fields: { username: 'ada', password: 'pw-secret' } },
        hook: { name: 'hook', kind: 'secret', fields: { value: 'https://hooks.test/x' } },
      }),
    );
  const call = (authentication: string, extra: Record<string, unknown> = {}) => chain(node('start', 'start'), node('call', 'api', { url: `${base}/whoami`, authentication, ...extra }), node('end', 'end'));

  it('sends a token in its header with its prefix (none: alone), and a basic credential as HTTP Basic, each remembered for redaction', async () => {
    const secrets = credentials();
    const bearer = await run(call('crm'), { secrets });
    expect(bearer.outcome).toMatchObject({ status: 'completed', output: { body: { authorization: 'Bearer s3cr3t-token', apiKey: null } } });
    // What the run stores has the token hidden, even inside the echoed header.
    expect(JSON.stringify(secrets.redact(bearer.outcome))).not.toContain('s3cr3t-token');
    const header = await run(call('raw-key'), { secrets });
    expect(header.outcome).toMatchObject({ output: { body: { authorization: null, apiKey: 'k-42-long' } } });
    const basic = await run(call('portal'), { secrets });
    const encoded = Buffer.from('ada:pw-secret').toString('base64');
    expect(basic.outcome).toMatchObject({ output: { body: { authorization: `Basic ${encoded}` } } });
    expect(JSON.stringify(secrets.redact(basic.outcome))).not.toContain(encoded);
  });

  it('fails once, naming the credential, when it is missing or of a kind Authentication does not take', async () => {
    const missing = await run(call('gone', { retryCount: 3 }), { secrets: credentials() });
    expect(missing.outcome).toEqual({ status: 'failed', error: 'call: There is no credential named gone' });
    expect(missing.finished.filter((step) => step.nodeId === 'call')).toHaveLength(1);
    const wrong = await run(call('hook'), { secrets: credentials() });
    expect(wrong.outcome).toMatchObject({ status: 'failed', error: 'call: hook is a secret credential; Authentication takes a token, basic or login one' });
  });

  it('takes its credential’s name from the workflow’s inputs (a bot’s setup)', async () => {
    const outcome = await runWorkflow(call('{{inputs.crmToken}}'), engineServices({ secrets: credentials() }).services, { onStep: () => {} }, new AbortController().signal, { inputs: { crmToken: 'crm' } });
    expect(outcome).toMatchObject({ status: 'completed', output: { body: { authorization: 'Bearer s3cr3t-token' } } });
  });
});
