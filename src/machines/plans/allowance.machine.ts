import { assign, fromPromise, setup } from 'xstate';
import type { UserLimits } from '../../domain/plans/limits';

export interface AllowanceContext {
  limits: UserLimits | null;
}

/**
 * The user's plan and its limits (GET /v1/users/me/limits), read for a usage line such as My Bots'
 * "3 of 3 active bots on the Free allowance" (D85). A failed read shows no line: nothing is guessed.
 */
export const allowanceMachine = setup({
  types: { context: {} as AllowanceContext },
  actors: {
    loadLimits: fromPromise<UserLimits>(async () => {
      throw new Error('loadLimits is provided by the app');
    }),
  },
}).createMachine({
  id: 'allowance',
  context: { limits: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: { target: 'loaded', actions: assign({ limits: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ limits: null }) },
      },
    },
    loaded: {},
    failed: {},
  },
});
