import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { errorHandleId, onFailureChoices, onFailureOf } from '../../../src/domain/workflow/node-properties';
import { savedWorkflowSchema } from '../../../src/domain/workflow/saved-workflow';
import { withCatalogueTables } from '../../../src/domain/workflow/node-catalogue/catalogue-docs';
import { failedNodeOf, stepsToReuse } from '../../../src/domain/workflow/rerun';
import { rerunStartsOf } from '../../../src/machines/designer/run-panel.selectors';
import { sampleRuns, sampleStep } from '../../../src/views/designer/run-fixtures';
import { simulationOrder, unreachableFromStart } from '../../../src/domain/workflow/visiting-order';
import { simulationMachine } from '../../../src/machines/designer/simulation.machine';
import { updateProperties } from '../../../src/machines/designer/workflow-editor/edits';
import type { WorkflowEditorContext } from '../../../src/machines/designer/workflow-editor/editor-context';
import { startHistory } from '../../../src/machines/designer/workflow-editor/history';
import type { EditorNode } from '../../../src/machines/designer/workflow-editor/types';
import { withErrorEdgeLooks } from '../../../src/views/designer/error-edges';
import { withDeclaredBoxes } from '../../../src/views/designer/nodes/declared-boxes';
import { hasErrorHandle } from '../../../src/views/designer/nodes/drawn-node-kind';
import { edge, node } from './workflow-editor.fixtures';

const at = (id: string, y: number, type = 'process') => ({ id, type, position: { x: 0, y } });

describe('On failure in the designer (D128)', () => {
  it('reads an unset or unknown On failure as stop, and a stored continue on a decision as stop (D142)', () => {
    expect(onFailureOf({ properties: {} })).toBe('stop');
    expect(onFailureOf({ properties: { onFailure: 'retry forever' } })).toBe('stop');
    expect(onFailureOf({ properties: { onFailure: 'errorPath' } })).toBe('errorPath');
    expect(onFailureOf({ properties: { onFailure: 'continue' } }, 'in-out')).toBe('continue');
    expect(onFailureOf({ properties: { onFailure: 'continue' } }, 'decision')).toBe('stop');
    expect(onFailureChoices('decision')).toEqual(['stop', 'errorPath']);
    expect(onFailureChoices('in-out')).toEqual(['stop', 'continue', 'errorPath']);
  });

  it('validates On failure in the saved workflow contract, and reads workflows saved without it', () => {
    const workflow = (properties: Record<string, unknown>) => ({ nodes: [{ id: 'n', type: 'process', position: { x: 0, y: 0 }, data: { label: 'n', type: 'process', properties } }], edges: [], viewport: { x: 0, y: 0, zoom: 1 } });
    expect(savedWorkflowSchema.safeParse(workflow({})).success).toBe(true);
    expect(savedWorkflowSchema.safeParse(workflow({ onFailure: 'errorPath' })).success).toBe(true);
    const refused = savedWorkflowSchema.safeParse(workflow({ onFailure: 'explode' }));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['nodes', 0, 'data', 'properties', 'onFailure'], message: 'On failure is one of stop, continue, errorPath' });
  });

  it('draws the error handle only on a node that takes its error path, and declares it before React Flow measures', () => {
    const plain = node('a');
    const erring = node('b', 0, 0, { data: { label: 'b', type: 'process', properties: { onFailure: 'errorPath' } } });
    const decision = node('c', 0, 0, { data: { label: 'c', type: 'decision', properties: { onFailure: 'errorPath' } } });
    expect([plain, erring, decision].map((each) => hasErrorHandle(each.data))).toEqual([false, true, true]);
    const [declaredPlain, declaredErring, declaredDecision] = withDeclaredBoxes<EditorNode>([plain, erring, decision]);
    expect(declaredPlain!.handles!.map((handle) => handle.id ?? '-')).toEqual(['-', '-']);
    // The unnamed output first: an edge that names no handle attaches to the first source handle.
    expect(declaredErring!.handles!.map((handle) => handle.id ?? '-')).toEqual(['-', '-', errorHandleId]);
    expect(declaredDecision!.handles!.map((handle) => handle.id ?? '-')).toEqual(['-', 'right', 'bottom', errorHandleId]);
    expect(declaredErring!.handles!.at(-1)).toMatchObject({ x: 190 * 0.8 - 8, y: 48 - 8, position: 'bottom' });
  });

  it('draws edges from the error handle red and names them, leaving the others as they are', () => {
    const normal = edge('a', 'b');
    // Drawn by a user, with the editor's own stroke inline (connectEdge).
    const fromError = edge('a', 'c', { sourceHandle: errorHandleId, style: { stroke: '#64748b' } });
    const drawn = withErrorEdgeLooks([normal, fromError]);
    expect(drawn[0]).toBe(normal);
    expect(drawn[1]).toMatchObject({ ariaLabel: 'On error: edge from a to c' });
    expect(drawn[1]!.className).toBeTruthy();
    expect(drawn[1]!.style?.stroke).toMatch(/^var\(--/);
    // The same stored edge is drawn as the same object next time.
    expect(withErrorEdgeLooks([normal, fromError])[1]).toBe(drawn[1]);
    const onlyNormal = [normal];
    expect(withErrorEdgeLooks(onlyNormal)).toBe(onlyNormal);
  });

  it('drops the edges from a node’s error handle when it no longer takes its error path, and keeps them while it does', () => {
    const erring = node('a', 0, 0, { data: { label: 'a', type: 'process', properties: { onFailure: 'errorPath' } } });
    const graph = { nodes: [erring, node('b'), node('c')], edges: [edge('a', 'b'), edge('a', 'c', { sourceHandle: errorHandleId })] };
    const context = { ...graph, history: startHistory(graph), selectedNodes: [] } as unknown as WorkflowEditorContext;
    const kept = updateProperties(context, { id: 'a', properties: { onFailure: 'errorPath', timeout: 60 } });
    expect(kept.edges).toBe(context.edges);
    const dropped = updateProperties(context, { id: 'a', properties: { onFailure: 'continue' } });
    expect(dropped.edges!.map((each) => each.id)).toEqual(['a->b']);
    // Another node's update leaves them.
    expect(updateProperties(context, { id: 'b', properties: {} }).edges).toBe(context.edges);
  });
});

