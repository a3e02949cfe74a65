import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Cart } from '../../../src/domain/market/market';
import { cardFormFields, cardOfCardForm, type CardFormField } from '../../../src/domain/payments/checkout-form';
import type { PaymentMethod } from '../../../src/domain/payments/payments';
import { cartMachine } from '../../../src/machines/market/cart.machine';
import { checkoutMachine } from '../../../src/machines/payments/checkout.machine';
import { checkoutDelayMs, type PayingOutput } from '../../../src/machines/payments/paying.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { leadCapture, standupReporter } from '../../../src/views/market/market-story-fixtures';
import { CheckoutView } from '../../../src/views/payments/CheckoutView';
import { describeModel, eventually } from '../harness';
import { answering } from '../market/marketplace-harness';
import { createPaying, payingOutcomes, settlePaying } from './paying-harness';

const brokenCvv = '1';

const typed: Record<CardFormField, { label: string; text: string }> = {
  cardNumber: { label: 'Card Number', text: '4242424242424242' },
  expiryDate: { label: 'Expiry Date (MM/YY)', text: '1230' },
  cvv: { label: 'CVV', text: '123' },
  cardholderName: { label: 'Cardholder Name', text: 'Ada Lovelace' },
};
const shown: Record<CardFormField, string> = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123', cardholderName: 'Ada Lovelace' };

const twoBots: Cart = { items: [leadCapture, standupReporter], subtotal_cents: 6998 };

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const paying = createPaying();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const paid = vi.fn<() => void>();
  const actor = createActor(checkoutMachine.provide({ actors: { paying: paying.logic }, actions: { showToast: (_, toast) => showToast(toast), paid } }), {
    input: { reference: 'BF-7Q2K9XW4' },
  }).start();
  const cart = createActor(cartMachine.provide({ actors: { loadCart: fromPromise(async () => twoBots), sendCartChange: answering.sendCartChange } })).start();
  const view = render(
    <MemoryRouter>
      <CheckoutView checkout={actor} cart={cart} />
    </MemoryRouter>,
  );
  return { actor, cart, view, paying, showToast, paid, submittedIncomplete: false, submittedBroken: false };
}
type Sut = ReturnType<typeof mount>;

/** findBy* polls on setTimeout, which these tests fake: poll on real time instead. */
async function found<T>(get: () => T): Promise<T> {
  let element: T | undefined;
  await eventually(() => {
    element = get();
  });
  return element!;
}

const missingOf = (card: Record<CardFormField, string>) => cardFormFields.filter((field) => card[field] === '').length;
const methodLabel: Partial<Record<PaymentMethod, string>> = { card: 'Credit Card', paypal: 'PayPal', bank_transfer: 'Bank Transfer' };

