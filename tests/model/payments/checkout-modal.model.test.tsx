import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { MarketBot } from '../../../src/domain/market/market';
import { looksLikeEmail } from '../../../src/domain/payments/card-format';
import { cardOfCheckoutForm, checkoutFormFields, type CheckoutFormField } from '../../../src/domain/payments/checkout-form';
import { checkoutModalMachine } from '../../../src/machines/payments/checkout-modal.machine';
import { checkoutDelayMs, type PayingOutput } from '../../../src/machines/payments/paying.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { leadCapture } from '../../../src/views/market/market-story-fixtures';
import { CheckoutModal } from '../../../src/views/payments/CheckoutModal';
import { describeModel } from '../harness';
import { createPaying, payingOutcomes, settlePaying } from './paying-harness';

/** What a person types into each field, and what the field then holds (02 §5 formatting). */
const typed: Record<CheckoutFormField, { label: string; text: string; shown: string }> = {
  email: { label: 'Email', text: 'ada@example.com', shown: 'ada@example.com' },
  fullName: { label: 'Full Name', text: 'Ada Lovelace', shown: 'Ada Lovelace' },
  address: { label: 'Address', text: '12 Analytical Way', shown: '12 Analytical Way' },
  city: { label: 'City', text: 'London', shown: 'London' },
  zipCode: { label: 'ZIP Code', text: 'N1 9GU', shown: 'N1 9GU' },
  cardNumber: { label: 'Card Number', text: '4242-4242-4242-4242-99', shown: '4242 4242 4242 4242' },
  expiryDate: { label: 'Expiry Date', text: '12/30', shown: '12/30' },
  cvv: { label: 'CVV', text: '12a3', shown: '123' },
  cardName: { label: 'Name on Card', text: 'A LOVELACE', shown: 'A LOVELACE' },
};

const brokenCvv = '1';

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const paying = createPaying();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const purchased = vi.fn<(bot: MarketBot) => void>();
  const actor = createActor(
    checkoutModalMachine.provide({
      actors: { paying: paying.logic },
      actions: { showToast: (_, toast) => showToast(toast), purchased: (_, bot) => purchased(bot) },
    }),
  ).start();
  const view = render(<CheckoutModal actor={actor} />);
  return { actor, view, paying, showToast, purchased, refusedLast: false, submittedBroken: false };
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
    // With the form complete, the CVV is broken and mended: a broken card rule is refused under its field (D84).
    const cvvTurn = next === undefined && looksLikeEmail(values.email) ? [{ type: 'field.changed', field: 'cvv', value: values.cvv === brokenCvv ? typed.cvv.text : brokenCvv }] : [];
    // While the CVV is broken only submitting and mending it are tried: the rest is as with a good CVV.
    if (values.cvv === brokenCvv) return [...cvvTurn, { type: 'form.submit' }];
    return [
      { type: 'checkout.open', bot: leadCapture },
      ...(closable ? [{ type: 'checkout.close' }] : []),
      fill,
      ...(snapshot.context.attempt === null ? cvvTurn : []),
      { type: 'form.submit' },
      ...payingOutcomes('An error occurred while processing your payment. Please try again.'),
    ];
  },
  // Whether the last attempt's outcome is unknown is part of the state: the next submit is then a
  // retry that must keep its key (settlePaying checks the keys).
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      checkoutFormFields.filter((field) => snapshot.context.values[field] === '').length,
      looksLikeEmail(snapshot.context.values.email),
      snapshot.context.values.cvv === brokenCvv,
      Object.keys(snapshot.context.cardErrors),
      snapshot.context.attempt?.settled ?? null,
    ]),
  chainPaths: true,
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
    'field.changed': (_sut, event) => {
      fireEvent.change(within(dialog()).getByLabelText(typed[event.field as CheckoutFormField].label), { target: { value: event.value } });
    },
    'form.submit': (sut) => {
      sut.showToast.mockClear();
      sut.submittedBroken = sut.actor.getSnapshot().context.values.cvv === brokenCvv;
      fireEvent.click(within(dialog()).getByRole('button', { name: /Complete Purchase/ }));
    },
    // That one bot, by card, with the form's card.
    'xstate.done.actor.paying': async (sut, event) => {
      const output = event.output as PayingOutput;
      sut.refusedLast = output.outcome !== 'paid';
      const order = { purpose: 'bot', bot_id: leadCapture.id, method: 'card', card: cardOfCheckoutForm(sut.actor.getSnapshot().context.values) } as const;
      await settlePaying(sut.paying, checkoutDelayMs, order, output);
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
    // Each field holds what its rule allows of what was typed; a refusal says why.
    editing: (sut: Sut) => {
      const { values } = sut.actor.getSnapshot().context;
      for (const field of checkoutFormFields) {
        const input = within(dialog()).getByLabelText(typed[field].label);
        expect(input).toHaveValue(values[field]);
        expect(input).toBeRequired();
        if (values[field] !== '' && field !== 'email' && values[field] !== brokenCvv) expect(values[field]).toBe(typed[field].shown);
      }
      // The card rules' messages from the last submit, each under its field; nothing was sent for them.
      const { cardErrors } = sut.actor.getSnapshot().context;
      for (const [field, message] of Object.entries(cardErrors)) {
        expect(within(dialog()).getByLabelText(typed[field as CheckoutFormField].label)).toHaveAccessibleDescription(message);
      }
      if (values.cvv === brokenCvv && sut.submittedBroken) expect(cardErrors).toEqual({ cvv: 'The CVV has 3 digits' });
      expect(within(dialog()).getByText('Tax (8%)')).toBeInTheDocument();
      expect(within(dialog()).getByText('$4.00')).toBeInTheDocument();
      expect(within(dialog()).getByText('$53.99')).toBeInTheDocument();
      if (sut.refusedLast) {
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Payment Failed', description: 'An error occurred while processing your payment. Please try again.', variant: 'destructive' });
        sut.refusedLast = false;
      }
    },
    paying: () => {
      expect(within(dialog()).getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
      expect(within(dialog()).getByLabelText('Email')).toBeDisabled();
    },
  },
});
