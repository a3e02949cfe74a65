import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { paymentMessages, type CheckoutRequest, type CheckoutResponse } from '../../../src/domain/payments/payments';
import { checkoutDelayMs, payingMachine, type PayingInput, type PayingOutput } from '../../../src/machines/payments/paying.machine';
import { ApiError } from '../../../src/services/api-client';
import { paidResponse } from '../../../src/views/payments/payment-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

/**
 * The paying actor has no view of its own: /checkout, the checkout modal and /payment show it as
 * their busy state (their model tests render that). Here: the wait, the request it sends, and the
 * outcome it hands back, with the key a retry keeps.
 */

const order = { purpose: 'bot', bot_id: 7, method: 'card', card: { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' } } as const;
// A retry of an attempt that got no answer: it must go out with that attempt's key.
const input: PayingInput = { order, delayMs: checkoutDelayMs, previous: { order, key: 'key-of-the-unanswered-attempt', settled: false } };

const declined = refused(402, paymentMessages.checkoutFailed);
const keyReused = refused(409, paymentMessages.keyReused);
const unreachable = new ApiError('No response from server', null);
const providerSilent = refused(502, paymentMessages.providerUnreachable);
const stillProcessing = refused(409, paymentMessages.stillProcessing);

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const pay = createDeferredActor<CheckoutResponse, CheckoutRequest>();
  const actor = createActor(payingMachine.provide({ actors: { pay: pay.logic } }), { input }).start();
  return { actor, pay, error: null as unknown };
}
type Sut = ReturnType<typeof mount>;

const outputOf = (sut: Sut) => sut.actor.getSnapshot().output as PayingOutput;

describeModel('paying machine', {
  machine: payingMachine,
  input,
  events: [
    { type: 'xstate.after.paymentDelay.paying.processing' },
    { type: 'xstate.done.actor.pay', output: paidResponse },
    { type: 'xstate.error.actor.pay', error: declined },
    { type: 'xstate.error.actor.pay', error: keyReused },
    { type: 'xstate.error.actor.pay', error: unreachable },
    { type: 'xstate.error.actor.pay', error: providerSilent },
    { type: 'xstate.error.actor.pay', error: stillProcessing },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    // Not a moment before the flow's delay ends.
    'xstate.after.paymentDelay.paying.processing': (sut) => {
      vi.advanceTimersByTime(checkoutDelayMs - 1);
      expect([sut.actor.getSnapshot().value, sut.pay.calls.length]).toEqual(['processing', 0]);
      vi.advanceTimersByTime(1);
    },
    'xstate.done.actor.pay': (sut, event) => sut.pay.resolve(event.output as CheckoutResponse),
    'xstate.error.actor.pay': (sut, event) => {
      sut.error = event.error;
      sut.pay.reject(event.error);
    },
  },
  assertions: {
    // The spec's wait comes first: nothing is sent during it.
    processing: (sut: Sut) => {
      expect(sut.pay.calls).toEqual([]);
    },
    charging: (sut: Sut) => {
      expect(sut.pay.calls).toEqual([{ ...order, idempotency_key: 'key-of-the-unanswered-attempt' }]);
    },
    paid: (sut: Sut) => {
      expect(outputOf(sut)).toEqual({ outcome: 'paid', response: paidResponse, attempt: { order, key: 'key-of-the-unanswered-attempt', settled: true } });
    },
    // The server refused: the outcome is known, and the next attempt gets a new key.
    declined: (sut: Sut) => {
      expect(outputOf(sut)).toEqual({ outcome: 'declined', error: sut.error, attempt: { order, key: 'key-of-the-unanswered-attempt', settled: true } });
    },
    // No answer, or the server cannot tell yet: the next attempt at the same order keeps the key.
    failed: (sut: Sut) => {
      expect([unreachable, providerSilent, stillProcessing]).toContain(sut.error);
      expect(outputOf(sut)).toEqual({ outcome: 'failed', error: sut.error, attempt: { order, key: 'key-of-the-unanswered-attempt', settled: false } });
    },
  },
});
