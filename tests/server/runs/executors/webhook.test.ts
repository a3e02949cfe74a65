import { describe, expect, it } from 'vitest';
import { executeWebhook } from '../../../../server/runs/executors/webhook';
import { engineServices } from '../engine-harness';
import { runWorkflow } from '../../../../server/runs/engine/run-workflow';
import { executorContext, settingsOf } from './executor-harness';

const request = { address: 'test', method: 'POST', path: '/v1/webhooks/test/{key}', query: { order: '7' }, headers: { 'content-type': 'application/json' }, body: { total: 12 } };
const webhook = (id: string, x = 0) => ({ id, type: 'event', label: id, properties: { paletteItem: 'webhook' }, position: { x, y: 0 } });
const node = (id: string, type: string, properties: Record<string, unknown> = {}, x = 0) => ({ id, type, label: id, properties, position: { x, y: 0 } });

describe('the Webhook executor (D135)', () => {
  it('answers the request that began the run as its output, the step saying what came', async () => {
    const { context, logs } = executorContext({ type: 'event', input: request, runBeganHere: true });
    expect(await executeWebhook(context, settingsOf('webhook'))).toEqual({ output: request });
    expect(logs).toEqual(['POST request received (path /v1/webhooks/test/{key}): the request is the output']);
  });

  it('passes its input on when a run reaches it along an edge instead', async () => {
    const { context, logs } = executorContext({ type: 'event', input: { from: 'Start' } });
    expect(await executeWebhook(context, settingsOf('webhook'))).toEqual({ output: { from: 'Start' } });
    expect(logs).toEqual(['Reached from an earlier node, not by a request: the input passes on']);
  });

  it('reads its settings with defaults: POST, no authentication, an async answer of status 200', () => {
    expect(settingsOf('webhook')).toMatchObject({ method: 'POST', authentication: 'none', signature: 'github', response: 'async', status: 200 });
    expect(() => settingsOf('webhook', { status: 99 })).toThrow(/200 to 599/);
  });
});

describe('a workflow with Start and Webhook nodes (D135)', () => {
  // Start → a; hook → b → end; the hook is placed above Start, so canvas order alone would pick it.
  const workflow = {
    nodes: [webhook('hook'), node('b', 'process', {}, 200), node('end', 'end', {}, 400), { ...node('start', 'start'), position: { x: 0, y: 300 } }, { ...node('a', 'process'), position: { x: 200, y: 300 } }],
    edges: [
      { source: 'hook', target: 'b' },
      { source: 'b', target: 'end' },
      { source: 'start', target: 'a' },
    ],
  };

  it('runs a Run from Start, never from the Webhook node', async () => {
    const steps: string[] = [];
    const outcome = await runWorkflow(workflow, engineServices().services, { onStep: (step) => void (step.status === 'completed' && steps.push(step.nodeId)) }, new AbortController().signal);
    expect(outcome.status).toBe('completed');
    expect(steps).toEqual(['start', 'a']);
  });

  it('runs a webhook’s run from its node, the request the node’s output and what follows it', async () => {
    const outputs = new Map<string, unknown>();
    const outcome = await runWorkflow(workflow, engineServices().services, { onStep: (step) => void (step.status === 'completed' && outputs.set(step.nodeId, step.output)) }, new AbortController().signal, {
      beginning: { startAt: [{ nodeId: 'hook', input: request }] },
    });
    expect(outcome).toEqual({ status: 'completed', output: request });
    expect([...outputs.keys()]).toEqual(['hook', 'b', 'end']);
    expect(outputs.get('hook')).toEqual(request);
  });
});
