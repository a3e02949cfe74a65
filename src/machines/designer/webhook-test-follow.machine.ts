import { assign, fromPromise, setup } from 'xstate';
import type { WebhookDelivery } from '../../domain/webhooks/webhooks';

/**
 * A Webhook node's test URL opens its run in the designer (D126): while the designer of a sequence
 * with a Webhook node is open, the test address's new deliveries are asked for every few seconds
 * (those after the newest one seen), and a delivery that started a run opens that run in the run
 * panel (`showRun`), which follows it as it follows a run started by Run. Deliveries from before the
 * designer opened are not opened: the newest one then is where following starts.
 */
export interface WebhookTestFollowContext {
  sequenceId: string | null;
  /** The newest test delivery seen; null while the sequence has none. */
  lastId: string | null;
}

export type WebhookTestFollowEvent = { type: 'follow.start'; sequenceId: string } | { type: 'follow.stop' };

export interface NewDeliveriesRequest {
  sequenceId: string;
  /** Null: the newest test delivery, where following starts. */
  after: string | null;
}

/** How long between two asks for new test deliveries. */
export const testPollMs = 3000;

export const webhookTestFollowMachine = setup({
  types: {
    context: {} as WebhookTestFollowContext,
    events: {} as WebhookTestFollowEvent,
  },
  actors: {
    /** With `after`, the test deliveries received since it, oldest first; without, the newest one alone. */
    loadTestDeliveries: fromPromise<WebhookDelivery[], NewDeliveriesRequest>(async () => {
      throw new Error('loadTestDeliveries is supplied by the app');
    }),
  },
  actions: {
    /** The run panel shows and follows this run. */
    showRun: (_, _params: { runId: string }) => {},
    keepNewest: assign({ lastId: ({ context, event }) => ('output' in event && Array.isArray(event.output) ? ((event.output as WebhookDelivery[]).at(-1)?.id ?? context.lastId) : context.lastId) }),
  },
  guards: {
    startedRun: ({ event }) => 'output' in event && Array.isArray(event.output) && (event.output as WebhookDelivery[]).some((delivery) => delivery.runId !== null),
    anotherSequence: ({ context, event }) => event.type === 'follow.start' && event.sequenceId !== context.sequenceId,
  },
  delays: { pollPause: testPollMs },
}).createMachine({
  id: 'webhookTestFollow',
  context: { sequenceId: null, lastId: null },
  initial: 'stopped',
  on: {
    'follow.stop': { target: '.stopped', actions: assign({ sequenceId: null, lastId: null }) },
  },
  states: {
    stopped: {
      on: { 'follow.start': { target: 'starting', actions: assign({ sequenceId: ({ event }) => event.sequenceId, lastId: null }) } },
    },
    /** The newest test delivery now: only those after it open. */
    starting: {
      invoke: {
        id: 'loadTestDeliveries',
        src: 'loadTestDeliveries',
        input: ({ context }) => ({ sequenceId: context.sequenceId ?? '', after: null }),
        onDone: { target: 'waiting', actions: assign({ lastId: ({ event }) => event.output[0]?.id ?? null }) },
        onError: 'startFailed',
      },
      on: { 'follow.start': { guard: 'anotherSequence', target: 'starting', reenter: true, actions: assign({ sequenceId: ({ event }) => event.sequenceId, lastId: null }) } },
    },
    /** Tried again after the pause: following starts from a known newest delivery, so an old run never opens. */
    startFailed: {
      after: { pollPause: 'starting' },
      on: { 'follow.start': { guard: 'anotherSequence', target: 'starting', actions: assign({ sequenceId: ({ event }) => event.sequenceId, lastId: null }) } },
    },
    waiting: {
      after: { pollPause: 'polling' },
      on: { 'follow.start': { guard: 'anotherSequence', target: 'starting', actions: assign({ sequenceId: ({ event }) => event.sequenceId, lastId: null }) } },
    },
    polling: {
      invoke: {
        id: 'loadTestDeliveries',
        src: 'loadTestDeliveries',
        input: ({ context }) => ({ sequenceId: context.sequenceId ?? '', after: context.lastId }),
        onDone: [
          // The newest delivery that started a run: when several came in one pause, the last one shows.
          { guard: 'startedRun', target: 'waiting', actions: [{ type: 'showRun', params: ({ event }) => ({ runId: event.output.findLast((delivery) => delivery.runId !== null)!.runId! }) }, 'keepNewest'] },
          { target: 'waiting', actions: 'keepNewest' },
        ],
        onError: 'waiting',
      },
      on: { 'follow.start': { guard: 'anotherSequence', target: 'starting', actions: assign({ sequenceId: ({ event }) => event.sequenceId, lastId: null }) } },
    },
  },
});
