import { assign, setup } from 'xstate';
import { cardFormComplete, cardFormErrors, cardOfCardForm, emptyCardForm, typedInto, withoutError, type CardFormField, type CardFormValues, type FieldErrors } from '../../domain/payments/checkout-form';
import { paymentMessages, type PaymentMethod } from '../../domain/payments/payments';
import type { ToastInput } from '../toast/toast.types';
import { cardRequiredToast, checkoutPaidToast, paymentFailedToast } from './payment-messages';
import { checkoutDelayMs, paymentErrorOf, payingMachine, type PaymentAttempt } from './paying.machine';

/** 02 §2: four methods show at first; 'Show More Payment Methods (5 more)' reveals the rest. */
export const primaryMethods = ['card', 'paypal', 'apple_pay', 'google_pay'] as const satisfies readonly PaymentMethod[];
export const moreMethods = ['stripe', 'bank_transfer', 'crypto', 'alipay', 'wechat_pay'] as const satisfies readonly PaymentMethod[];

export interface CheckoutInput {
  /** The bank transfer's reference (02 §2: random), drawn by the screen that opens. */
  reference: string;
}

export interface CheckoutContext {
  method: PaymentMethod;
  showMore: boolean;
  card: CardFormValues;
  /** The card rules' messages from the last submit, each under its field (D84). */
  cardErrors: FieldErrors<CardFormField>;
  reference: string;
  /** The last payment attempt, whose key a retry of the same payment keeps. */
  attempt: PaymentAttempt | null;
}

export type CheckoutEvent =
  | { type: 'method.chosen'; method: PaymentMethod }
  | { type: 'methods.more' }
  | { type: 'field.changed'; field: CardFormField; value: string }
  | { type: 'payment.submit' };

const isMoreMethod = (method: PaymentMethod) => (moreMethods as readonly PaymentMethod[]).includes(method);

/**
 * /checkout (02 §2, D10): the cart is paid with the chosen method. A card needs its four fields
 * (else 'Payment Information Required' and nothing is sent); the paying actor waits the spec's 3 s
 * and pays; success leaves for the dashboard, a decline stays with the spec's text.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: { paying: payingMachine },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    paid: () => {},
  },
  guards: {
    isOtherMethod: ({ context, event }) => event.type === 'method.chosen' && event.method !== context.method && (context.showMore || !isMoreMethod(event.method)),
    moreHidden: ({ context }) => !context.showMore,
    cardIncomplete: ({ context }) => context.method === 'card' && !cardFormComplete(context.card),
    cardInvalid: ({ context }) => context.method === 'card' && Object.keys(cardFormErrors(context.card, new Date())).length > 0,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ method: 'card', showMore: false, card: emptyCardForm, cardErrors: {}, reference: input.reference, attempt: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'method.chosen': { guard: 'isOtherMethod', actions: assign({ method: ({ event }) => event.method }) },
        'methods.more': { guard: 'moreHidden', actions: assign({ showMore: true }) },
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
          order: { purpose: 'cart', method: context.method, card: context.method === 'card' ? cardOfCardForm(context.card) : undefined },
          delayMs: checkoutDelayMs,
          previous: context.attempt,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'paid',
            target: 'paid',
            actions: [assign({ attempt: ({ event }) => event.output.attempt }), { type: 'showToast', params: checkoutPaidToast }, 'paid'],
          },
          {
            target: 'idle',
            actions: [
              assign({ attempt: ({ event }) => event.output.attempt }),
              { type: 'showToast', params: ({ event }) => paymentFailedToast(paymentErrorOf(event.output), paymentMessages.checkoutFailed) },
            ],
          },
        ],
      },
    },
    // The app goes to the dashboard (02 §8); nothing more happens here.
    paid: { type: 'final' },
  },
});
