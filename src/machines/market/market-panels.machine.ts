import { assign, setup } from 'xstate';
import type { MarketBot } from '../../domain/market/market';

export interface MarketPanelsContext {
  /** The bot the detail modal shows, while it is open. */
  bot: MarketBot | null;
}

export type MarketPanelsEvent =
  | { type: 'detail.open'; bot: MarketBot }
  | { type: 'detail.close' }
  | { type: 'cart.open' }
  | { type: 'cart.close' }
  | { type: 'filters.open' }
  | { type: 'filters.close' };

/**
 * What is open over the marketplace's grid (02 §2): the detail modal, the cart panel or, on a
 * phone, the Filters overlay. Each is modal, so at most one is open.
 */
export const marketPanelsMachine = setup({
  types: {
    context: {} as MarketPanelsContext,
    events: {} as MarketPanelsEvent,
  },
}).createMachine({
  id: 'marketPanels',
  context: { bot: null },
  initial: 'none',
  states: {
    none: {
      entry: assign({ bot: null }),
      on: {
        'detail.open': { target: 'detail', actions: assign({ bot: ({ event }) => event.bot }) },
        'cart.open': 'cart',
        'filters.open': 'filters',
      },
    },
    detail: { on: { 'detail.close': 'none' } },
    cart: { on: { 'cart.close': 'none' } },
    filters: { on: { 'filters.close': 'none' } },
  },
});
