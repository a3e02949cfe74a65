import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { BotSales, BotSalesDetail } from '../../domain/market/sales';
import type { ToastInput } from '../toast/toast.types';

export interface SalesContext {
  /** The seller's published bots with their figures, newest first. */
  bots: BotSales[];
  /** The bot whose sales records are open, and its records once loaded. */
  openBotId: number | null;
  detail: BotSalesDetail | null;
}

export type SalesEvent =
  | { type: 'sales.retry' }
  /** An update or an unpublish changed a bot: the figures are read again. */
  | { type: 'sales.reload' }
  | { type: 'detail.open'; botId: number }
  | { type: 'detail.close' }
  | { type: 'detail.retry' };

const refreshFailedToast = (error: unknown): ToastInput => ({ title: 'Sales Not Refreshed', description: errorTextOr(error, 'Your sales could not be read again. Please try again.'), variant: 'destructive' });

/**
 * A seller's Sales page (D130): their published bots with the figures the records give, loaded as
 * the page opens (again on Try again); a bot's sales records open in a dialog, loaded when asked
 * for; after an update or an unpublish the figures are read again while the list stays shown.
 */
export const salesMachine = setup({
  types: {
    context: {} as SalesContext,
    events: {} as SalesEvent,
  },
  actors: {
    loadSales: fromPromise<BotSales[]>(async () => {
      throw new Error('loadSales is provided by the app');
    }),
    loadDetail: fromPromise<BotSalesDetail, { botId: number }>(async () => {
      throw new Error('loadDetail is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
  guards: {
    hasBots: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length > 0,
    listed: ({ context, event }) => event.type === 'detail.open' && context.bots.some((bot) => bot.id === event.botId),
  },
}).createMachine({
  id: 'sales',
  context: { bots: [], openBotId: null, detail: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSales',
        src: 'loadSales',
        onDone: [
          { guard: 'hasBots', target: 'ready', actions: assign({ bots: ({ event }) => event.output }) },
          { target: 'empty', actions: assign({ bots: [] }) },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { 'sales.retry': 'loading' } },
    empty: {},
    ready: {
      initial: 'list',
      on: { 'sales.reload': '.refreshing' },
      states: {
        list: {
          entry: assign({ openBotId: null, detail: null }),
          on: { 'detail.open': { guard: 'listed', target: 'detailLoading', actions: assign({ openBotId: ({ event }) => event.botId }) } },
        },
        refreshing: {
          entry: assign({ openBotId: null, detail: null }),
          invoke: {
            id: 'refreshSales',
            src: 'loadSales',
            onDone: { target: 'list', actions: assign({ bots: ({ event }) => event.output }) },
            onError: { target: 'list', actions: { type: 'showToast', params: ({ event }) => refreshFailedToast(event.error) } },
          },
        },
        detailLoading: {
          on: { 'detail.close': 'list' },
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ botId: context.openBotId! }),
            onDone: { target: 'detail', actions: assign({ detail: ({ event }) => event.output }) },
            onError: 'detailFailed',
          },
        },
        detail: { on: { 'detail.close': 'list' } },
        detailFailed: { on: { 'detail.retry': 'detailLoading', 'detail.close': 'list' } },
      },
    },
  },
});
