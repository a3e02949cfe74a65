import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Payment, PaymentPage } from '../../../src/domain/payments/payments';
import { historySearchDebounceMs, paymentHistoryMachine, type HistoryQuery, type SavedFile } from '../../../src/machines/payments/payment-history.machine';
import { selectHistoryNeverPaid } from '../../../src/machines/payments/payment-history.selectors';
import { refundMachine } from '../../../src/machines/payments/refund.machine';
import { historyPage, paymentOf } from '../../../src/views/payments/payment-story-fixtures';
import { PaymentHistoryView } from '../../../src/views/payments/PaymentHistoryView';

/** A new account's history says "No payments yet"; the demo's sample rows say "Sample" (D83). */

const never = () => new Promise<never>(() => {});

function mount(load: (query: HistoryQuery) => PaymentPage) {
  const actor = createActor(
    paymentHistoryMachine.provide({
      actors: {
        loadPayments: fromPromise<PaymentPage, HistoryQuery>(async ({ input }) => load(input)),
        exportCsv: fromPromise<SavedFile, HistoryQuery>(never),
        fetchInvoice: fromPromise<SavedFile, Payment>(never),
      },
    }),
  ).start();
  // The refund's own machine is tested elsewhere; here it only has to be there.
  render(<PaymentHistoryView actor={actor} refund={createActor(refundMachine).start()} />);
  return actor;
}

afterEach(() => vi.useRealTimers());

describe('the payment history of a new account and of the demo account (D83)', () => {
  it('says "No payments yet" to an account that made none, and "No payments match your filters." once it searches', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const actor = mount(() => historyPage(1, 0));
    await act(async () => {});
    expect(selectHistoryNeverPaid(actor.getSnapshot())).toBe(true);
    expect(screen.getByText('No payments yet')).toBeTruthy();
    expect(screen.queryByText('No payments match your filters.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'lead' } });
    await act(async () => {
      vi.advanceTimersByTime(historySearchDebounceMs);
    });
    await act(async () => {});
    expect(selectHistoryNeverPaid(actor.getSnapshot())).toBe(false);
    expect(screen.queryByText('No payments yet')).toBeNull();
    expect(screen.getByText('No payments match your filters.')).toBeTruthy();
  });

  it('is not "No payments yet" for an account with payments', async () => {
    const actor = mount(() => historyPage(1, 3));
    await act(async () => {});
    expect(selectHistoryNeverPaid(actor.getSnapshot())).toBe(false);
    expect(screen.queryByText('No payments yet')).toBeNull();
    expect(screen.queryAllByText('Sample')).toHaveLength(0);
  });

  it('marks each sample row, and says in its details that no money moved', async () => {
    const actor = mount(() => ({ ...historyPage(1, 2), items: [paymentOf(2, { sample: true }), paymentOf(1)] }));
    await act(async () => {});
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Sample')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Sample')).toBeNull();
    act(() => actor.send({ type: 'details.open', payment: paymentOf(2, { sample: true }) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sample')).toBeTruthy();
    expect(dialog.textContent).toContain('A sample payment of the demo account: no money moved and no bot was bought.');
  });
});
