import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineWorkflow } from '../../../../server/runs/engine/workflow';
import { chain, edge, node, runEngine } from '../engine-harness';

let server: Server;
let base: string;
let hits: Record<string, number> = {};
beforeAll(async () => {
  // /ok answers JSON, /fail a 500 (retried), /flaky a 500 on its first request and then JSON.
  server = createServer((request, response) => {
    const url = request.url ?? '';
    hits[url] = (hits[url] ?? 0) + 1;
    if (url === '/ok' || (url === '/flaky' && hits[url]! > 1)) return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ fine: true }));
    response.writeHead(500).end('broken');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** start → call (an api node with these properties) → next → end, and call's error edge to `alarm` → alarmEnd. */
function withErrorPath(callProperties: Record<string, unknown>): EngineWorkflow {
  return {
    nodes: [node('start', 'start'), node('call', 'api', callProperties), node('next', 'transform', { code: 'return { after: input };' }, 1), node('end', 'end', {}, 2), node('alarm', 'transform', { code: 'return { alarmed: input };' }, 3), node('alarmEnd', 'end', {}, 4)],
    edges: [edge('start', 'call'), edge('call', 'next'), edge('next', 'end'), edge('call', 'alarm', 'error'), edge('alarm', 'alarmEnd')],
  };
}

const ran = (finished: { nodeId: string; status: string }[]) => finished.map((step) => `${step.nodeId}:${step.status}`);

describe('what a node does when it fails (D128)', () => {
  it('stops the run by default after its retries, as before, and never follows its error edge', async () => {
    const { outcome, finished } = await runEngine(withErrorPath({ url: `${base}/fail`, retryCount: 1 }));
    expect(outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('call:') as string });
    expect(ran(finished)).toEqual(['start:completed', 'call:failed', 'call:failed']);
    expect(finished.every((step) => step.handled === undefined)).toBe(true);
  });

  it('continues after the retries: the step stays failed, the error is its output along its normal edges, and the run completed with one failure handled', async () => {
    const { outcome, finished } = await runEngine(withErrorPath({ url: `${base}/fail`, retryCount: 2, onFailure: 'continue' }));
    expect(ran(finished)).toEqual(['start:completed', 'call:failed', 'call:failed', 'call:failed', 'next:completed', 'end:completed']);
    // Only the last attempt is marked: the earlier ones were retried.
    expect(finished.filter((step) => step.nodeId === 'call').map((step) => step.handled)).toEqual([undefined, undefined, 'continue']);
    const error = { message: expect.stringContaining('500') as string, node: { id: 'call', label: 'call', type: 'api' }, attempts: 3 };
    expect(finished[4]!.input).toEqual({ error });
    expect(outcome).toEqual({ status: 'completed', output: { after: { error } }, failuresHandled: 1 });
  });

  it('takes the error path after the retries: only the error edge is followed, with the error as input', async () => {
    const { outcome, finished } = await runEngine(withErrorPath({ url: `${base}/fail`, retryCount: 1, onFailure: 'errorPath' }));
    expect(ran(finished)).toEqual(['start:completed', 'call:failed', 'call:failed', 'alarm:completed', 'alarmEnd:completed']);
    expect(finished[2]!.handled).toBe('errorPath');
    const error = { message: expect.stringContaining('500') as string, node: { id: 'call', label: 'call', type: 'api' }, attempts: 2 };
    expect(finished[3]!.input).toEqual({ error });
    expect(outcome).toEqual({ status: 'completed', output: { alarmed: { error } }, failuresHandled: 1 });
  });

  it('follows the normal edges only when a node with an error path succeeds, after a retry too', async () => {
    hits = {};
    const { outcome, finished } = await runEngine(withErrorPath({ url: `${base}/flaky`, retryCount: 2, onFailure: 'errorPath' }));
    expect(ran(finished)).toEqual(['start:completed', 'call:failed', 'call:completed', 'next:completed', 'end:completed']);
    expect(finished.every((step) => step.handled === undefined)).toBe(true);
    expect(outcome).toMatchObject({ status: 'completed' });
    expect(outcome).not.toHaveProperty('failuresHandled');
  });

  it('takes the error path at once for a failure a retry cannot change, naming one attempt', async () => {
    const { outcome, finished } = await runEngine(withErrorPath({ url: `${base}/ok`, method: 'TELEPORT', retryCount: 3, onFailure: 'errorPath' }));
    expect(ran(finished)).toEqual(['start:completed', 'call:failed', 'alarm:completed', 'alarmEnd:completed']);
    expect(finished[2]!.input).toMatchObject({ error: { attempts: 1, node: { id: 'call' } } });
    expect(outcome).toMatchObject({ status: 'completed', failuresHandled: 1 });
  });

  it('ends failed when the node on the error path fails too, and counts nothing', async () => {
    const workflow = withErrorPath({ url: `${base}/fail`, retryCount: 0, onFailure: 'errorPath' });
    workflow.nodes[4] = node('alarm', 'api', { url: `${base}/fail`, retryCount: 0 }, 3);
    const { outcome, finished } = await runEngine(workflow);
    expect(ran(finished)).toEqual(['start:completed', 'call:failed', 'alarm:failed']);
    expect(outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('alarm:') as string });
  });

  it('never handles a cancel as a failure: the run is cancelled and neither path is followed', async () => {
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(new Error('cancelled')), 150);
    const workflow = withErrorPath({});
    workflow.nodes[1] = node('call', 'timer', { seconds: 30, onFailure: 'errorPath' });
    const { outcome, finished } = await runEngine(workflow, {}, cancel.signal);
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(ran(finished)).toEqual(['start:completed', 'call:cancelled']);
    expect(finished[1]!.handled).toBeUndefined();
  });

  it('reads a stored continue on a decision as stop: a decision has no one output to continue along (D142)', async () => {
    const workflow: EngineWorkflow = {
      nodes: [node('start', 'start'), node('check', 'decision', { condition: 'input.missing.deep', onFailure: 'continue', retryCount: 0 }), node('yes', 'process'), node('no', 'process')],
      edges: [edge('start', 'check'), edge('check', 'yes', 'right'), edge('check', 'no', 'bottom')],
    };
    const { outcome, finished } = await runEngine(workflow);
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(ran(finished)).toEqual(['start:completed', 'check:failed']);
  });

  it('follows the same rules inside a bot node’s sub-run, and counts its handled failures in the run', async () => {
    const botWorkflow = withErrorPath({ url: `${base}/fail`, retryCount: 0, onFailure: 'continue' });
    const { outcome, finished } = await runEngine(chain(node('start', 'start'), node('bot', 'bot', { botId: 7, botTitle: 'Caller' }), node('end', 'end')), {
      loadBotWorkflow: async (id) => (id === 7 ? { workflow: botWorkflow, inputs: [], values: {} } : null),
    });
    const inside = finished.filter((step) => step.parentStepId !== null);
    expect(ran(inside)).toEqual(['start:completed', 'call:failed', 'next:completed', 'end:completed']);
    expect(inside[1]!.handled).toBe('continue');
    expect(outcome).toMatchObject({ status: 'completed', output: { after: { error: { node: { id: 'call' }, attempts: 1 } } }, failuresHandled: 1 });
  });
});

describe('the error a handled failure hands on (D141)', () => {
  it('names the step whose screenshot the run panel shows, never the image itself', async () => {
    const { errorOf } = await import('../../../../server/runs/engine/failure-handling');
    const failing = node('login', 'process');
    expect(errorOf(failing, { reason: 'No element matched', attempts: 2, stepId: 'step-9', screenshot: true })).toEqual({
      error: { message: 'No element matched', node: { id: 'login', label: 'login', type: 'process' }, attempts: 2, screenshot: { stepId: 'step-9' } },
    });
    expect(errorOf(failing, { reason: 'x', attempts: 1, stepId: 'step-1', screenshot: false }).error).not.toHaveProperty('screenshot');
  });
});
