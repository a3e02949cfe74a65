import { assign, fromPromise, setup } from 'xstate';
import { cardFormComplete, cardFormErrors, cardOfCardForm, emptyCardForm, typedInto, withoutError, type CardFormField, type CardFormValues, type FieldErrors } from '../../domain/payments/checkout-form';
import { paymentMessages } from '../../domain/payments/payments';
import type { Subscription } from '../../domain/plans/plans';
import type { ToastInput } from '../toast/toast.types';
import { cardRequiredToast, paymentFailedToast, planPaidToast } from './payment-messages';
import { paymentErrorOf, payingMachine, planPaymentDelayMs, type PaymentAttempt } from './paying.machine';

/** /payment offers a card or PayPal (02 §2). */
export type PlanPaymentMethod = 'card' | 'paypal';

export interface PlanPaymentContext {
  subscription: Subscription | null;
  method: PlanPaymentMethod;
  card: CardFormValues;
  /** The card rules' messages from the last submit, each under its field (D84). */
  cardErrors: FieldErrors<CardFormField>;
  /** The last payment attempt, whose key a retry of the same payment keeps. */
  attempt: PaymentAttempt | null;
}

export type PlanPaymentEvent =
  | { type: 'plan.reload' }
  | { type: 'method.chosen'; method: PlanPaymentMethod }
  | { type: 'field.changed'; field: CardFormField; value: string }
  | { type: 'payment.submit' };

/**
 * /payment pays the plan chosen on /subscriptions (D40). Without one it says so. A card needs its
 * four fields, like /checkout (D58); the paying actor waits the spec's 2 s and pays; a decline
 * shows the /payment failure text.
 */
export const planPaymentMachine = setup({
  types: {
    context: {} as PlanPaymentContext,
    events: {} as PlanPaymentEvent,
  },
  actors: {
    loadSubscription: fromPromise<Subscription | null>(async () => {
      throw new Error('loadSubscription is provided by the app');
    }),
    paying: payingMachine,
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
  guards: {
    hasPlan: ({ event }) => 'output' in event && event.output !== null,
    isOtherMethod: ({ context, event }) => event.type === 'method.chosen' && event.method !== context.method,
    cardIncomplete: ({ context }) => context.method === 'card' && !cardFormComplete(context.card),
    cardInvalid: ({ context }) => context.method === 'card' && Object.keys(cardFormErrors(context.card, new Date())).length > 0,
  },
}).createMachine({
  id: 'planPayment',
  context: { subscription: null, method: 'card', card: emptyCardForm, cardErrors: {}, attempt: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        onDone: [{ guard: 'hasPlan', target: 'idle', actions: assign({ subscription: ({ event }) => event.output }) }, { target: 'noPlan' }],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'plan.reload': 'loading' },
    },
    noPlan: {},
    idle: {
      on: {
        'method.chosen': { guard: 'isOtherMethod', actions: assign({ method: ({ event }) => event.method }) },
        'field.changed': {
          actions: assign({ card: ({ context, event }) => typedInto(context.card, event.field, event.value), cardErrors: ({ context, event }) => withoutError(context.cardErrors, event.field) }),
        },
        // Nothing is sent while a card rule is broken (D84): each message goes under its field.
        'payment.submit': [
          { guard: 'cardIncomplete', actions: { type: 'showToast', params: cardRequiredToast } },
          { guard: 'cardInvalid', actions: assign({ cardErrors: ({ context }) => cardFormErrors(context.card, new Date()) }) },
          { target: 'paying', actions: assign({ cardErrors: {} }) },
        ],
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'paying',
        src: 'paying',
        input: ({ context }) => ({
          order: { purpose: 'plan', plan_id: context.subscription!.plan_id, method: context.method, card: context.method === 'card' ? cardOfCardForm(context.card) : undefined },
          delayMs: planPaymentDelayMs,
          previous: context.attempt,
        }),
        onDone: [
          // Paid: the form is cleared so the same card is not paid again by a second press.
          {
            guard: ({ event }) => event.output.outcome === 'paid',
            target: 'idle',
            actions: [assign({ card: emptyCardForm, attempt: ({ event }) => event.output.attempt }), { type: 'showToast', params: planPaidToast }],
          },
          {
            target: 'idle',
            actions: [
              assign({ attempt: ({ event }) => event.output.attempt }),
              { type: 'showToast', params: ({ event }) => paymentFailedToast(paymentErrorOf(event.output), paymentMessages.paymentFailed) },
            ],
          },
        ],
      },
    },
  },
});
