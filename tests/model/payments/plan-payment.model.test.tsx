import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { cardFormFields, cardOfCardForm, type CardFormField } from '../../../src/domain/payments/checkout-form';
import type { Subscription } from '../../../src/domain/plans/plans';
import { planPaymentDelayMs, type PayingOutput } from '../../../src/machines/payments/paying.machine';
import { planPaymentMachine } from '../../../src/machines/payments/plan-payment.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { PlanPaymentView } from '../../../src/views/payments/PlanPaymentView';
import { createDeferredActor } from '../deferred-actor';
import { describeModel, eventually } from '../harness';
import { refused } from '../refused';
import { proSubscription } from '../../../src/views/payments/payment-story-fixtures';
import { createPaying, payingOutcomes, settlePaying } from './paying-harness';

const brokenCvv = '1';

const typed: Record<CardFormField, { label: string; text: string }> = {
  cardNumber: { label: 'Card Number', text: '4000 0000 0000 0002' },
  expiryDate: { label: 'Expiry Date (MM/YY)', text: '0129' },
  cvv: { label: 'CVV', text: '999' },
  cardholderName: { label: 'Cardholder Name', text: 'Grace Hopper' },
};

const failedText = 'There was an error processing your payment. Please try again.';

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const loadSubscription = createDeferredActor<Subscription | null>();
  const paying = createPaying();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(
    planPaymentMachine.provide({ actors: { loadSubscription: loadSubscription.logic, paying: paying.logic }, actions: { showToast: (_, toast) => showToast(toast) } }),
  ).start();
  const view = render(
    <MemoryRouter>
      <PlanPaymentView actor={actor} />
    </MemoryRouter>,
  );
  return { actor, view, loadSubscription, paying, showToast, submittedIncomplete: false, paid: false };
}
type Sut = ReturnType<typeof mount>;

const missingOf = (card: Record<CardFormField, string>) => cardFormFields.filter((field) => card[field] === '').length;

describeModel('plan-payment machine with the /payment screen', {
  machine: planPaymentMachine,
  // The card is filled in order; the method changes with the card empty or complete.
  events: (snapshot) => {
    const { method, card } = snapshot.context;
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
      { type: 'xstate.done.actor.loadSubscription', output: proSubscription },
      { type: 'xstate.done.actor.loadSubscription', output: null },
      { type: 'xstate.error.actor.loadSubscription', error: refused(500, 'Failed to get current subscription') },
      { type: 'plan.reload' },
      ...(settled ? [{ type: 'method.chosen', method: 'paypal' }, { type: 'method.chosen', method: 'card' }, { type: 'payment.submit' }] : []),
      ...(method === 'card' && next ? [{ type: 'field.changed', field: next, value: typed[next].text }] : []),
      ...payingOutcomes(failedText),
    ];
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.method,
      snapshot.context.method === 'card' ? missingOf(snapshot.context.card) : null,
      snapshot.context.card.cvv === brokenCvv,
      Object.keys(snapshot.context.cardErrors),
    ]),
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'xstate.done.actor.loadSubscription': (sut, event) => sut.loadSubscription.resolve(event.output as Subscription | null),
    'xstate.error.actor.loadSubscription': (sut, event) => sut.loadSubscription.reject(event.error),
    'plan.reload': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'method.chosen': (_sut, event) => {
      fireEvent.click(screen.getByRole('radio', { name: event.method === 'card' ? 'Credit Card' : 'PayPal' }));
    },
    'field.changed': (_sut, event) => {
      fireEvent.change(screen.getByLabelText(typed[event.field as CardFormField].label), { target: { value: event.value } });
    },
    'payment.submit': (sut) => {
      sut.showToast.mockClear();
      const { method, card } = sut.actor.getSnapshot().context;
      sut.submittedIncomplete = method === 'card' && missingOf(card) > 0;
      sut.paid = false;
      fireEvent.click(screen.getByRole('button', { name: /Pay Now/ }));
    },
    // The chosen plan, paid by card or PayPal; the card only with a card.
    'xstate.done.actor.paying': async (sut, event) => {
      const output = event.output as PayingOutput;
      sut.showToast.mockClear();
      sut.paid = output.outcome === 'paid';
      const { method, card } = sut.actor.getSnapshot().context;
      // The card goes as typed, kept to the fields' rules.
      if (method === 'card') expect(cardOfCardForm(card)).toEqual({ number: '4000 0000 0000 0002', expiry: '01/29', cvv: '999', name: 'Grace Hopper' });
      await settlePaying(sut.paying, planPaymentDelayMs, { purpose: 'plan', plan_id: 'pro-monthly', method, card: method === 'card' ? cardOfCardForm(card) : undefined }, output);
    },
  },
  assertions: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading your plan...');
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Your plan could not be loaded.');
    },
    noPlan: () => {
      expect(screen.getByRole('heading', { name: 'Nothing to pay' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute('href', '/subscriptions');
    },
    idle: (sut: Sut) => {
      const { method, card } = sut.actor.getSnapshot().context;
      const summary = screen.getByRole('region', { name: 'Order Summary' });
      expect(within(summary).getByText('Subscription: Pro Plan (monthly)')).toBeInTheDocument();
      expect(within(summary).getByText('$32.39')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: method === 'card' ? 'Credit Card' : 'PayPal' })).toBeChecked();
      if (method === 'card') for (const field of cardFormFields) expect(screen.getByLabelText(typed[field].label)).toHaveValue(card[field]);
      // The card rules' messages from the last submit, each under its field (D84); nothing was sent for them.
      if (method === 'card') {
        for (const [field, message] of Object.entries(sut.actor.getSnapshot().context.cardErrors)) {
          expect(screen.getByLabelText(typed[field as CardFormField].label)).toHaveAccessibleDescription(message);
        }
      }
      else expect(screen.getByText('You will be redirected to PayPal to complete your payment securely.')).toBeInTheDocument();
      const toast = sut.showToast.mock.calls.at(-1)?.[0];
      if (sut.submittedIncomplete) {
        expect(toast).toEqual({ title: 'Payment Information Required', description: 'Please fill in all card details to continue.', variant: 'destructive' });
        expect(sut.paying.pay.isPending).toBe(false);
      } else if (sut.paid) {
        expect(toast).toEqual({ title: 'Payment Successful!', description: 'Your payment has been processed successfully.', variant: 'success' });
        expect(missingOf(card)).toBe(cardFormFields.length);
      } else if (toast) {
        expect(toast).toEqual({ title: 'Payment Failed', description: failedText, variant: 'destructive' });
      }
    },
    paying: async () => {
      await eventually(() => void expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled());
    },
  },
});
