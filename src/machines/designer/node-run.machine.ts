import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import { rerunMessages } from '../../domain/workflow/rerun';
import type { ServerRun } from '../../domain/workflow/server-runs';

/**
 * Run this node (D69, D87), from the properties panel: the input is the one the node had in the last
 * run that reached it, or JSON typed in an editor (checked as JSON, the error under the field); the
 * node then runs alone on the server and the run panel follows it (`showRun`).
 */
export type NodeRunSource = 'last' | 'typed';

export interface NodeRunContext {
  sequenceId: string | null;
  nodeId: string | null;
  /** The node's input in the last run that reached it; null when no run did. */
  lastInput: { value: unknown } | null;
  source: NodeRunSource;
  text: string;
  fieldError: string | null;
  /** The server's detail when the run could not start. */
  errorMessage: string | null;
}

export type NodeRunEvent =
  | { type: 'nodeRun.open'; sequenceId: string; nodeId: string; lastInput: { value: unknown } | null }
  | { type: 'nodeRun.source'; source: NodeRunSource }
  | { type: 'nodeRun.text'; text: string }
  | { type: 'nodeRun.submit' }
  | { type: 'nodeRun.close' };

export interface NodeRunRequest {
  sequenceId: string;
  nodeId: string;
  input: unknown;
}

/** The typed JSON, or undefined when it is not JSON. */
function parsedJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

const inputOf = (context: NodeRunContext): unknown => (context.source === 'last' && context.lastInput ? context.lastInput.value : parsedJson(context.text)?.value);

export const nodeRunMachine = setup({
  types: {
    context: {} as NodeRunContext,
    events: {} as NodeRunEvent,
  },
  actors: {
    runNode: fromPromise<ServerRun, NodeRunRequest>(async () => {
      throw new Error('runNode is supplied by the app');
    }),
  },
  actions: {
    openFor: assign(({ context, event }) =>
      event.type !== 'nodeRun.open'
        ? context
        : {
            sequenceId: event.sequenceId,
            nodeId: event.nodeId,
            lastInput: event.lastInput,
            source: event.lastInput ? ('last' as const) : ('typed' as const),
            text: event.lastInput ? JSON.stringify(event.lastInput.value ?? null, null, 2) : '{}',
            fieldError: null,
            errorMessage: null,
          },
    ),
    showRun: (_, _run: ServerRun) => {},
  },
  guards: {
    isAnotherNode: ({ context, event }) => event.type === 'nodeRun.open' && event.nodeId !== context.nodeId,
    typedIsNotJson: ({ context }) => (context.source === 'typed' || !context.lastInput) && parsedJson(context.text) === undefined,
  },
}).createMachine({
  id: 'nodeRun',
  context: { sequenceId: null, nodeId: null, lastInput: null, source: 'typed', text: '{}', fieldError: null, errorMessage: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'nodeRun.open': { target: 'editing', actions: 'openFor' } },
    },
    editing: {
      on: {
        // Another node was selected and its Run this node pressed: the form starts again for it.
        'nodeRun.open': { guard: 'isAnotherNode', target: 'editing', reenter: true, actions: 'openFor' },
        'nodeRun.source': { actions: assign({ source: ({ event }) => event.source, fieldError: null }) },
        'nodeRun.text': { actions: assign({ text: ({ event }) => event.text, fieldError: null }) },
        'nodeRun.submit': [
          { guard: 'typedIsNotJson', actions: assign({ fieldError: rerunMessages.invalidJson }) },
          { target: 'starting', actions: assign({ errorMessage: null }) },
        ],
        'nodeRun.close': 'closed',
      },
    },
    starting: {
      invoke: {
        id: 'runNode',
        src: 'runNode',
        input: ({ context }) => ({ sequenceId: context.sequenceId!, nodeId: context.nodeId!, input: inputOf(context) ?? null }),
        onDone: { target: 'closed', actions: { type: 'showRun', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'The node could not be run') }) },
      },
    },
  },
});
