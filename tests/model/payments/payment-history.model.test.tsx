import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Payment, PaymentPage } from '../../../src/domain/payments/payments';
import {
  historyQueryOf,
  historySearchDebounceMs,
  paymentHistoryMachine,
  type HistoryQuery,
  type PaymentHistoryContext,
  type SavedFile,
} from '../../../src/machines/payments/payment-history.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { refundMachine } from '../../../src/machines/payments/refund.machine';
import { PaymentHistoryView } from '../../../src/views/payments/PaymentHistoryView';
import { createDeferredActor } from '../deferred-actor';
import { describeModel, eventually } from '../harness';
import { refused } from '../refused';
import { historyPage, paymentOf } from '../../../src/views/payments/payment-story-fixtures';

const first = paymentOf(1);
const refundedFirst = paymentOf(1, { status: 'refunded' });
const csv: SavedFile = { blob: new Blob(['id\nPAY001\n'], { type: 'text/csv' }), name: 'payments.csv' };
const invoice: SavedFile = { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), name: 'INV-2026-001.pdf' };
const downloadRefused = refused(404, 'Payment not found');

/** 25 payments, three pages; a search for 'zzz' finds none. */
const answerFor = ({ search, page }: HistoryQuery): PaymentPage => (search === 'zzz' ? historyPage(1, 0) : historyPage(page, 25));

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const loadPayments = createDeferredActor<PaymentPage, HistoryQuery>();
  const exportCsv = createDeferredActor<SavedFile, HistoryQuery>();
  const fetchInvoice = createDeferredActor<SavedFile, Payment>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const saveFile = vi.fn<(file: SavedFile) => void>();
  const copyText = vi.fn<(text: string) => void>();
  const actor = createActor(
    paymentHistoryMachine.provide({
      actors: { loadPayments: loadPayments.logic, exportCsv: exportCsv.logic, fetchInvoice: fetchInvoice.logic },
      actions: { showToast: (_, toast) => showToast(toast), saveFile: (_, file) => saveFile(file), copyText: (_, text) => copyText(text) },
    }),
  ).start();
  // The refund's own machine is tested in refund.model.test.tsx; here it only has to be there.
  const refund = createActor(refundMachine).start();
  const view = render(<PaymentHistoryView actor={actor} refund={refund} />);
  return { actor, view, loadPayments, exportCsv, fetchInvoice, showToast, saveFile, copyText, expected: null as { saved?: SavedFile; toast?: ToastInput; copied?: boolean } | null };
}
type Sut = ReturnType<typeof mount>;

const isDefaultQuery = ({ status, period, search, page }: PaymentHistoryContext) => status === 'all' && period === 'all' && search === '' && page === 1;

