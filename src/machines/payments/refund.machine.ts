import { assign, fromPromise, setup } from 'xstate';
import { errorStatusOf, errorTextOf } from '../../domain/error-text';
import type { Payment } from '../../domain/payments/payments';
import type { ToastInput } from '../toast/toast.types';
import { newAttemptKey } from './payment-messages';

export interface RefundRequestInput {
  paymentId: string;
  idempotencyKey: string;
}

export interface RefundContext {
  /** The payment the details dialog shows, whose refund this is. */
  payment: Payment | null;
  /** The refund's key: kept by a retry, so the payment is refunded once (D84). */
  key: string;
  error: string | null;
}

export type RefundEvent =
  | { type: 'refund.request'; payment: Payment }
  | { type: 'refund.cancel' }
  | { type: 'refund.confirm' }
  | { type: 'refund.reset' };

/** What the dialog says when the refund did not go through: the server's reason, or that it did not answer. */
export const refundUnreachableText = 'The refund could not be requested. Check your connection and try again.';

export const refundDoneToast = (payment: Payment): ToastInput => ({
  title: 'Refund Complete',
  description: `${payment.id} has been refunded. Bots it bought have left My Bots.`,
  variant: 'success',
});

/**
 * "Request refund" in a payment's details (D84): confirm, then the refund is asked for with
 * its own idempotency key; a retry after an error keeps the key, so the payment is refunded once.
 * Done, the app replaces the payment in the history (`refunded`).
 */
export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
  },
  actors: {
    requestRefund: fromPromise<Payment, RefundRequestInput>(async () => {
      throw new Error('requestRefund is provided by the app');
    }),
  },
  actions: {
    refunded: (_, _payment: Payment) => {},
    showToast: (_, _toast: ToastInput) => {},
  },
}).createMachine({
  id: 'refund',
  context: { payment: null, key: '', error: null },
  initial: 'idle',
  on: {
    // The dialog closed or shows another payment: whatever was under way here is left.
    'refund.reset': { target: '.idle', actions: assign({ payment: null, error: null }) },
  },
  states: {
    idle: {
      on: {
        'refund.request': {
          guard: ({ event }) => event.payment.refundable,
          target: 'confirming',
          actions: assign({ payment: ({ event }) => event.payment, key: () => newAttemptKey(), error: null }),
        },
      },
    },
    confirming: {
      on: {
        'refund.cancel': 'idle',
        'refund.confirm': 'pending',
      },
    },
    pending: {
      tags: ['busy'],
      invoke: {
        id: 'requestRefund',
        src: 'requestRefund',
        input: ({ context }) => ({ paymentId: context.payment!.id, idempotencyKey: context.key }),
        onDone: {
          target: 'done',
          actions: [
            assign({ payment: ({ event }) => event.output }),
            { type: 'refunded', params: ({ event }) => event.output },
            { type: 'showToast', params: ({ event }) => refundDoneToast(event.output) },
          ],
        },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => (errorStatusOf(event.error) !== null ? errorTextOf(event.error) : null) ?? refundUnreachableText }),
        },
      },
    },
    done: {},
    error: {
      on: {
        'refund.confirm': 'pending',
        'refund.cancel': 'idle',
      },
    },
  },
});
