import { assign, fromPromise, setup } from 'xstate';
import { cardFormComplete, cardOfCardForm, emptyCardForm, typedInto, type CardFormField, type CardFormValues } from '../../domain/payments/checkout-form';
import { paymentMessages, type CheckoutRequest, type CheckoutResponse, type PaymentMethod } from '../../domain/payments/payments';
import type { ToastInput } from '../toast/toast.types';
import { checkoutDelayMs } from './checkout-modal.machine';
import { cardRequiredToast, checkoutPaidToast, keyAfterRefusal, newAttemptKey, paymentFailedToast } from './payment-messages';

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
  reference: string;
  attemptKey: string;
}

export type CheckoutEvent =
  | { type: 'method.chosen'; method: PaymentMethod }
  | { type: 'methods.more' }
  | { type: 'field.changed'; field: CardFormField; value: string }
  | { type: 'payment.submit' };

const isMoreMethod = (method: PaymentMethod) => (moreMethods as readonly PaymentMethod[]).includes(method);

/**
 * /checkout (02 §2, D10): the cart is paid with the chosen method. A card needs its four fields
 * (else 'Payment Information Required' and nothing is sent); 3 s processing; success leaves for the
 * dashboard, a decline stays with the spec's text.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  delays: { checkoutDelay: checkoutDelayMs },
  actors: {
    pay: fromPromise<CheckoutResponse, CheckoutRequest>(async () => {
      throw new Error('pay is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    paid: (_, _response: CheckoutResponse) => {},
  },
  guards: {
    isOtherMethod: ({ context, event }) => event.type === 'method.chosen' && event.method !== context.method && (context.showMore || !isMoreMethod(event.method)),
    moreHidden: ({ context }) => !context.showMore,
    cardIncomplete: ({ context }) => context.method === 'card' && !cardFormComplete(context.card),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ method: 'card', showMore: false, card: emptyCardForm, reference: input.reference, attemptKey: newAttemptKey() }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'method.chosen': { guard: 'isOtherMethod', actions: assign({ method: ({ event }) => event.method, attemptKey: () => newAttemptKey() }) },
        'methods.more': { guard: 'moreHidden', actions: assign({ showMore: true }) },
        'field.changed': {
          actions: assign(({ context, event }) => ({ card: typedInto(context.card, event.field, event.value), attemptKey: newAttemptKey() })),
        },
        'payment.submit': [{ guard: 'cardIncomplete', actions: { type: 'showToast', params: cardRequiredToast } }, { target: 'processing' }],
      },
    },
    processing: {
      tags: ['busy'],
      after: { checkoutDelay: 'charging' },
    },
    charging: {
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({
          idempotency_key: context.attemptKey,
          purpose: 'cart',
          method: context.method,
          card: context.method === 'card' ? cardOfCardForm(context.card) : undefined,
        }),
        onDone: {
          target: 'paid',
          actions: [{ type: 'showToast', params: checkoutPaidToast }, { type: 'paid', params: ({ event }) => event.output }],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'showToast', params: ({ event }) => paymentFailedToast(event.error, paymentMessages.checkoutFailed) },
            assign({ attemptKey: ({ context, event }) => keyAfterRefusal(context.attemptKey, event.error) }),
          ],
        },
      },
    },
    // The app goes to the dashboard (02 §8); nothing more happens here.
    paid: { type: 'final' },
  },
});
