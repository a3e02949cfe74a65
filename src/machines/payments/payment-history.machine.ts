import { assign, fromPromise, setup } from 'xstate';
import { pageCountOf } from '../../domain/paging';
import type { Payment, PaymentPage, PaymentPeriod, PaymentStatus } from '../../domain/payments/payments';
import type { ToastInput } from '../toast/toast.types';
import { downloadFailedToast, idCopiedToast } from './payment-messages';

export const historyPageSize = 10;
export const historySearchDebounceMs = 250;

export type StatusFilter = 'all' | PaymentStatus;

export interface HistoryQuery {
  status: StatusFilter;
  period: PaymentPeriod;
  search: string;
  page: number;
}

export interface PaymentHistoryContext extends HistoryQuery {
  items: Payment[];
  total: number;
  summary: PaymentPage['summary'] | null;
  /** The payment whose details dialog is open. */
  details: Payment | null;
}

/** A file for the browser to save: the CSV or an invoice. */
export interface SavedFile {
  blob: Blob;
  name: string;
}

export type PaymentHistoryEvent =
  | { type: 'status.changed'; status: StatusFilter }
  | { type: 'period.changed'; period: PaymentPeriod }
  | { type: 'search.changed'; search: string }
  | { type: 'page.changed'; page: number }
  | { type: 'list.reload' }
  | { type: 'details.open'; payment: Payment }
  | { type: 'details.close' }
  | { type: 'export.requested' }
  | { type: 'invoice.requested'; payment: Payment }
  | { type: 'id.copy'; payment: Payment }
  /** A refund went through (the refund machine): the row and the dialog show it, and the tiles are read again. */
  | { type: 'payment.refunded'; payment: Payment };

export const historyQueryOf = ({ status, period, search, page }: HistoryQuery): HistoryQuery => ({ status, period, search, page });

/**
 * /payment-history (02 §2, D12, D43): the user's payments with status and time filters (both
 * applied), search, ten a page, tiles computed by the server; Export CSV and invoices download
 * beside the list, the details dialog reads the row it was opened from.
 */
export const paymentHistoryMachine = setup({
  types: {
    context: {} as PaymentHistoryContext,
    events: {} as PaymentHistoryEvent,
  },
  delays: { searchDebounce: historySearchDebounceMs },
  actors: {
    loadPayments: fromPromise<PaymentPage, HistoryQuery>(async () => {
      throw new Error('loadPayments is provided by the app');
    }),
    exportCsv: fromPromise<SavedFile, HistoryQuery>(async () => {
      throw new Error('exportCsv is provided by the app');
    }),
    /** The payment's invoice, or a failed payment's receipt of its attempt (a failed payment has no invoice, D84). */
    fetchInvoice: fromPromise<SavedFile, Payment>(async () => {
      throw new Error('fetchInvoice is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    saveFile: (_, _file: SavedFile) => {},
    copyText: (_, _text: string) => {},
  },
  guards: {
    isOtherStatus: ({ context, event }) => event.type === 'status.changed' && event.status !== context.status,
    isOtherSearch: ({ context, event }) => event.type === 'search.changed' && event.search !== context.search,
    isOtherPeriod: ({ context, event }) => event.type === 'period.changed' && event.period !== context.period,
    isOtherPage: ({ context, event }) => event.type === 'page.changed' && event.page !== context.page && event.page >= 1 && event.page <= pageCountOf(context.total, historyPageSize),
    detailsOpen: ({ context }) => context.details !== null,
  },
}).createMachine({
  id: 'paymentHistory',
  context: { status: 'all', period: 'all', search: '', page: 1, items: [], total: 0, summary: null, details: null },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'status.changed': { guard: 'isOtherStatus', target: '.loading', reenter: true, actions: assign({ status: ({ event }) => event.status, page: 1 }) },
        'period.changed': { guard: 'isOtherPeriod', target: '.loading', reenter: true, actions: assign({ period: ({ event }) => event.period, page: 1 }) },
        'search.changed': { guard: 'isOtherSearch', target: '.debouncing', reenter: true, actions: assign({ search: ({ event }) => event.search, page: 1 }) },
        'page.changed': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: assign({ page: ({ event }) => event.page }) },
      },
      states: {
        debouncing: {
          after: { searchDebounce: 'loading' },
        },
        loading: {
          invoke: {
            id: 'loadPayments',
            src: 'loadPayments',
            input: ({ context }) => historyQueryOf(context),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({ items: event.output.items, total: event.output.total, summary: event.output.summary })),
            },
            onError: 'failed',
          },
        },
        ready: {},
        failed: {
          on: { 'list.reload': 'loading' },
        },
      },
    },
    download: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'export.requested': 'exporting',
            'invoice.requested': 'invoicing',
          },
        },
        exporting: {
          invoke: {
            id: 'exportCsv',
            src: 'exportCsv',
            input: ({ context }) => historyQueryOf(context),
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'showToast', params: ({ event }) => downloadFailedToast(event.error) } },
          },
        },
        invoicing: {
          invoke: {
            id: 'fetchInvoice',
            src: 'fetchInvoice',
            input: ({ event }) => (event as Extract<PaymentHistoryEvent, { type: 'invoice.requested' }>).payment,
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'showToast', params: ({ event }) => downloadFailedToast(event.error) } },
          },
        },
      },
    },
  },
  on: {
    'details.open': { actions: assign({ details: ({ event }) => event.payment }) },
    'details.close': { guard: 'detailsOpen', actions: assign({ details: null }) },
    'payment.refunded': {
      target: '.list.loading',
      actions: assign({
        items: ({ context, event }) => context.items.map((item) => (item.id === event.payment.id ? event.payment : item)),
        details: ({ context, event }) => (context.details?.id === event.payment.id ? event.payment : context.details),
      }),
    },
    'id.copy': { actions: [{ type: 'copyText', params: ({ event }) => event.payment.id }, { type: 'showToast', params: ({ event }) => idCopiedToast(event.payment) }] },
  },
});
