import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { RerunPreview, RerunRequest, RerunVersion } from '../../domain/workflow/rerun';
import type { ServerRun } from '../../domain/workflow/server-runs';

/**
 * Re-run and Re-run from here (D69, D87), from the run panel: choose where it starts (from the
 * start, or a node the run reached) and which version (the run's or the latest saved), see what is
 * carried over and which nodes will act on the outside world again (the server's preview, or its
 * refusal with its detail), confirm, start. The new run is handed to the run panel (`showRun`).
 */
export interface RerunContext {
  runId: string | null;
  /** Null: from the start. */
  fromNodeId: string | null;
  version: RerunVersion;
  preview: RerunPreview | null;
  /** The server's detail: why this re-run cannot be, or could not start. */
  errorMessage: string | null;
}

export type RerunEvent =
  | { type: 'rerun.open'; runId: string; fromNodeId: string | null }
  | { type: 'rerun.from'; fromNodeId: string | null }
  | { type: 'rerun.version'; version: RerunVersion }
  | { type: 'rerun.confirm' }
  | { type: 'rerun.close' };

export interface RerunAsk extends RerunRequest {
  runId: string;
}

const askOf = ({ runId, fromNodeId, version }: RerunContext): RerunAsk => ({ runId: runId ?? '', version, ...(fromNodeId === null ? {} : { fromNodeId }) });

/** Changing where it starts or the version asks the server again; Close leaves it. */
const choices = {
  'rerun.from': { target: '#rerun.previewing', reenter: true, actions: 'chooseFrom' },
  'rerun.version': { target: '#rerun.previewing', reenter: true, actions: 'chooseVersion' },
  'rerun.close': { target: '#rerun.closed' },
} as const;

export const rerunMachine = setup({
  types: {
    context: {} as RerunContext,
    events: {} as RerunEvent,
  },
  actors: {
    previewRerun: fromPromise<RerunPreview, RerunAsk>(async () => {
      throw new Error('previewRerun is supplied by the app');
    }),
    startRerun: fromPromise<ServerRun, RerunAsk>(async () => {
      throw new Error('startRerun is supplied by the app');
    }),
  },
  actions: {
    chooseFrom: assign({ fromNodeId: ({ context, event }) => (event.type === 'rerun.from' ? event.fromNodeId : context.fromNodeId) }),
    chooseVersion: assign({ version: ({ context, event }) => (event.type === 'rerun.version' ? event.version : context.version) }),
    /** The run panel follows the new run. */
    showRun: (_, _run: ServerRun) => {},
  },
}).createMachine({
  id: 'rerun',
  context: { runId: null, fromNodeId: null, version: 'run', preview: null, errorMessage: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'rerun.open': {
          target: 'previewing',
          actions: assign({ runId: ({ event }) => event.runId, fromNodeId: ({ event }) => event.fromNodeId, version: 'run', preview: null, errorMessage: null }),
        },
      },
    },
    previewing: {
      entry: assign({ preview: null, errorMessage: null }),
      invoke: {
        id: 'previewRerun',
        src: 'previewRerun',
        input: ({ context }) => askOf(context),
        onDone: { target: 'ready', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'The re-run could not be prepared') }) },
      },
      on: choices,
    },
    /** The preview is shown: what is reused and what acts again; Re-run confirms. */
    ready: {
      on: { ...choices, 'rerun.confirm': 'starting' },
    },
    /** The server refused this choice (the latest version lost a node, say): its detail, and the choices to change. */
    refused: {
      on: choices,
    },
    starting: {
      invoke: {
        id: 'startRerun',
        src: 'startRerun',
        input: ({ context }) => askOf(context),
        onDone: { target: 'closed', actions: { type: 'showRun', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'The re-run could not be started') }) },
      },
    },
    /** Starting was refused: the detail, with the preview still shown to confirm again. */
    failed: {
      on: { ...choices, 'rerun.confirm': 'starting' },
    },
  },
});
