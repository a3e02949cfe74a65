import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import { limitRefusalOf } from '../../domain/plans/limits';
import type { ServerRun } from '../../domain/workflow/server-runs';

export interface ServerRunContext {
  run: ServerRun | null;
  /** Why the run could not start, could not be read, or could not be cancelled. */
  errorMessage: string | null;
}

/** What the followed stream reports: the run as it now is, or that the stream broke off before the end. */
export type FollowEvent = { type: 'run.updated'; run: ServerRun } | { type: 'run.lost' };

export type ServerRunEvent =
  | { type: 'run.start'; sequenceId: string }
  | { type: 'run.open'; runId: string }
  | { type: 'run.cancel' }
  | { type: 'run.close' }
  | FollowEvent;

/** The run an answer (`output`) or a stream update (`run`) carries. */
function runOf(event: unknown): ServerRun | undefined {
  const carrier = event as { output?: ServerRun; run?: ServerRun };
  return carrier.output ?? carrier.run;
}

/** A final status goes to its own state; otherwise `notFinished` says what happens (a target, or stay). */
function routedByStatus(...notFinished: Array<{ guard?: 'isRunning'; target?: string }>) {
  return [
    { guard: 'isCompleted' as const, target: '#serverRun.completed', actions: 'keepRun' as const },
    { guard: 'isFailed' as const, target: '#serverRun.failed', actions: 'keepRun' as const },
    { guard: 'isCancelled' as const, target: '#serverRun.cancelled', actions: 'keepRun' as const },
    ...notFinished.map((transition) => ({ ...transition, actions: 'keepRun' as const })),
  ];
}

/**
 * A real run on the server (D44), as the designer's Run button and run panel see it: starting,
 * queued, running, then completed, failed or cancelled, followed through the run's event stream.
 * History can open any run, finished or not. A stream that breaks off is picked up again after a
 * pause; closing the panel stops watching, not the run.
 */
export const serverRunMachine = setup({
  types: {
    context: {} as ServerRunContext,
    events: {} as ServerRunEvent,
  },
  actors: {
    startRun: fromPromise<ServerRun, { sequenceId: string }>(async () => {
      throw new Error('startRun is supplied by the app');
    }),
    loadRun: fromPromise<ServerRun, { runId: string }>(async () => {
      throw new Error('loadRun is supplied by the app');
    }),
    cancelRun: fromPromise<ServerRun, { runId: string }>(async () => {
      throw new Error('cancelRun is supplied by the app');
    }),
    followRun: fromCallback<AnyEventObject, { runId: string }>(() => () => {}),
  },
  actions: {
    keepRun: assign({ run: ({ context, event }) => runOf(event) ?? context.run }),
    noteCancelFailure: assign({ errorMessage: ({ event }) => errorTextOr((event as { error?: unknown }).error, 'The run could not be cancelled') }),
  },
  delays: {
    /** A broken stream is opened again after this pause. */
    reconnectPause: 1_000,
  },
  guards: {
    isCompleted: ({ event }) => runOf(event)?.status === 'completed',
    isFailed: ({ event }) => runOf(event)?.status === 'failed',
    isCancelled: ({ event }) => runOf(event)?.status === 'cancelled',
    isRunning: ({ event }) => runOf(event)?.status === 'running',
    runIsRunning: ({ context }) => context.run?.status === 'running',
    isLimitRefusal: ({ event }) => limitRefusalOf((event as { error?: unknown }).error) !== null,
  },
}).createMachine({
  id: 'serverRun',
  context: { run: null, errorMessage: null },
  initial: 'idle',
  on: {
    'run.open': { target: '.loading', actions: assign({ run: null, errorMessage: null }) },
  },
  states: {
    idle: {
      on: { 'run.start': { target: 'starting', actions: assign({ run: null, errorMessage: null }) } },
    },
    starting: {
      invoke: {
        id: 'startRun',
        src: 'startRun',
        input: ({ event }) => ({ sequenceId: event.type === 'run.start' ? event.sequenceId : '' }),
        onDone: routedByStatus({ guard: 'isRunning', target: '#serverRun.live.running' }, { target: '#serverRun.live.queued' }),
        onError: [
          // A plan's limit (runs a day, run files kept): its text, with the way to the plans.
          { guard: 'isLimitRefusal', target: 'limitReached', actions: assign({ errorMessage: ({ event }) => limitRefusalOf(event.error) }) },
          { target: 'refused', actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'The run could not be started') }) },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'loadRun',
        src: 'loadRun',
        input: ({ event }) => ({ runId: event.type === 'run.open' ? event.runId : '' }),
        onDone: routedByStatus({ guard: 'isRunning', target: '#serverRun.live.running' }, { target: '#serverRun.live.queued' }),
        onError: { target: 'refused', actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'The run could not be loaded') }) },
      },
    },
    refused: {
      on: { 'run.close': 'idle', 'run.start': { target: 'starting', actions: assign({ errorMessage: null }) } },
    },
    /** Refused by a limit of the user's plan (402, 429): the server's text names it and the plan that lifts it. */
    limitReached: {
      on: { 'run.close': 'idle', 'run.start': { target: 'starting', actions: assign({ errorMessage: null }) } },
    },
    live: {
      invoke: { id: 'followRun', src: 'followRun', input: ({ context }) => ({ runId: context.run!.id }) },
      on: {
        'run.close': 'idle',
        'run.lost': 'reconnecting',
      },
      initial: 'queued',
      states: {
        queued: {
          on: {
            'run.updated': routedByStatus({ guard: 'isRunning', target: 'running' }, {}),
            'run.cancel': 'cancelling',
          },
        },
        running: {
          on: {
            // A run never goes back to queued: such an update is stale and changes nothing.
            'run.updated': routedByStatus({ guard: 'isRunning' }),
            'run.cancel': 'cancelling',
          },
        },
        // Asked; a running run ends as cancelled when its process stops it, which the stream then shows.
        cancelling: {
          invoke: {
            id: 'cancelRun',
            src: 'cancelRun',
            input: ({ context }) => ({ runId: context.run!.id }),
            onDone: routedByStatus({}),
            // 409: it finished meanwhile, which the stream is about to show.
            onError: [
              { guard: 'runIsRunning', target: 'running', actions: 'noteCancelFailure' },
              { target: 'queued', actions: 'noteCancelFailure' },
            ],
          },
          on: { 'run.updated': routedByStatus({}) },
        },
      },
    },
    reconnecting: {
      after: { reconnectPause: [{ guard: 'runIsRunning', target: 'live.running' }, { target: 'live.queued' }] },
      on: { 'run.close': 'idle' },
    },
    completed: { on: { 'run.close': 'idle', 'run.start': { target: 'starting', actions: assign({ run: null, errorMessage: null }) } } },
    failed: { on: { 'run.close': 'idle', 'run.start': { target: 'starting', actions: assign({ run: null, errorMessage: null }) } } },
    cancelled: { on: { 'run.close': 'idle', 'run.start': { target: 'starting', actions: assign({ run: null, errorMessage: null }) } } },
  },
});
