import { assign, fromPromise, setup } from 'xstate';
import type { Cart, MarketBot } from '../../domain/market/market';
import type { ToastInput } from '../toast/toast.types';
import { addedToCartToast, alreadyInCartToast, cartClearedToast, cartFailedToast } from './market-messages';

/** A change to the cart still to be sent, oldest first. */
export type CartChange = { kind: 'add'; bot: MarketBot } | { kind: 'remove'; bot: MarketBot } | { kind: 'clear' };

export interface CartContext {
  /** The bots in the cart as the screen shows them, unique by id (02 §3), in the order added. */
  items: MarketBot[];
  outbox: CartChange[];
}

export type CartEvent =
  | { type: 'cart.add'; bot: MarketBot }
  | { type: 'cart.remove'; bot: MarketBot }
  | { type: 'cart.clear' }
  /** The cart could not be read, or a payment changed it on the server: read it again. */
  | { type: 'cart.reload' };

const inCart = (items: MarketBot[], id: number) => items.some((item) => item.id === id);

/**
 * The signed-in user's one cart (D9), kept on the server so every screen and tab sees the same:
 * the navigation bar, the grid, the detail modal and page all read this actor. A change shows at
 * once and is sent in order; when one is refused the cart is read back from the server.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    loadCart: fromPromise<Cart>(async () => {
      throw new Error('loadCart is provided by the app');
    }),
    sendCartChange: fromPromise<Cart, CartChange>(async () => {
      throw new Error('sendCartChange is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
  guards: {
    isInCart: ({ context, event }) => (event.type === 'cart.add' || event.type === 'cart.remove') && inCart(context.items, event.bot.id),
    hasItems: ({ context }) => context.items.length > 0,
    hasChanges: ({ context }) => context.outbox.length > 0,
    lastChangeSent: ({ context }) => context.outbox.length === 1,
  },
}).createMachine({
  id: 'cart',
  context: { items: [], outbox: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output.items }) },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'cart.reload': 'loading' },
    },
    ready: {
      initial: 'idle',
      // No targets: idle starts sending by itself, and a change under way is not restarted.
      on: {
        'cart.add': [
          { guard: 'isInCart', actions: { type: 'showToast', params: ({ event }) => alreadyInCartToast(event.bot) } },
          {
            actions: [
              assign(({ context, event }) => ({ items: [...context.items, event.bot], outbox: [...context.outbox, { kind: 'add', bot: event.bot } as const] })),
              { type: 'showToast', params: ({ event }) => addedToCartToast(event.bot) },
            ],
          },
        ],
        'cart.remove': {
          guard: 'isInCart',
          actions: assign(({ context, event }) => ({
            items: context.items.filter((item) => item.id !== event.bot.id),
            outbox: [...context.outbox, { kind: 'remove', bot: event.bot } as const],
          })),
        },
        'cart.clear': {
          guard: 'hasItems',
          actions: [assign(({ context }) => ({ items: [], outbox: [...context.outbox, { kind: 'clear' } as const] })), { type: 'showToast', params: cartClearedToast }],
        },
      },
      states: {
        idle: {
          always: { guard: 'hasChanges', target: 'sending' },
          // A payment emptied the cart on the server (D10): read it back.
          on: { 'cart.reload': 'resyncing' },
        },
        sending: {
          invoke: {
            id: 'sendCartChange',
            src: 'sendCartChange',
            input: ({ context }) => context.outbox[0]!,
            onDone: [
              // The server's cart is the truth once nothing of ours is still on the way.
              { guard: 'lastChangeSent', target: 'idle', actions: assign({ items: ({ event }) => event.output.items, outbox: [] }) },
              { target: 'idle', actions: assign({ outbox: ({ context }) => context.outbox.slice(1) }) },
            ],
            onError: {
              target: 'resyncing',
              actions: [{ type: 'showToast', params: ({ event }) => cartFailedToast(event.error) }, assign({ outbox: [] })],
            },
          },
        },
        // After a refusal (another tab changed it, or the bot became owned) the cart is read back.
        resyncing: {
          invoke: {
            id: 'resyncCart',
            src: 'loadCart',
            onDone: { target: 'idle', actions: assign({ items: ({ event }) => event.output.items }) },
            onError: { target: '#cart.failed' },
          },
        },
      },
    },
  },
});
