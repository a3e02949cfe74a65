import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKey, runWorkflow, type ReusedNode, type RunBeginning, type StepUpdate } from '../../../../server/runs/engine/run-workflow';
import type { EngineWorkflow } from '../../../../server/runs/engine/workflow';
import { chain, edge, engineServices, node } from '../engine-harness';

/** D87: a run that begins past carried-over nodes, or at one node alone, and the api calls' Idempotency-Key. */

let server: Server;
let base: string;
const calls: { url: string; key: string | undefined }[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push({ url: request.url ?? '', key: request.headers['idempotency-key'] as string | undefined });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ path: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function begin(workflow: EngineWorkflow, beginning: RunBeginning, runKey?: string) {
  const steps: StepUpdate[] = [];
  const { services } = engineServices(runKey === undefined ? {} : { runKey });
  const outcome = await runWorkflow(workflow, services, { onStep: (step) => void steps.push(step) }, new AbortController().signal, { beginning });
  return { outcome, finished: steps.filter((step) => step.status !== 'running') };
}

describe('a run that begins past reused nodes', () => {
  it('does not run the reused nodes and gives the first other node the output they stored', async () => {
    calls.length = 0;
    const workflow = chain(node('start', 'start'), node('fetch', 'api', { url: `${base}/fetch` }), node('double', 'transform', { code: 'return { n: input.n * 2 };' }), node('end', 'end'));
    const reused = new Map<string, ReusedNode>([
      ['start', { output: {} }],
      ['fetch', { output: { n: 21 } }],
    ]);
    const { outcome, finished } = await begin(workflow, { reused });
    expect(calls).toEqual([]);
    expect(finished.map((step) => [step.nodeId, step.status, step.input])).toEqual([
      ['double', 'completed', { n: 21 }],
      ['end', 'completed', { n: 42 }],
    ]);
    expect(outcome).toEqual({ status: 'completed', output: { n: 42 } });
  });

  it('follows the branch a reused decision took', async () => {
    const workflow: EngineWorkflow = {
      nodes: [node('start', 'start'), node('choose', 'decision', { condition: 'true' }, 1), node('yes', 'process', {}, 2, 1), node('no', 'process', {}, 2, 0)],
      edges: [edge('start', 'choose'), edge('choose', 'yes', 'right'), edge('choose', 'no', 'bottom')],
    };
    const reused = new Map<string, ReusedNode>([
      ['start', { output: {} }],
      ['choose', { output: { went: 'bottom' }, branch: 'bottom' }],
    ]);
    const { finished } = await begin(workflow, { reused });
    expect(finished.map((step) => [step.nodeId, step.input])).toEqual([['no', { went: 'bottom' }]]);
  });
});

describe('a run of one node alone', () => {
  it('runs only that node with the given input, and its output is the run’s', async () => {
    calls.length = 0;
    const workflow = chain(node('start', 'start'), node('double', 'transform', { code: 'return { n: input.n * 2 };' }), node('fetch', 'api', { url: `${base}/after` }), node('end', 'end'));
    const { outcome, finished } = await begin(workflow, { startAt: [{ nodeId: 'double', input: { n: 5 } }], alone: true });
    expect(finished.map((step) => [step.nodeId, step.input, step.output])).toEqual([['double', { n: 5 }, { n: 10 }]]);
    expect(outcome).toEqual({ status: 'completed', output: { n: 10 } });
    expect(calls).toEqual([]);
  });

  it('fails when the node is not in the workflow', async () => {
    const { outcome } = await begin(chain(node('start', 'start')), { startAt: [{ nodeId: 'gone', input: {} }], alone: true });
    expect(outcome).toEqual({ status: 'failed', error: 'The node to start at is not in the workflow' });
  });
});

describe('the Idempotency-Key of api calls', () => {
  it('is the same for the same run, node and attempt, and differs by attempt, node and run', async () => {
    expect(idempotencyKey('run-1', ['n1'], 1)).toBe(idempotencyKey('run-1', ['n1'], 1));
    const keys = new Set([idempotencyKey('run-1', ['n1'], 1), idempotencyKey('run-1', ['n1'], 2), idempotencyKey('run-1', ['n2'], 1), idempotencyKey('run-2', ['n1'], 1), idempotencyKey('run-1', ['bot', 'n1'], 1)]);
    expect(keys.size).toBe(5);
  });

  it('is sent with each call when the run has a key, and not when it has none; a key the node sets wins', async () => {
    calls.length = 0;
    const workflow = chain(node('start', 'start'), node('fetch', 'api', { url: `${base}/keyed` }), node('own', 'api', { url: `${base}/own`, headers: '{"idempotency-key":"mine"}' }));
    await begin(workflow, {}, 'run-1');
    await begin(workflow, {});
    expect(calls).toEqual([
      { url: '/keyed', key: idempotencyKey('run-1', ['fetch'], 1) },
      { url: '/own', key: 'mine' },
      { url: '/keyed', key: undefined },
      { url: '/own', key: 'mine' },
    ]);
  });
});
