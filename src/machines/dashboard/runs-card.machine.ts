import { assign, fromPromise, setup } from 'xstate';
import type { RunsCard } from '../../domain/insights/insights';

export interface RunsCardContext {
  card: RunsCard | null;
}

/**
 * The dashboard's Runs card (D151): the last 7 days' runs, failures and success rate and the last
 * failed runs, read from the server on its own, so the bots' cards do not wait for it nor fail with it.
 */
export const runsCardMachine = setup({
  types: { context: {} as RunsCardContext, events: {} as { type: 'runs.retry' } },
  actors: {
    loadRunsCard: fromPromise<RunsCard>(async () => {
      throw new Error('loadRunsCard is provided by the app');
    }),
  },
}).createMachine({
  id: 'runsCard',
  context: { card: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRunsCard',
        src: 'loadRunsCard',
        onDone: { target: 'loaded', actions: assign({ card: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    loaded: {},
    failed: { on: { 'runs.retry': 'loading' } },
  },
});
