import { assign, fromPromise, setup } from 'xstate';
import type { MarketBot } from '../../domain/market/market';
import { cardOfCheckoutForm, checkoutFormComplete, emptyCheckoutForm, typedInto, type CheckoutFormField, type CheckoutFormValues } from '../../domain/payments/checkout-form';
import { paymentMessages, type CheckoutRequest, type CheckoutResponse } from '../../domain/payments/payments';
import type { ToastInput } from '../toast/toast.types';
import { botPurchasedToast, keyAfterRefusal, newAttemptKey, paymentFailedToast } from './payment-messages';

/** 02 §9: the checkout's processing wait, 3000 ms. */
export const checkoutDelayMs = 3000;

export interface CheckoutModalContext {
  bot: MarketBot | null;
  values: CheckoutFormValues;
  /** One key per attempt: a retry after no answer sends it again, so the bot is paid once (D39). */
  attemptKey: string;
}

export type CheckoutModalEvent =
  | { type: 'checkout.open'; bot: MarketBot }
  | { type: 'checkout.close' }
  | { type: 'field.changed'; field: CheckoutFormField; value: string }
  | { type: 'form.submit' };

/**
 * The checkout modal from Buy (02 §2, D41): nine fields, all required; 'Processing Payment...' for
 * the spec's 3 s, then that one bot is paid through the same checkout as /checkout.
 */
export const checkoutModalMachine = setup({
  types: {
    context: {} as CheckoutModalContext,
    events: {} as CheckoutModalEvent,
  },
  delays: { checkoutDelay: checkoutDelayMs },
  actors: {
    pay: fromPromise<CheckoutResponse, CheckoutRequest>(async () => {
      throw new Error('pay is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    purchased: (_, _bot: MarketBot) => {},
  },
  guards: {
    formComplete: ({ context }) => checkoutFormComplete(context.values),
  },
}).createMachine({
  id: 'checkoutModal',
  context: { bot: null, values: emptyCheckoutForm, attemptKey: '' },
  initial: 'closed',
  states: {
    closed: {
      on: { 'checkout.open': { target: 'editing', actions: assign(({ event }) => ({ bot: event.bot, values: emptyCheckoutForm, attemptKey: newAttemptKey() })) } },
    },
    editing: {
      on: {
        'checkout.close': 'closed',
        // Other details are another payment: a new key, so the server does not refuse it as a reuse.
        'field.changed': {
          actions: assign(({ context, event }) => ({ values: typedInto(context.values, event.field, event.value), attemptKey: newAttemptKey() })),
        },
        // The browser refuses an incomplete form before it is sent (02 §5); this guard is the same rule.
        'form.submit': { guard: 'formComplete', target: 'processing' },
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
          purpose: 'bot',
          bot_id: context.bot!.id,
          method: 'card',
          card: cardOfCheckoutForm(context.values),
        }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'purchased', params: ({ context }) => context.bot! }, { type: 'showToast', params: ({ context }) => botPurchasedToast(context.bot!) }],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'showToast', params: ({ event }) => paymentFailedToast(event.error, paymentMessages.checkoutFailed) },
            assign({ attemptKey: ({ context, event }) => keyAfterRefusal(context.attemptKey, event.error) }),
          ],
        },
      },
    },
  },
});
