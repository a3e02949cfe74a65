import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Cart } from '../../../src/domain/market/market';
import { cartMachine, type CartChange } from '../../../src/machines/market/cart.machine';
import { leadCapture } from '../../../src/views/market/market-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel, eventually } from '../harness';
import { refused } from '../refused';
import { mountMarketplace } from './marketplace-harness';

function mount() {
  const loadCart = createDeferredActor<Cart>();
  const sendCartChange = createDeferredActor<Cart, CartChange>();
  const sut = mountMarketplace({ loadCart: loadCart.logic, sendCartChange: sendCartChange.logic });
  return { ...sut, actor: sut.cart, loadCart, sendCartChange, readBackAfterPayment: false };
}
type Sut = ReturnType<typeof mount>;

const empty: Cart = { items: [], subtotal_cents: 0 };
const withLead: Cart = { items: [leadCapture], subtotal_cents: 4999 };

/** Opens the cart panel, presses one of its buttons, and closes it again. */
async function inCartPanel(label: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name: /^Cart, / }));
  const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  fireEvent.click(within(panel).getByRole('button', { name: label }));
  fireEvent.click(within(panel).getByRole('button', { name: 'Close cart' }));
  await eventually(() => void expect(screen.queryByRole('dialog')).toBeNull());
}

/** The Cart button shows what the actor holds: count and total, optimistic changes included. */
async function showsCart(sut: Sut) {
  const { items } = sut.cart.getSnapshot().context;
  const total = items.reduce((sum, item) => sum + Math.round(item.price * 100), 0) / 100;
  const name = `Cart, ${items.length} ${items.length === 1 ? 'bot' : 'bots'}, $${total.toFixed(2)}`;
  await eventually(() => void expect(screen.getByRole('button', { name })).toBeInTheDocument());
  const leadInCart = items.some((item) => item.id === leadCapture.id);
  await eventually(() => void expect(screen.getByRole('button', { name: leadInCart ? 'Lead Capture Pro is in your cart' : 'Add Lead Capture Pro to cart' })).toBeInTheDocument());
}

describeModel('cart machine with the marketplace cart button and panel', {
  machine: cartMachine,
  events: [
    { type: 'xstate.done.actor.loadCart', output: empty },
    { type: 'xstate.error.actor.loadCart', error: refused(500, 'Internal server error') },
    { type: 'cart.reload' },
    { type: 'cart.add', bot: leadCapture },
    { type: 'cart.remove', bot: leadCapture },
    { type: 'cart.clear' },
    { type: 'xstate.done.actor.sendCartChange', output: withLead },
    { type: 'xstate.done.actor.sendCartChange', output: empty },
    { type: 'xstate.error.actor.sendCartChange', error: refused(409, 'Lead Capture Pro is already in your cart!') },
    { type: 'xstate.done.actor.resyncCart', output: withLead },
    { type: 'xstate.error.actor.resyncCart', error: refused(500, 'Internal server error') },
  ],
  // One change on the way or more than one is what decides whether an answer is the last (capped, so the walk ends).
  serializeState: (snapshot) => JSON.stringify([snapshot.value, Math.min(snapshot.context.outbox.length, 2), snapshot.context.items.length]),
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => sut.unmount(),
  execute: {
    'xstate.done.actor.loadCart': (sut, event) => sut.loadCart.resolve(event.output as Cart),
    'xstate.error.actor.loadCart': (sut, event) => sut.loadCart.reject(event.error),
    // After a failed read, the panel's Try again; on a ready cart, a payment (the checkout screens send it).
    'cart.reload': async (sut) => {
      sut.readBackAfterPayment = sut.cart.getSnapshot().matches('ready');
      if (sut.readBackAfterPayment) sut.cart.send({ type: 'cart.reload' });
      else await inCartPanel('Try again');
    },
    'cart.add': async () => {
      fireEvent.click(await screen.findByRole('button', { name: /^(Add Lead Capture Pro to cart|Lead Capture Pro is in your cart)$/ }));
    },
    'cart.remove': () => inCartPanel('Remove Lead Capture Pro from cart'),
    'cart.clear': () => inCartPanel('Clear Cart'),
    'xstate.done.actor.sendCartChange': (sut, event) => sut.sendCartChange.resolve(event.output as Cart),
    'xstate.error.actor.sendCartChange': (sut, event) => {
      sut.readBackAfterPayment = false;
      sut.sendCartChange.reject(event.error);
    },
    // The read-back after a refusal is the same call as the first load.
    'xstate.done.actor.resyncCart': (sut, event) => sut.loadCart.resolve(event.output as Cart),
    'xstate.error.actor.resyncCart': (sut, event) => sut.loadCart.reject(event.error),
  },
  assertions: {
    // The first load shows an empty cart; a reload after a failure keeps what was shown.
    loading: (sut: Sut) => showsCart(sut),
    failed: async (sut: Sut) => {
      await showsCart(sut);
      fireEvent.click(screen.getByRole('button', { name: /^Cart, / }));
      const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
      expect(within(panel).getByRole('alert')).toHaveTextContent('Your cart could not be loaded.');
      fireEvent.click(within(panel).getByRole('button', { name: 'Close cart' }));
      await eventually(() => void expect(screen.queryByRole('dialog')).toBeNull());
    },
    'ready.idle': async (sut: Sut) => {
      await showsCart(sut);
      if (sut.cart.getSnapshot().context.items.length === 0) {
        fireEvent.click(screen.getByRole('button', { name: /^Cart, / }));
        const panel = await screen.findByRole('dialog', { name: 'Shopping Cart' });
        expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
        fireEvent.click(within(panel).getByRole('button', { name: 'Close cart' }));
        await eventually(() => void expect(screen.queryByRole('dialog')).toBeNull());
      }
    },
    // Shown at once; the request is the oldest change still to be sent.
    'ready.sending': async (sut: Sut) => {
      await showsCart(sut);
      expect(sut.sendCartChange.calls.at(-1)).toEqual(sut.cart.getSnapshot().context.outbox[0]);
    },
    // A refusal is told in the server's words, and the cart is read back.
    'ready.resyncing': async (sut: Sut) => {
      expect(sut.loadCart.isPending).toBe(true);
      if (sut.readBackAfterPayment) return;
      expect(sut.showToast).toHaveBeenCalledWith({ title: 'Cart Not Updated', description: 'Lead Capture Pro is already in your cart!', variant: 'destructive' });
      expect(sut.loadCart.isPending).toBe(true);
    },
  },
});
