import { assign, setup } from 'xstate';

export interface LimitNoticeContext {
  /**
   * What was refused and the server's text, which names the limit and the plan that lifts it:
   * "Lead Sync is still off. Active bot limit reached. ..."
   */
  detail: string | null;
}

export type LimitNoticeEvent =
  /** An action was refused by a limit of the user's plan (a 402 or 429 naming it). */
  | { type: 'limit.reached'; detail: string }
  /** The user closed the notice. */
  | { type: 'limit.dismiss' }
  /** The user acted again where the notice is (switched a bot): what it said may no longer hold. */
  | { type: 'limit.passed' };

/**
 * A limit of the user's plan reached (D85): the notice stays where the action was, with a link to
 * the plans, until the user closes it or acts again, so a keyboard reaches the link at its own pace
 * (a toast leaves after 5 s). A new refusal replaces the text.
 */
export const limitNoticeMachine = setup({
  types: {
    context: {} as LimitNoticeContext,
    events: {} as LimitNoticeEvent,
  },
}).createMachine({
  id: 'limitNotice',
  context: { detail: null },
  initial: 'clear',
  states: {
    clear: {
      on: { 'limit.reached': { target: 'shown', actions: assign({ detail: ({ event }) => event.detail }) } },
    },
    shown: {
      on: {
        'limit.reached': { actions: assign({ detail: ({ event }) => event.detail }) },
        'limit.dismiss': { target: 'clear', actions: assign({ detail: null }) },
        'limit.passed': { target: 'clear', actions: assign({ detail: null }) },
      },
    },
  },
});
