import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { MarketBot } from '../../../src/domain/market/market';
import { looksLikeEmail } from '../../../src/domain/payments/card-format';
import { checkoutFormFields, type CheckoutFormField } from '../../../src/domain/payments/checkout-form';
import type { CheckoutRequest, CheckoutResponse } from '../../../src/domain/payments/payments';
import { checkoutDelayMs, checkoutModalMachine } from '../../../src/machines/payments/checkout-modal.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { ApiError } from '../../../src/services/api-client';
import { leadCapture } from '../../../src/views/market/market-story-fixtures';
import { CheckoutModal } from '../../../src/views/payments/CheckoutModal';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';
import { paidResponse } from '../../../src/views/payments/payment-story-fixtures';

/** What a person types into each field, and what the field then holds (02 §5 formatting). */
const typed: Record<CheckoutFormField, { label: string; text: string; shown: string }> = {
  email: { label: 'Email', text: 'ada@example.com', shown: 'ada@example.com' },
  fullName: { label: 'Full Name', text: 'Ada Lovelace', shown: 'Ada Lovelace' },
  address: { label: 'Address', text: '12 Analytical Way', shown: '12 Analytical Way' },
  city: { label: 'City', text: 'London', shown: 'London' },
  zipCode: { label: 'ZIP Code', text: 'N1 9GU', shown: 'N1 9GU' },
  cardNumber: { label: 'Card Number', text: '4242-4242-4242-4242-99', shown: '4242 4242 4242 4242' },
  expiryDate: { label: 'Expiry Date', text: '12/30', shown: '12/30' },
  cvv: { label: 'CVV', text: '12a34', shown: '1234' },
  cardName: { label: 'Name on Card', text: 'A LOVELACE', shown: 'A LOVELACE' },
};

const declined = refused(402, 'An error occurred while processing your payment. Please try again.');
const unreachable = new ApiError('No response from server', null);

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const pay = createDeferredActor<CheckoutResponse, CheckoutRequest>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const purchased = vi.fn<(bot: MarketBot) => void>();
  const actor = createActor(
    checkoutModalMachine.provide({
      actors: { pay: pay.logic },
      actions: { showToast: (_, toast) => showToast(toast), purchased: (_, bot) => purchased(bot) },
    }),
  ).start();
  const view = render(<CheckoutModal actor={actor} />);
  return { actor, view, pay, showToast, purchased, keysSeen: [] as string[], lastError: null as unknown };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog', { name: 'Checkout' });

describeModel('checkout-modal machine with the checkout modal', {
  machine: checkoutModalMachine,
  // The form is filled field by field, in order: one chain of states, not every order of nine fields.
  events: (snapshot) => {
    const { values } = snapshot.context;
    const next = checkoutFormFields.find((field) => values[field] === '');
    const fill = next
      ? { type: 'field.changed', field: next, value: typed[next].text }
      : looksLikeEmail(values.email)
        ? { type: 'field.changed', field: 'email', value: 'ada.example.com' }
        : { type: 'field.changed', field: 'email', value: typed.email.text };
    // Closing is tried with the form empty and complete; the fields between add nothing to it.
    const closable = next === undefined || next === 'email';
    return [
      { type: 'checkout.open', bot: leadCapture },
      ...(closable ? [{ type: 'checkout.close' }] : []),
      fill,
      { type: 'form.submit' },
      { type: `xstate.after.checkoutDelay.checkoutModal.processing` },
      { type: 'xstate.done.actor.pay', output: paidResponse },
      { type: 'xstate.error.actor.pay', error: declined },
      { type: 'xstate.error.actor.pay', error: unreachable },
    ];
  },
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, checkoutFormFields.filter((field) => snapshot.context.values[field] === '').length, looksLikeEmail(snapshot.context.values.email)]),
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    // Buy on a card, in the grid or on the detail page; the purchase e2e presses it.
    'checkout.open': (sut, event) => sut.actor.send(event as never),
    'checkout.close': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    },
    'field.changed': (sut, event) => {
      sut.keysSeen.push(sut.actor.getSnapshot().context.attemptKey);
      fireEvent.change(within(dialog()).getByLabelText(typed[event.field as CheckoutFormField].label), { target: { value: event.value } });
    },
    'form.submit': (sut) => {
      sut.showToast.mockClear();
      fireEvent.click(within(dialog()).getByRole('button', { name: /Complete Purchase/ }));
    },
    'xstate.after.checkoutDelay.checkoutModal.processing': () => act(() => void vi.advanceTimersByTime(checkoutDelayMs)),
    'xstate.done.actor.pay': (sut, event) => sut.pay.resolve(event.output as CheckoutResponse),
    'xstate.error.actor.pay': (sut, event) => {
      sut.lastError = event.error;
      sut.keysSeen.push(sut.actor.getSnapshot().context.attemptKey);
      sut.pay.reject(event.error);
    },
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      if (sut.purchased.mock.calls.length > 0) {
        expect(sut.purchased).toHaveBeenLastCalledWith(leadCapture);
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Purchase Successful!', description: 'Lead Capture Pro has been added to your library...', variant: 'success' });
      }
    },
    // Each field holds what its rule allows of what was typed; a refusal says why, and a retry after
    // no answer keeps the key (the server then answers it as the first attempt).
    editing: (sut: Sut) => {
      const { values, attemptKey } = sut.actor.getSnapshot().context;
      for (const field of checkoutFormFields) {
        const input = within(dialog()).getByLabelText(typed[field].label);
        expect(input).toHaveValue(values[field]);
        expect(input).toBeRequired();
        if (values[field] !== '' && field !== 'email') expect(values[field]).toBe(typed[field].shown);
      }
      expect(within(dialog()).getByText('Tax (8%)')).toBeInTheDocument();
      expect(within(dialog()).getByText('$4.00')).toBeInTheDocument();
      expect(within(dialog()).getByText('$53.99')).toBeInTheDocument();
      if (sut.lastError) {
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Payment Failed', description: 'An error occurred while processing your payment. Please try again.', variant: 'destructive' });
        const keyBefore = sut.keysSeen.at(-1);
        if (sut.lastError === unreachable) expect(attemptKey).toBe(keyBefore);
        else expect(attemptKey).not.toBe(keyBefore);
        sut.lastError = null;
      }
    },
    processing: (sut: Sut) => {
      expect(within(dialog()).getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
      expect(within(dialog()).getByLabelText('Email')).toBeDisabled();
      expect(sut.pay.isPending).toBe(false);
    },
    charging: (sut: Sut) => {
      const { values, attemptKey } = sut.actor.getSnapshot().context;
      expect(sut.pay.calls.at(-1)).toEqual({
        idempotency_key: attemptKey,
        purpose: 'bot',
        bot_id: leadCapture.id,
        method: 'card',
        card: { number: values.cardNumber, expiry: values.expiryDate, cvv: values.cvv, name: values.cardName },
      });
      expect(within(dialog()).getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    },
  },
});
