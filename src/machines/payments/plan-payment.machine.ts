import { assign, fromPromise, setup } from 'xstate';
import { cardFormComplete, cardOfCardForm, emptyCardForm, typedInto, type CardFormField, type CardFormValues } from '../../domain/payments/checkout-form';
import { paymentMessages, type CheckoutRequest, type CheckoutResponse } from '../../domain/payments/payments';
import type { Subscription } from '../../domain/plans/plans';
import type { ToastInput } from '../toast/toast.types';
import { cardRequiredToast, keyAfterRefusal, newAttemptKey, paymentFailedToast, planPaidToast } from './payment-messages';

/** 02 §9: /payment's processing wait, 2000 ms. */
export const planPaymentDelayMs = 2000;

/** /payment offers a card or PayPal (02 §2). */
export type PlanPaymentMethod = 'card' | 'paypal';

export interface PlanPaymentContext {
  subscription: Subscription | null;
  method: PlanPaymentMethod;
  card: CardFormValues;
  attemptKey: string;
}

export type PlanPaymentEvent =
  | { type: 'plan.reload' }
  | { type: 'method.chosen'; method: PlanPaymentMethod }
  | { type: 'field.changed'; field: CardFormField; value: string }
  | { type: 'payment.submit' };

/**
 * /payment pays the plan chosen on /subscriptions (D40). Without one it says so. A card needs its
 * four fields, like /checkout (D58); 2 s processing; a decline shows the /payment failure text.
 */
export const planPaymentMachine = setup({
  types: {
    context: {} as PlanPaymentContext,
    events: {} as PlanPaymentEvent,
  },
  delays: { planPaymentDelay: planPaymentDelayMs },
  actors: {
    loadSubscription: fromPromise<Subscription | null>(async () => {
      throw new Error('loadSubscription is provided by the app');
    }),
    pay: fromPromise<CheckoutResponse, CheckoutRequest>(async () => {
      throw new Error('pay is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
  guards: {
    hasPlan: ({ event }) => 'output' in event && event.output !== null,
    isOtherMethod: ({ context, event }) => event.type === 'method.chosen' && event.method !== context.method,
    cardIncomplete: ({ context }) => context.method === 'card' && !cardFormComplete(context.card),
  },
}).createMachine({
  id: 'planPayment',
  context: { subscription: null, method: 'card', card: emptyCardForm, attemptKey: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        onDone: [
          { guard: 'hasPlan', target: 'idle', actions: assign({ subscription: ({ event }) => event.output, attemptKey: () => newAttemptKey() }) },
          { target: 'noPlan' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'plan.reload': 'loading' },
    },
    noPlan: {},
    idle: {
      on: {
        'method.chosen': { guard: 'isOtherMethod', actions: assign({ method: ({ event }) => event.method, attemptKey: () => newAttemptKey() }) },
        'field.changed': {
          actions: assign(({ context, event }) => ({ card: typedInto(context.card, event.field, event.value), attemptKey: newAttemptKey() })),
        },
        'payment.submit': [{ guard: 'cardIncomplete', actions: { type: 'showToast', params: cardRequiredToast } }, { target: 'processing' }],
      },
    },
    processing: {
      tags: ['busy'],
      after: { planPaymentDelay: 'charging' },
    },
    charging: {
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({
          idempotency_key: context.attemptKey,
          purpose: 'plan',
          plan_id: context.subscription!.plan_id,
          method: context.method,
          card: context.method === 'card' ? cardOfCardForm(context.card) : undefined,
        }),
        // Paid: the form is cleared so the same card is not paid again by a second press.
        onDone: { target: 'idle', actions: [assign({ card: emptyCardForm, attemptKey: () => newAttemptKey() }), { type: 'showToast', params: planPaidToast }] },
        onError: {
          target: 'idle',
          actions: [
            { type: 'showToast', params: ({ event }) => paymentFailedToast(event.error, paymentMessages.paymentFailed) },
            assign({ attemptKey: ({ context, event }) => keyAfterRefusal(context.attemptKey, event.error) }),
          ],
        },
      },
    },
  },
});