describeModel('payment-history machine with the /payment-history screen', {
  machine: paymentHistoryMachine,
  // One filter away from the default at a time, and the downloads, details and copy on the
  // default list: every transition, without every combination of filters.
  events: (snapshot) => {
    const { context } = snapshot;
    const ready = snapshot.matches({ list: 'ready' });
    const quiet = ready && snapshot.matches({ download: 'idle' }) && context.details === null;
    const atDefault = isDefaultQuery(context);
    const filterEvents = !quiet
      ? []
      : atDefault
        ? [
            { type: 'status.changed', status: 'failed' },
            { type: 'period.changed', period: 'month' },
            { type: 'search.changed', search: 'zzz' },
            { type: 'page.changed', page: 3 },
          ]
        : [
            { type: 'status.changed', status: 'all' },
            { type: 'period.changed', period: 'all' },
            { type: 'search.changed', search: '' },
            { type: 'page.changed', page: 1 },
          ];
    const onDefaultList = ready && atDefault;
    return [
      { type: 'xstate.done.actor.loadPayments', output: answerFor(context) },
      { type: 'xstate.error.actor.loadPayments', error: refused(500, 'Internal server error') },
      { type: 'list.reload' },
      { type: `xstate.after.searchDebounce.paymentHistory.list.debouncing` },
      ...filterEvents,
      ...(onDefaultList && context.details === null && snapshot.matches({ download: 'idle' })
        ? [
            { type: 'details.open', payment: first },
            { type: 'export.requested' },
            { type: 'invoice.requested', payment: first },
            { type: 'id.copy', payment: first },
            { type: 'payment.refunded', payment: refundedFirst },
          ]
        : []),
      ...(onDefaultList ? [{ type: 'details.close' }] : []),
      { type: 'xstate.done.actor.exportCsv', output: csv },
      { type: 'xstate.error.actor.exportCsv', error: downloadRefused },
      { type: 'xstate.done.actor.fetchInvoice', output: invoice },
      { type: 'xstate.error.actor.fetchInvoice', error: downloadRefused },
    ];
  },
  serializeState: (snapshot) => {
    const { status, period, search, page, details, summary } = snapshot.context;
    return JSON.stringify([snapshot.value, status, period, search, page, details?.id ?? null, summary !== null]);
  },
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'xstate.done.actor.loadPayments': (sut, event) => sut.loadPayments.resolve(event.output as PaymentPage),
    'xstate.error.actor.loadPayments': (sut, event) => sut.loadPayments.reject(event.error),
    'list.reload': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'xstate.after.searchDebounce.paymentHistory.list.debouncing': () => act(() => void vi.advanceTimersByTime(historySearchDebounceMs)),
    'status.changed': (_sut, event) => {
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: event.status } });
    },
    'period.changed': (_sut, event) => {
      fireEvent.change(screen.getByLabelText('Period'), { target: { value: event.period } });
    },
    'search.changed': (_sut, event) => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: event.search } });
    },
    'page.changed': (_sut, event) => {
      fireEvent.click(screen.getByRole('button', { name: `Page ${event.page as number}` }));
    },
    // Sent by the refund machine when a refund went through (the screen wires it): the list is read again.
    'payment.refunded': (sut, event) => {
      act(() => sut.actor.send({ type: 'payment.refunded', payment: event.payment as Payment }));
    },
    'details.open': () => {
      fireEvent.click(screen.getByRole('button', { name: 'View details of PAY001' }));
    },
    'details.close': () => {
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Payment PAY001' })).getByRole('button', { name: 'Done' }));
    },
    'export.requested': (sut) => {
      sut.expected = null;
      fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    },
    'invoice.requested': (sut) => {
      sut.expected = null;
      fireEvent.click(screen.getByRole('button', { name: 'Download invoice INV-2026-001' }));
    },
    'id.copy': async (sut) => {
      sut.expected = { copied: true, toast: { title: 'Copied', description: 'Payment ID PAY001 copied to the clipboard.', variant: 'default' } };
      fireEvent.click(screen.getByRole('button', { name: 'More options for PAY001' }));
      let item: HTMLElement | undefined;
      await eventually(() => {
        item = screen.getByRole('menuitem', { name: 'Copy payment ID' });
      });
      fireEvent.click(item!);
    },
    'xstate.done.actor.exportCsv': (sut, event) => {
      sut.expected = { saved: event.output as SavedFile };
      sut.exportCsv.resolve(event.output as SavedFile);
    },
    'xstate.error.actor.exportCsv': (sut, event) => {
      sut.expected = { toast: { title: 'Download Failed', description: 'Payment not found', variant: 'destructive' } };
      sut.exportCsv.reject(event.error);
    },
    'xstate.done.actor.fetchInvoice': (sut, event) => {
      sut.expected = { saved: event.output as SavedFile };
      sut.fetchInvoice.resolve(event.output as SavedFile);
    },
    'xstate.error.actor.fetchInvoice': (sut, event) => {
      sut.expected = { toast: { title: 'Download Failed', description: 'Payment not found', variant: 'destructive' } };
      sut.fetchInvoice.reject(event.error);
    },
  },
  assertions: {
    'list.debouncing': (sut: Sut) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading payments...');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(sut.actor.getSnapshot().context.search);
    },
    'list.loading': (sut: Sut) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading payments...');
      expect(sut.loadPayments.calls.at(-1)).toEqual(historyQueryOf(sut.actor.getSnapshot().context));
    },
    'list.failed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Your payments could not be loaded.');
    },
    // The rows, tiles, filters and pages the server answered, and the details of the row opened.
    'list.ready': (sut: Sut) => {
      const { items, total, page, status, period, search, details } = sut.actor.getSnapshot().context;
      // The dialog is modal: the page behind it is hidden from assistive technology until it closes.
      if (details) {
        const dialog = screen.getByRole('dialog', { name: 'Payment PAY001' });
        expect(within(dialog).getByText('INV-2026-001')).toBeInTheDocument();
        expect(within(dialog).getByRole('list', { name: 'Order lines' })).toHaveTextContent('Lead Capture Pro$49.99');
        expect(within(dialog).getByText('$53.99')).toBeInTheDocument();
        return;
      }
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByLabelText('Status')).toHaveValue(status);
      expect(screen.getByLabelText('Period')).toHaveValue(period);
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(search);
      const tiles = screen.getByRole('list', { name: 'Summary' });
      expect(tiles).toHaveTextContent('Total Spent$1079.80');
      expect(tiles).toHaveTextContent('This Month$161.97');
      if (total === 0) {
        expect(screen.getByText('No payments match your filters.')).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent('0 payments · page 1 of 1');
      } else {
        const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
        expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(items.map((item) => item.id));
        expect(screen.getByRole('status')).toHaveTextContent(`${total} payments · page ${page} of 3`);
        expect(screen.getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page');
      }
    },
    'download.idle': (sut: Sut) => {
      expect(screen.getByRole('button', { name: /Export CSV/, hidden: true })).toBeEnabled();
      const { expected } = sut;
      if (expected?.saved) expect(sut.saveFile).toHaveBeenLastCalledWith(expected.saved);
      if (expected?.toast) expect(sut.showToast).toHaveBeenLastCalledWith(expected.toast);
      if (expected?.copied) expect(sut.copyText).toHaveBeenLastCalledWith('PAY001');
    },
    'download.exporting': (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
      expect(sut.exportCsv.calls.at(-1)).toEqual(historyQueryOf(sut.actor.getSnapshot().context));
    },
    'download.invoicing': (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Download invoice INV-2026-001' })).toBeDisabled();
      expect(sut.fetchInvoice.calls.at(-1)).toEqual(first);
    },
  },
});
