import { assign, fromPromise, setup } from 'xstate';
import type { WorkflowRun, WorkflowRunStatus } from '../../domain/workflow/workflow-runs';

export type StatusFilter = 'all' | WorkflowRunStatus;
export type StartSort = 'desc' | 'asc';

export interface ExecutionHistoryContext {
  runs: WorkflowRun[];
  search: string;
  status: StatusFilter;
  sort: StartSort;
  errorMessage: string | null;
}

export type ExecutionHistoryEvent =
  | { type: 'history.open' }
  | { type: 'history.close' }
  | { type: 'history.retry' }
  | { type: 'search.changed'; search: string }
  | { type: 'status.changed'; status: StatusFilter }
  | { type: 'sort.toggle' };

/** The History dialog (spec 02 §2, §5, D16): the user's recorded runs, searched, filtered and sorted. */
export const executionHistoryMachine = setup({
  types: {
    context: {} as ExecutionHistoryContext,
    events: {} as ExecutionHistoryEvent,
  },
  actors: {
    loadRuns: fromPromise<WorkflowRun[]>(async () => []),
  },
}).createMachine({
  id: 'executionHistory',
  context: { runs: [], search: '', status: 'all', sort: 'desc', errorMessage: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'history.open': 'open' },
    },
    open: {
      initial: 'loading',
      on: {
        'history.close': 'closed',
        'search.changed': { actions: assign({ search: ({ event }) => event.search }) },
        'status.changed': { actions: assign({ status: ({ event }) => event.status }) },
        'sort.toggle': { actions: assign({ sort: ({ context }) => (context.sort === 'desc' ? 'asc' : 'desc') }) },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadRuns',
            src: 'loadRuns',
            onDone: { target: 'loaded', actions: assign({ runs: ({ event }) => event.output, errorMessage: null }) },
            onError: {
              target: 'failed',
              actions: assign({ errorMessage: ({ event }) => (event.error instanceof Error && event.error.message ? event.error.message : 'Failed to load history') }),
            },
          },
        },
        loaded: {},
        failed: {
          on: { 'history.retry': 'loading' },
        },
      },
    },
  },
});
