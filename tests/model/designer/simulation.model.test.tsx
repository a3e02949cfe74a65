import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { simulationMachine, type RunRecord } from '../../../src/machines/designer/simulation.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { designerRunStates, useNodeRunState, RunStateContext } from '../../../src/views/designer/run-state-context';
import { TestWorkflowButton } from '../../../src/views/designer/TestWorkflowButton';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const nodes = [
  { id: 'node-1', type: 'start', position: { x: 0, y: 0 } },
  { id: 'node-2', type: 'process', position: { x: 200, y: 0 } },
];
const edges = [{ source: 'node-1', target: 'node-2' }];

function NodeProbe({ id }: { id: string }) {
  return <p data-testid={id}>{useNodeRunState(id)}</p>;
}

function mount() {
  vi.useFakeTimers();
  const recordRun = createDeferredActor<void, RunRecord>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(simulationMachine.provide({ actors: { recordRun: recordRun.logic }, actions: { showToast: (_, toast) => showToast(toast) } })).start();
  let request: { nodes: typeof nodes; edges: typeof edges } | null = null;
  const view = render(
    <RunStateContext.Provider value={designerRunStates(actor)}>
      <TestWorkflowButton actor={actor} onStart={() => actor.send({ type: 'simulation.start', ...(request ?? { nodes, edges }), workflowName: 'Morning Report' })} />
      <NodeProbe id="node-1" />
      <NodeProbe id="node-2" />
    </RunStateContext.Provider>,
  );
  return {
    actor,
    view,
    recordRun,
    showToast,
    setRequest: (next: NonNullable<typeof request>) => (request = next),
    /** What the last press of Test Workflow asked for (null before the first). */
    lastRequest: () => request,
  };
}
type Sut = ReturnType<typeof mount>;

const states = () => [screen.getByTestId('node-1').textContent, screen.getByTestId('node-2').textContent];

describeModel('simulation machine with the test button and the nodes', {
  machine: simulationMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.index, snapshot.context.completed.length]),
  events: [
    { type: 'simulation.start', nodes, edges, workflowName: 'Morning Report' },
    { type: 'simulation.start', nodes: [], edges: [], workflowName: 'Morning Report' },
    { type: 'simulation.start', nodes: [nodes[1]!], edges: [], workflowName: 'Morning Report' },
    { type: 'xstate.after.nodeStep.simulation.running' },
    { type: 'xstate.done.actor.recordRun', output: undefined },
    { type: 'xstate.error.actor.recordRun', error: new Error('No response from server') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'simulation.start': (sut, event) => {
      sut.setRequest({ nodes: event.nodes as typeof nodes, edges: event.edges as typeof edges });
      fireEvent.click(screen.getByRole('button', { name: 'Test Workflow' }));
    },
    'xstate.after.nodeStep.simulation.running': () => act(() => void vi.advanceTimersByTime(1000)),
    'xstate.done.actor.recordRun': (sut) => sut.recordRun.resolve(undefined),
    'xstate.error.actor.recordRun': (sut, event) => sut.recordRun.reject(event.error),
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Test Workflow' })).toBeEnabled();
      const request = sut.lastRequest();
      // Spec 02 §5, §8: each refusal has its own toast, word for word.
      if (request?.nodes.length === 0) {
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'No workflow found', description: 'Please create a workflow before testing.', variant: 'destructive' });
      } else if (request && !request.nodes.some((node) => node.type === 'start')) {
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'No start node', description: 'Please add a start node to your workflow.', variant: 'destructive' });
      } else if (request) {
        expect(states()).toEqual(['completed', 'completed']);
      } else {
        expect(sut.showToast).not.toHaveBeenCalled();
      }
    },
    running: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Running Simulation...' })).toBeDisabled();
      const { index } = sut.actor.getSnapshot().context;
      expect(states()).toEqual(index === 0 ? ['active', 'idle'] : ['completed', 'active']);
    },
    recording: (sut: Sut) => {
      expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Simulation completed', description: 'Workflow simulation has finished.', variant: 'success' });
      expect(sut.recordRun.calls.at(-1)).toMatchObject({ workflowName: 'Morning Report', nodesExecuted: 2, sequenceId: null });
      expect(states()).toEqual(['completed', 'completed']);
    },
  },
});
