import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutRequest, CheckoutResponse } from '../../domain/payments/payments';
import { newAttemptKey, outcomeKnown } from './payment-messages';

/** 02 §9: the processing wait at /checkout and in the checkout modal. */
export const checkoutDelayMs = 3000;
/** 02 §9: the processing wait on /payment. */
export const planPaymentDelayMs = 2000;

type WithoutKey<T> = T extends unknown ? Omit<T, 'idempotency_key'> : never;

/** What a flow pays for (the cart, one bot, a plan) and how; the attempt's key is this machine's to choose. */
export type PaymentOrder = WithoutKey<CheckoutRequest>;

/** One attempt at paying an order: its idempotency key, and whether its outcome is known. */
export interface PaymentAttempt {
  order: PaymentOrder;
  key: string;
  /** Paid or refused. Unknown (no answer, or the server cannot tell yet), a retry of the same order is the same payment. */
  settled: boolean;
}

// The flows build their orders the same way each time, so equal orders serialise alike.
const sameOrder = (one: PaymentOrder, other: PaymentOrder) => JSON.stringify(one) === JSON.stringify(other);

/**
 * The attempt that pays `order` after `previous` (D39, D58): the same key when the previous
 * attempt's outcome is unknown and nothing was changed, so the server charges it once; a new key
 * otherwise, since other details or a known outcome make it another payment.
 */
export function attemptFor(order: PaymentOrder, previous: PaymentAttempt | null): PaymentAttempt {
  const retry = previous !== null && !previous.settled && sameOrder(previous.order, order);
  return { order, key: retry ? previous.key : newAttemptKey(), settled: false };
}

export interface PayingInput {
  order: PaymentOrder;
  /** The flow's processing wait: checkoutDelayMs or planPaymentDelayMs. */
  delayMs: number;
  /** The flow's last attempt, which decides whether this one keeps its key. */
  previous: PaymentAttempt | null;
}

/** Paid; declined (the server refused); or failed (no answer, or an outcome the server does not know yet). */
export type PayingOutput = { outcome: 'paid'; response: CheckoutResponse; attempt: PaymentAttempt } | { outcome: 'declined' | 'failed'; error: unknown; attempt: PaymentAttempt };

interface PayingContext {
  delayMs: number;
  attempt: PaymentAttempt;
  response: CheckoutResponse | null;
  error: unknown;
}

function outputOf({ attempt, response, error }: PayingContext): PayingOutput {
  if (response) return { outcome: 'paid', response, attempt };
  return { outcome: attempt.settled ? 'declined' : 'failed', error, attempt };
}

/** Why a payment did not go through, for the flow's failure toast; null when it was paid. */
export const paymentErrorOf = (output: PayingOutput) => (output.outcome === 'paid' ? null : output.error);

/**
 * One payment attempt, shared by /checkout, the checkout modal and /payment (02 §2, D39–D41): the
 * spec's processing wait, then the server's checkout with the attempt's idempotency key, ending
 * paid, declined or failed. The flow that invokes it keeps only what differs: its form, its
 * order, its delay and its toasts.
 */
export const payingMachine = setup({
  types: {
    context: {} as PayingContext,
    input: {} as PayingInput,
    output: {} as PayingOutput,
  },
  delays: { paymentDelay: ({ context }) => context.delayMs },
  actors: {
    pay: fromPromise<CheckoutResponse, CheckoutRequest>(async () => {
      throw new Error('pay is provided by the app');
    }),
  },
  guards: {
    outcomeKnown: ({ event }) => 'error' in event && outcomeKnown(event.error),
  },
}).createMachine({
  id: 'paying',
  context: ({ input }) => ({ delayMs: input.delayMs, attempt: attemptFor(input.order, input.previous), response: null, error: null }),
  initial: 'processing',
  states: {
    processing: {
      after: { paymentDelay: 'charging' },
    },
    charging: {
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ ...context.attempt.order, idempotency_key: context.attempt.key }),
        onDone: {
          target: 'paid',
          actions: assign({ response: ({ event }) => event.output, attempt: ({ context }) => ({ ...context.attempt, settled: true }) }),
        },
        onError: [
          { guard: 'outcomeKnown', target: 'declined', actions: assign({ error: ({ event }) => event.error, attempt: ({ context }) => ({ ...context.attempt, settled: true }) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    paid: { type: 'final' },
    declined: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => outputOf(context),
});
