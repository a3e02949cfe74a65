import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Payment } from '../../../src/domain/payments/payments';
import { refundMachine, refundUnreachableText, type RefundRequestInput } from '../../../src/machines/payments/refund.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { paymentOf } from '../../../src/views/payments/payment-story-fixtures';
import { RefundPanel, type RefundActor } from '../../../src/views/payments/RefundPanel';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const refundable = paymentOf(21, { refundable: true });
const refunded: Payment = { ...refundable, status: 'refunded', refundable: false };
const tooOld = 'This payment is older than 30 days and can no longer be refunded.';

/** The details dialog's part: the payment the history holds, refunded once the refund is done. */
function Details({ actor }: { actor: RefundActor }) {
  const shown = useSelector(actor, (snapshot) => (snapshot.matches('done') ? snapshot.context.payment! : refundable));
  return <RefundPanel actor={actor} payment={shown} />;
}

function mount() {
  const requestRefund = createDeferredActor<Payment, RefundRequestInput>();
  const refundedAction = vi.fn<(payment: Payment) => void>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(
    refundMachine.provide({
      actors: { requestRefund: requestRefund.logic },
      actions: { refunded: (_, payment) => refundedAction(payment), showToast: (_, toast) => showToast(toast) },
    }),
  ).start();
  const view = render(<Details actor={actor} />);
  return { actor, view, requestRefund, refundedAction, showToast, keys: [] as string[] };
}
type Sut = ReturnType<typeof mount>;

describeModel('refund machine with the details dialog', {
  machine: refundMachine,
  events: [
    { type: 'refund.request', payment: refundable },
    { type: 'refund.cancel' },
    { type: 'refund.confirm' },
    { type: 'refund.reset' },
    { type: 'xstate.done.actor.requestRefund', output: refunded },
    { type: 'xstate.error.actor.requestRefund', error: refused(409, tooOld) },
    { type: 'xstate.error.actor.requestRefund', error: new TypeError('Failed to fetch') },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error]),
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'refund.request': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Request refund' }));
    },
    'refund.cancel': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep Payment' }));
    },
    'refund.confirm': () => {
      fireEvent.click(screen.getByRole('button', { name: /Confirm Refund|Try Again/ }));
    },
    // The dialog closing (PaymentHistoryView sends it with details.close).
    'refund.reset': (sut) => {
      act(() => sut.actor.send({ type: 'refund.reset' }));
    },
    'xstate.done.actor.requestRefund': (sut, event) => {
      act(() => sut.requestRefund.resolve(event.output as Payment));
    },
    'xstate.error.actor.requestRefund': async (sut, event) => {
      await act(async () => sut.requestRefund.reject(event.error));
    },
  },
  assertions: {
    idle: () => {
      expect(screen.getByRole('button', { name: 'Request refund' })).toBeEnabled();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    confirming: () => {
      expect(screen.getByRole('group', { name: 'Refund $53.99 for PAY021?' })).toHaveTextContent('Lead Capture Pro will leave My Bots; its runs stay in History.');
      expect(screen.getByRole('button', { name: 'Confirm Refund' })).toBeEnabled();
    },
    // Sent with the refund's key; a retry after an error sends the same key, so the payment is refunded once.
    pending: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Refunding...' })).toBeDisabled();
      const { key } = sut.actor.getSnapshot().context;
      expect(sut.requestRefund.calls.at(-1)).toEqual({ paymentId: 'PAY021', idempotencyKey: key });
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
    },
    done: (sut: Sut) => {
      expect(screen.getByRole('status')).toHaveTextContent('PAY021 has been refunded ($53.99). Test mode: no money moved.');
      expect(sut.refundedAction).toHaveBeenLastCalledWith(refunded);
      expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Refund Complete', description: 'PAY021 has been refunded. Bots it bought have left My Bots.', variant: 'success' });
    },
    error: (sut: Sut) => {
      const { error } = sut.actor.getSnapshot().context;
      expect([tooOld, refundUnreachableText]).toContain(error);
      expect(screen.getByRole('alert')).toHaveTextContent(error!);
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
      // Every attempt at this refund carried one key.
      expect(new Set(sut.requestRefund.calls.map((call) => call.idempotencyKey)).size).toBe(1);
    },
  },
});
