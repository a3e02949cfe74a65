import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import { webhookLimits, type WebhookAccepted, type WebhookDelivery, type WebhookDeliveryDetail, type WebhookDeliveryList } from '../../domain/webhooks/webhooks';

/**
 * A sequence's webhook deliveries log (D135, D136): every request its Webhook nodes received, newest
 * first, a page at a time; one delivery's request as it was kept (authentication headers as ••••)
 * and what it was answered; and "Run again with this request", whose new run is named with a way to
 * open it. A delivery's run opens in the run panel (`showRun`), which closes the log.
 */
export interface WebhookDeliveriesContext {
  sequenceId: string | null;
  page: number;
  total: number;
  deliveries: WebhookDelivery[];
  /** The delivery asked for, and its detail once read. */
  deliveryId: string | null;
  detail: WebhookDeliveryDetail | null;
  replayed: WebhookAccepted | null;
  errorMessage: string | null;
}

export type WebhookDeliveriesEvent =
  | { type: 'deliveries.open'; sequenceId: string }
  | { type: 'deliveries.close' }
  | { type: 'deliveries.page'; page: number }
  | { type: 'deliveries.retry' }
  | { type: 'delivery.select'; deliveryId: string }
  | { type: 'delivery.back' }
  | { type: 'delivery.replay' }
  | { type: 'delivery.openRun'; runId: string };

export interface DeliveryPageRequest {
  sequenceId: string;
  page: number;
  pageSize: number;
}

export interface DeliveryRequest {
  sequenceId: string;
  deliveryId: string;
}

export const deliveriesPageSize = webhookLimits.pageSizeDefault;

const closing = { 'deliveries.close': '#webhookDeliveries.closed' } as const;
const openingRun = { 'delivery.openRun': { target: '#webhookDeliveries.closed', actions: { type: 'showRun', params: ({ event }: { event: { runId: string } }) => ({ runId: event.runId }) } } } as const;
const asking = ({ context }: { context: WebhookDeliveriesContext }): DeliveryRequest => ({ sequenceId: context.sequenceId ?? '', deliveryId: context.deliveryId ?? '' });

export const webhookDeliveriesMachine = setup({
  types: {
    context: {} as WebhookDeliveriesContext,
    events: {} as WebhookDeliveriesEvent,
  },
  actors: {
    loadDeliveries: fromPromise<WebhookDeliveryList, DeliveryPageRequest>(async () => {
      throw new Error('loadDeliveries is supplied by the app');
    }),
    loadDelivery: fromPromise<WebhookDeliveryDetail, DeliveryRequest>(async () => {
      throw new Error('loadDelivery is supplied by the app');
    }),
    replayDelivery: fromPromise<WebhookAccepted, DeliveryRequest>(async () => {
      throw new Error('replayDelivery is supplied by the app');
    }),
  },
  actions: {
    /** The run panel shows this run. */
    showRun: (_, _params: { runId: string }) => {},
  },
}).createMachine({
  id: 'webhookDeliveries',
  context: { sequenceId: null, page: 1, total: 0, deliveries: [], deliveryId: null, detail: null, replayed: null, errorMessage: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'deliveries.open': { target: 'listing', actions: assign({ sequenceId: ({ event }) => event.sequenceId, page: 1, deliveries: [], total: 0, deliveryId: null, detail: null }) },
      },
    },
    listing: {
      entry: assign({ errorMessage: null, detail: null, replayed: null }),
      invoke: {
        id: 'loadDeliveries',
        src: 'loadDeliveries',
        input: ({ context }) => ({ sequenceId: context.sequenceId ?? '', page: context.page, pageSize: deliveriesPageSize }),
        onDone: { target: 'listed', actions: assign({ deliveries: ({ event }) => event.output.items, total: ({ event }) => event.output.total }) },
        onError: { target: 'listFailed', actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'The deliveries could not be loaded') }) },
      },
      on: closing,
    },
    listed: {
      on: {
        ...closing,
        ...openingRun,
        'deliveries.page': { target: 'listing', actions: assign({ page: ({ event }) => event.page }) },
        'deliveries.retry': 'listing',
        'delivery.select': { target: 'reading', actions: assign({ deliveryId: ({ event }) => event.deliveryId }) },
      },
    },
    listFailed: {
      on: { ...closing, 'deliveries.retry': 'listing' },
    },
    reading: {
      entry: assign({ errorMessage: null, replayed: null }),
      invoke: {
        id: 'loadDelivery',
        src: 'loadDelivery',
        input: asking,
        onDone: { target: 'detailShown', actions: assign({ detail: ({ event }) => event.output }) },
        onError: { target: 'detailFailed', actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'The delivery could not be loaded') }) },
      },
      on: { ...closing, 'delivery.back': 'listing' },
    },
    detailFailed: {
      on: { ...closing, 'delivery.back': 'listing', 'deliveries.retry': 'reading' },
    },
    /** The request as it was kept and its answer; "Run again with this request" when it can run again. */
    detailShown: {
      on: { ...closing, ...openingRun, 'delivery.back': 'listing', 'delivery.replay': { guard: ({ context }) => context.detail?.replayable === true, target: 'replaying' } },
    },
    replaying: {
      invoke: {
        id: 'replayDelivery',
        src: 'replayDelivery',
        input: asking,
        onDone: { target: 'replayed', actions: assign({ replayed: ({ event }) => event.output }) },
        onError: { target: 'replayFailed', actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'The request could not be run again') }) },
      },
      on: closing,
    },
    /** The new run is queued: it can be opened in the run panel; Back lists the log with the replay in it. */
    replayed: {
      on: { ...closing, ...openingRun, 'delivery.back': 'listing', 'delivery.replay': 'replaying' },
    },
    replayFailed: {
      entry: assign({ replayed: null }),
      on: { ...closing, ...openingRun, 'delivery.back': 'listing', 'delivery.replay': 'replaying' },
    },
  },
});
