import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { CheckoutRequest, CheckoutResponse } from '../../../src/domain/payments/payments';
import { payingMachine, type PayingOutput, type PaymentOrder } from '../../../src/machines/payments/paying.machine';
import { ApiError } from '../../../src/services/api-client';
import { paidResponse } from '../../../src/views/payments/payment-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { refused } from '../refused';

/**
 * The flows that pay (/checkout, the checkout modal, /payment) invoke the real paying actor; its
 * server call is the deferred fake. A generated path's `xstate.done.actor.paying` comes about as in
 * the browser: the flow's wait passes on the fake clock, the request goes out, the server answers.
 */
export function createPaying() {
  const pay = createDeferredActor<CheckoutResponse, CheckoutRequest>();
  return { pay, logic: payingMachine.provide({ actors: { pay: pay.logic } }), lastOutcome: null as PayingOutput['outcome'] | null };
}
export type Paying = ReturnType<typeof createPaying>;

// What the parent's generated paths carry; the attempt inside is the paying actor's business.
const placeholderAttempt = { order: { purpose: 'cart', method: 'paypal' } as PaymentOrder, key: 'placeholder', settled: true };

/** The three outcomes a flow reacts to, with the server's refusal in its words (`declinedText`). */
export function payingOutcomes(declinedText: string) {
  return [
    { type: 'xstate.done.actor.paying', output: { outcome: 'paid', response: paidResponse, attempt: placeholderAttempt } },
    { type: 'xstate.done.actor.paying', output: { outcome: 'declined', error: refused(402, declinedText), attempt: placeholderAttempt } },
    { type: 'xstate.done.actor.paying', output: { outcome: 'failed', error: new ApiError('No response from server', null), attempt: { ...placeholderAttempt, settled: false } } },
  ] as const;
}

const withoutKey = ({ idempotency_key: _key, ...order }: CheckoutRequest) => order;

/**
 * Lets the flow's wait pass, checks the request the paying actor then sent (the flow's order; the
 * key kept only by a retry of an unanswered attempt at the same order), and answers it.
 */
export async function settlePaying(paying: Paying, delayMs: number, expectedOrder: PaymentOrder, output: PayingOutput) {
  const before = paying.pay.calls.length;
  await act(async () => void vi.advanceTimersByTime(delayMs - 1));
  expect(paying.pay.calls).toHaveLength(before);
  await act(async () => void vi.advanceTimersByTime(1));
  expect(paying.pay.calls).toHaveLength(before + 1);
  const sent = paying.pay.calls.at(-1)!;
  expect(withoutKey(sent)).toEqual(JSON.parse(JSON.stringify(expectedOrder)));
  const previous = paying.pay.calls.at(-2);
  if (previous) {
    const retry = paying.lastOutcome === 'failed' && JSON.stringify(withoutKey(previous)) === JSON.stringify(withoutKey(sent));
    if (retry) expect(sent.idempotency_key).toBe(previous.idempotency_key);
    else expect(sent.idempotency_key).not.toBe(previous.idempotency_key);
  }
  paying.lastOutcome = output.outcome;
  if (output.outcome === 'paid') paying.pay.resolve(output.response);
  else paying.pay.reject(output.error);
}
