import { assign, fromPromise, setup } from 'xstate';
import type { MarketBotDetail } from '../../domain/market/listing';
import type { MarketBot } from '../../domain/market/market';

export interface MarketPanelsContext {
  /** The bot the detail modal shows, while it is open. */
  bot: MarketBot | null;
  /** What it does, needs and its versions (D130), once loaded for the modal. */
  detail: MarketBotDetail | null;
}

export type MarketPanelsEvent =
  | { type: 'detail.open'; bot: MarketBot }
  | { type: 'detail.close' }
  | { type: 'detail.retry' }
  | { type: 'cart.open' }
  | { type: 'cart.close' }
  | { type: 'filters.open' }
  | { type: 'filters.close' };

/**
 * What is open over the marketplace's grid (02 §2): the detail modal, the cart panel or, on a
 * phone, the Filters overlay. Each is modal, so at most one is open. The detail modal shows the
 * card's bot at once and loads what its workflow does and needs (D130).
 */
export const marketPanelsMachine = setup({
  types: {
    context: {} as MarketPanelsContext,
    events: {} as MarketPanelsEvent,
  },
  actors: {
    loadDetail: fromPromise<MarketBotDetail, { id: number }>(async () => {
      throw new Error('loadDetail is provided by the app');
    }),
  },
}).createMachine({
  id: 'marketPanels',
  context: { bot: null, detail: null },
  initial: 'none',
  states: {
    none: {
      entry: assign({ bot: null, detail: null }),
      on: {
        'detail.open': { target: 'detail', actions: assign({ bot: ({ event }) => event.bot }) },
        'cart.open': 'cart',
        'filters.open': 'filters',
      },
    },
    detail: {
      initial: 'loading',
      on: { 'detail.close': 'none' },
      states: {
        loading: {
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ id: context.bot!.id }),
            onDone: { target: 'shown', actions: assign({ detail: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        shown: {},
        failed: { on: { 'detail.retry': 'loading' } },
      },
    },
    cart: { on: { 'cart.close': 'none' } },
    filters: { on: { 'filters.close': 'none' } },
  },
});
