import { and, assign, setup } from 'xstate';
import type { MarketBot } from '../../domain/market/market';
import { cardOfCheckoutForm, checkoutFormComplete, checkoutFormErrors, emptyCheckoutForm, typedInto, withoutError, type CheckoutFormField, type CheckoutFormValues, type FieldErrors } from '../../domain/payments/checkout-form';
import { paymentMessages } from '../../domain/payments/payments';
import type { ToastInput } from '../toast/toast.types';
import { botPurchasedToast, paymentFailedToast } from './payment-messages';
import { checkoutDelayMs, paymentErrorOf, payingMachine, type PaymentAttempt } from './paying.machine';

export interface CheckoutModalContext {
  bot: MarketBot | null;
  values: CheckoutFormValues;
  /** The card rules' messages from the last submit, each under its field (D84). */
  cardErrors: FieldErrors<CheckoutFormField>;
  /** The last payment attempt: a retry after no answer sends its key again, so the bot is paid once (D39). */
  attempt: PaymentAttempt | null;
}

export type CheckoutModalEvent =
  | { type: 'checkout.open'; bot: MarketBot }
  | { type: 'checkout.close' }
  | { type: 'field.changed'; field: CheckoutFormField; value: string }
  | { type: 'form.submit' };

/**
 * The checkout modal from Buy (02 §2, D41): nine fields, all required; 'Processing Payment...'
 * while the paying actor waits the spec's 3 s and pays that one bot through the same checkout as
 * /checkout.
 */
export const checkoutModalMachine = setup({
  types: {
    context: {} as CheckoutModalContext,
    events: {} as CheckoutModalEvent,
  },
  actors: { paying: payingMachine },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    purchased: (_, _bot: MarketBot) => {},
  },
  guards: {
    formComplete: ({ context }) => checkoutFormComplete(context.values),
    cardInvalid: ({ context }) => Object.keys(checkoutFormErrors(context.values, new Date())).length > 0,
  },
}).createMachine({
  id: 'checkoutModal',
  context: { bot: null, values: emptyCheckoutForm, cardErrors: {}, attempt: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'checkout.open': { target: 'editing', actions: assign({ bot: ({ event }) => event.bot, values: emptyCheckoutForm, cardErrors: {} }) } },
    },
    editing: {
      on: {
        'checkout.close': 'closed',
        'field.changed': {
          actions: assign({ values: ({ context, event }) => typedInto(context.values, event.field, event.value), cardErrors: ({ context, event }) => withoutError(context.cardErrors, event.field) }),
        },
        // The browser refuses an incomplete form before it is sent (02 §5); this guard is the same rule.
        // Then the card rules (D84): nothing is sent while one is broken, each message under its field.
        'form.submit': [
          { guard: and(['formComplete', 'cardInvalid']), actions: assign({ cardErrors: ({ context }) => checkoutFormErrors(context.values, new Date()) }) },
          { guard: 'formComplete', target: 'paying', actions: assign({ cardErrors: {} }) },
        ],
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'paying',
        src: 'paying',
        input: ({ context }) => ({
          order: { purpose: 'bot', bot_id: context.bot!.id, method: 'card', card: cardOfCheckoutForm(context.values) },
          delayMs: checkoutDelayMs,
          previous: context.attempt,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'paid',
            target: 'closed',
            actions: [
              assign({ attempt: ({ event }) => event.output.attempt }),
              { type: 'purchased', params: ({ context }) => context.bot! },
              { type: 'showToast', params: ({ context }) => botPurchasedToast(context.bot!) },
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({ attempt: ({ event }) => event.output.attempt }),
              { type: 'showToast', params: ({ event }) => paymentFailedToast(paymentErrorOf(event.output), paymentMessages.checkoutFailed) },
            ],
          },
        ],
      },
    },
  },
});
