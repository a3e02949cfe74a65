import { assign, fromPromise, setup } from 'xstate';
import { simulationOrder, type OrderEdge, type OrderNode } from '../../domain/workflow/visiting-order';
import type { ToastInput } from '../toast/toast.types';

export interface RunRecord {
  workflowName: string;
  sequenceId: string | null;
  startTime: string;
  endTime: string;
  nodesExecuted: number;
}

export interface SimulationContext {
  order: string[];
  index: number;
  completed: string[];
  workflowName: string;
  sequenceId: string | null;
  startedAt: number;
}

export type SimulationEvent = {
  type: 'simulation.start';
  nodes: readonly OrderNode[];
  edges: readonly OrderEdge[];
  workflowName: string;
  sequenceId?: string | null;
};

export const noWorkflowToast: ToastInput = { title: 'No workflow found', description: 'Please create a workflow before testing.', variant: 'destructive' };
export const noStartToast: ToastInput = { title: 'No start node', description: 'Please add a start node to your workflow.', variant: 'destructive' };
export const completedToast: ToastInput = { title: 'Simulation completed', description: 'Workflow simulation has finished.', variant: 'success' };

type StartEvent = SimulationEvent;

/** Spec 02 §4: each simulated node is active for 1 s (also the draft's test run, D95). */
export const simulationNodeStepMs = 1000;

/**
 * A test run (spec 02 §4, D15, D16): each node in visiting order is active for 1 s, then completed;
 * at the end the run is recorded on the server for the history.
 */
export const simulationMachine = setup({
  types: {
    context: {} as SimulationContext,
    events: {} as SimulationEvent,
  },
  actors: {
    recordRun: fromPromise<void, RunRecord>(async () => {}),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
  guards: {
    noNodes: ({ event }) => (event as StartEvent).nodes.length === 0,
    noStartNode: ({ event }) => !(event as StartEvent).nodes.some((node) => node.type === 'start'),
    hasNextNode: ({ context }) => context.index + 1 < context.order.length,
  },
  delays: {
    nodeStep: simulationNodeStepMs,
  },
}).createMachine({
  id: 'simulation',
  context: { order: [], index: 0, completed: [], workflowName: '', sequenceId: null, startedAt: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'simulation.start': [
          { guard: 'noNodes', actions: { type: 'showToast', params: noWorkflowToast } },
          { guard: 'noStartNode', actions: { type: 'showToast', params: noStartToast } },
          {
            target: 'running',
            actions: assign(({ event }) => ({
              order: simulationOrder(event.nodes, event.edges),
              index: 0,
              completed: [],
              workflowName: event.workflowName,
              sequenceId: event.sequenceId ?? null,
              startedAt: Date.now(),
            })),
          },
        ],
      },
    },
    running: {
      after: {
        nodeStep: [
          {
            guard: 'hasNextNode',
            target: 'running',
            reenter: true,
            actions: assign(({ context }) => ({ completed: [...context.completed, context.order[context.index]!], index: context.index + 1 })),
          },
          { target: 'recording', actions: assign(({ context }) => ({ completed: [...context.completed, context.order[context.index]!] })) },
        ],
      },
    },
    recording: {
      entry: { type: 'showToast', params: completedToast },
      invoke: {
        id: 'recordRun',
        src: 'recordRun',
        input: ({ context }) => ({
          workflowName: context.workflowName,
          sequenceId: context.sequenceId,
          startTime: new Date(context.startedAt).toISOString(),
          endTime: new Date(Math.max(Date.now(), context.startedAt)).toISOString(),
          nodesExecuted: context.completed.length,
        }),
        onDone: 'idle',
        // The run happened; only its history entry is missing, which the history dialog will show.
        onError: 'idle',
      },
    },
  },
});