describe('the simulation and error paths (D128: the simulation is unchanged)', () => {
  const nodes = [at('s', 0, 'start'), at('call', 100), at('next', 200), at('alarm', 300)];
  const edges = [
    { source: 's', target: 'call' },
    { source: 'call', target: 'next' },
    { source: 'call', target: 'alarm', sourceHandle: errorHandleId },
  ];

  it('never walks an edge from an error handle: a test run invents no failures', () => {
    expect(simulationOrder(nodes, edges)).toEqual(['s', 'call', 'next']);
    const actor = createActor(simulationMachine.provide({ actors: { recordRun: fromPromise(async (): Promise<void> => {}) }, actions: { showToast: () => {} } })).start();
    actor.send({ type: 'simulation.start', nodes, edges, workflowName: 'Orders' });
    expect(actor.getSnapshot().context.order).toEqual(['s', 'call', 'next']);
    actor.stop();
  });

  it('does not call a node only an error path leads to unreachable: a run takes it when the node before fails', () => {
    expect(unreachableFromStart([...nodes, at('island', 400)], edges).map((each) => each.id)).toEqual(['island']);
  });
});

describe('/documents/nodes on On failure', () => {
  it('writes its table of choices from the words the Execution section uses', () => {
    expect(withCatalogueTables('<!-- catalogue: on-failure -->').split('\n')).toEqual([
      '| On failure | What the run does |',
      '| --- | --- |',
      '| Stop the run (default) | After its retries, the run fails at this node. |',
      '| Continue | After its retries, the run goes on along this node’s connections with { error } as its output. |',
      '| Take the error path | After its retries, the run follows the node’s red On error output, with the error as input. |',
    ]);
  });
});

describe('re-runs of runs that went on past failures (D143)', () => {
  const workflow = savedWorkflowSchema.parse({
    nodes: ['start', 'call', 'next', 'last'].map((id, index) => ({ id, type: 'process', position: { x: 0, y: index }, data: { label: id, type: index === 0 ? 'start' : 'process', properties: {} } })),
    edges: [],
    viewport: { x: 0, y: 0, zoom: 1 },
  });
  const steps = [
    { nodeId: 'start', status: 'completed' },
    { nodeId: 'call', status: 'failed', handled: 'continue' },
    { nodeId: 'next', status: 'failed' },
    { nodeId: 'last', status: 'completed' },
  ];

  it('says the run stopped where a failure was not handled, and carries no handled failed step over', () => {
    expect(failedNodeOf(workflow, steps)?.id).toBe('next');
    expect(failedNodeOf(workflow, steps.slice(0, 2))).toBeUndefined();
    expect(stepsToReuse(workflow, steps, 'next').map((step) => step.nodeId)).toEqual(['start']);
  });

  it('offers the run panel’s re-run from where the run stopped, past a handled step', () => {
    const run = { ...sampleRuns.failed, steps: [sampleStep('start', 'Start', 'start', 'completed'), sampleStep('call', 'Call', 'api', 'failed', { handled: 'errorPath' }), sampleStep('alarm', 'Alarm', 'email', 'failed'), sampleStep('tail', 'Tail', 'end', 'failed', { handled: 'continue' })] };
    expect(rerunStartsOf(run).stoppedAt).toBe('alarm');
  });
});
