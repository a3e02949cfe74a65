import { assign, fromPromise, setup } from 'xstate';
import { errorStatusOf } from '../../domain/error-text';
import type { MarketBotDetail } from '../../domain/market/listing';

export interface MarketBotInput {
  /** The numeric id from the path, or null when the path names no bot. */
  id: number | null;
}

export interface MarketBotContext extends MarketBotInput {
  /** The bot with what its workflow does and needs, and its versions (D130). */
  bot: MarketBotDetail | null;
}

export type MarketBotEvent =
  | { type: 'bot.retry' }
  /** Bought from this page's checkout modal (D41): it is in the user's library now. */
  | { type: 'bot.purchased' };


/**
 * The bot detail page (02 §2 /marketplace/{id}): 'Loading...' while the bot is resolved; an unknown
 * id leaves for /marketplace (02 §2 routes); a failed request can be tried again.
 */
export const marketBotMachine = setup({
  types: {
    input: {} as MarketBotInput,
    context: {} as MarketBotContext,
    events: {} as MarketBotEvent,
  },
  actors: {
    /** A path that names no bot (id null) is refused as the server refuses an unknown one, with a 404. */
    loadBot: fromPromise<MarketBotDetail, { id: number | null }>(async () => {
      throw new Error('loadBot is provided by the app');
    }),
  },
  actions: {
    /** Goes to /marketplace, replacing the unknown address in the history. */
    leave: () => {},
  },
  guards: {
    isNotFound: ({ event }) => 'error' in event && errorStatusOf(event.error) === 404,
    notOwned: ({ context }) => context.bot !== null && !context.bot.owned,
  },
}).createMachine({
  id: 'marketBot',
  context: ({ input }) => ({ id: input.id, bot: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBot',
        src: 'loadBot',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ bot: ({ event }) => event.output }) },
        onError: [{ guard: 'isNotFound', target: 'notFound' }, { target: 'failed' }],
      },
    },
    ready: {
      on: { 'bot.purchased': { guard: 'notOwned', actions: assign({ bot: ({ context }) => ({ ...context.bot!, owned: true }) }) } },
    },
    failed: {
      on: { 'bot.retry': 'loading' },
    },
    notFound: {
      type: 'final',
      entry: 'leave',
    },
  },
});