describeModel('checkout machine with the /checkout screen', {
  machine: checkoutMachine,
  input: { reference: 'BF-7Q2K9XW4' },
  // The card is filled field by field in order, with the five more methods hidden; the methods
  // change with the card empty or complete, which is all their guards look at.
  events: (snapshot) => {
    const { method, showMore, card } = snapshot.context;
    const missing = missingOf(card);
    const next = cardFormFields.find((field) => card[field] === '');
    const settled = method !== 'card' || missing === 0 || missing === cardFormFields.length;
    // With the card complete, the CVV is broken and mended (D84): a broken rule is refused under its field.
    // While it is broken only submitting and mending it are tried: the rest is as with a good CVV.
    const cvvTurn = { type: 'field.changed', field: 'cvv', value: card.cvv === brokenCvv ? typed.cvv.text : brokenCvv };
    if (method === 'card' && card.cvv === brokenCvv) return [cvvTurn, { type: 'payment.submit' }];
    const canBreak = method === 'card' && missing === 0 && snapshot.context.attempt === null && snapshot.matches('idle');
    return [
      ...(canBreak ? [cvvTurn] : []),
      ...(settled ? (['card', 'paypal', 'bank_transfer'] as const).map((each) => ({ type: 'method.chosen', method: each })) : []),
      ...(method === 'card' && missing === cardFormFields.length ? [{ type: 'methods.more' }] : []),
      ...(method === 'card' && !showMore && next ? [{ type: 'field.changed', field: next, value: typed[next].text }] : []),
      ...(settled ? [{ type: 'payment.submit' }] : []),
      ...payingOutcomes('An error occurred while processing your payment. Please try again.'),
    ];
  },
  serializeState: (snapshot) => {
    const { method, showMore, card } = snapshot.context;
    return JSON.stringify([snapshot.value, method, snapshot.matches('idle') ? showMore : null, method === 'card' ? missingOf(card) : null, card.cvv === brokenCvv, Object.keys(snapshot.context.cardErrors)]);
  },
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.cart.stop();
    vi.useRealTimers();
  },
  execute: {
    'method.chosen': async (_sut, event) => {
      const radio = await found(() => screen.getByRole('radio', { name: methodLabel[event.method as PaymentMethod] }));
      fireEvent.click(radio);
    },
    'methods.more': async () => {
      fireEvent.click(await found(() => screen.getByRole('button', { name: 'Show More Payment Methods (5 more)' })));
    },
    'field.changed': async (_sut, event) => {
      fireEvent.change(await found(() => screen.getByLabelText(typed[event.field as CardFormField].label)), { target: { value: event.value } });
    },
    'payment.submit': async (sut) => {
      sut.showToast.mockClear();
      const { method, card } = sut.actor.getSnapshot().context;
      sut.submittedIncomplete = method === 'card' && missingOf(card) > 0;
      sut.submittedBroken = method === 'card' && card.cvv === brokenCvv;
      fireEvent.click(await found(() => screen.getByRole('button', { name: /Complete Payment/ })));
    },
    // The cart paid with the chosen method, the card only with a card.
    'xstate.done.actor.paying': async (sut, event) => {
      sut.showToast.mockClear();
      const { method, card } = sut.actor.getSnapshot().context;
      await settlePaying(sut.paying, checkoutDelayMs, { purpose: 'cart', method, card: method === 'card' ? cardOfCardForm(card) : undefined }, event.output as PayingOutput);
    },
  },
  assertions: {
    idle: async (sut: Sut) => {
      const { method, showMore, card, reference } = sut.actor.getSnapshot().context;
      const summary = await found(() => screen.getByRole('region', { name: 'Order Summary' }));
      expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lead Capture Pro$49.99', 'Slack Standup Reporter$19.99']);
      expect(within(summary).getByText('$69.98')).toBeInTheDocument();
      expect(within(summary).getByText('$5.60')).toBeInTheDocument();
      expect(within(summary).getByText('$75.58')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: methodLabel[method] })).toBeChecked();
      expect(screen.getAllByRole('radio')).toHaveLength(showMore ? 9 : 4);
      expect(screen.queryByRole('button', { name: 'Show More Payment Methods (5 more)' }) !== null).toBe(!showMore);
      expect(within(screen.getByRole('list', { name: 'Our promises' })).getAllByRole('listitem')).toHaveLength(4);
      if (method === 'card') {
        for (const field of cardFormFields) {
          expect(screen.getByLabelText(typed[field].label)).toHaveValue(card[field]);
          if (card[field] !== '' && card[field] !== brokenCvv) expect(card[field]).toBe(shown[field]);
        }
        // The card rules' messages from the last submit, each under its field; nothing was sent for them.
        for (const [field, message] of Object.entries(sut.actor.getSnapshot().context.cardErrors)) {
          expect(screen.getByLabelText(typed[field as CardFormField].label)).toHaveAccessibleDescription(message);
        }
        if (card.cvv === brokenCvv && sut.submittedBroken) {
          expect(sut.actor.getSnapshot().context.cardErrors).toEqual({ cvv: 'The CVV has 3 digits' });
          expect(sut.paying.pay.isPending).toBe(false);
        }
      }
      if (method === 'paypal') expect(screen.getByText('You will be redirected to PayPal to complete your payment securely.')).toBeInTheDocument();
      if (method === 'bank_transfer') {
        expect(screen.getByText(reference)).toBeInTheDocument();
        expect(screen.getByText('BOTFUS33')).toBeInTheDocument();
      }
      const toast = sut.showToast.mock.calls.at(-1)?.[0];
      if (sut.submittedIncomplete) {
        expect(toast).toEqual({ title: 'Payment Information Required', description: 'Please fill in all card details to continue.', variant: 'destructive' });
        expect(sut.paying.pay.isPending).toBe(false);
      } else if (toast) {
        expect(toast).toEqual({ title: 'Payment Failed', description: 'An error occurred while processing your payment. Please try again.', variant: 'destructive' });
      }
    },
    paying: async () => {
      await eventually(() => void expect(screen.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled());
    },
    paid: (sut: Sut) => {
      expect(sut.paid).toHaveBeenCalledTimes(1);
      expect(sut.showToast).toHaveBeenLastCalledWith({
        title: 'Payment Successful!',
        description: 'Thank you for your purchase. You will receive a confirmation email shortly.',
        variant: 'success',
      });
    },
  },
});
