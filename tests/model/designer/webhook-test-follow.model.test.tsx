import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { WebhookDelivery } from '../../../src/domain/webhooks/webhooks';
import { testPollMs, webhookTestFollowMachine, type NewDeliveriesRequest } from '../../../src/machines/designer/webhook-test-follow.machine';
import { sampleDeliveries } from '../../../src/views/designer/webhook-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

/**
 * The test URL's runs open in the run panel (D126): the newest test delivery when following starts,
 * then every pause the ones after the newest seen; a delivery that started a run opens it.
 */

const newest: WebhookDelivery = { ...sampleDeliveries[0]!, id: 'd4', address: 'test' };
const refused: WebhookDelivery = { ...newest, id: 'd5', status: 401, verdict: 'failed', runId: null };
const started: WebhookDelivery = { ...newest, id: 'd6', runId: 'run-d6' };

// The pause between asks runs on a fake clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function mount() {
  const loadTestDeliveries = createDeferredActor<WebhookDelivery[], NewDeliveriesRequest>();
  const showRun = vi.fn<(runId: string) => void>();
  const actor = createActor(webhookTestFollowMachine.provide({ actors: { loadTestDeliveries: loadTestDeliveries.logic }, actions: { showRun: (_, { runId }) => showRun(runId) } })).start();
  return { actor, loadTestDeliveries, showRun };
}
type Sut = ReturnType<typeof mount>;

describeModel('webhook-test-follow machine opening test deliveries’ runs', {
  machine: webhookTestFollowMachine,
  chainPaths: true,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.sequenceId, snapshot.context.lastId]),
  events: (snapshot) => [
    { type: 'follow.start', sequenceId: 'seq-1' },
    { type: 'follow.start', sequenceId: 'seq-2' },
    { type: 'follow.stop' },
    // Starting: the sequence has a test delivery already, or none. Polling: one that was refused (no run), one that started a run.
    ...(snapshot.matches('starting') ? [{ type: 'xstate.done.actor.loadTestDeliveries', output: [newest] }, { type: 'xstate.done.actor.loadTestDeliveries', output: [] }] : []),
    ...(snapshot.matches('polling') ? [{ type: 'xstate.done.actor.loadTestDeliveries', output: [refused] }, { type: 'xstate.done.actor.loadTestDeliveries', output: [refused, started] }] : []),
    { type: 'xstate.error.actor.loadTestDeliveries', error: new Error('No response from server') },
    { type: 'xstate.after.pollPause.webhookTestFollow.waiting' },
    { type: 'xstate.after.pollPause.webhookTestFollow.startFailed' },
  ],
  mount,
  unmount: (sut: Sut) => void sut.actor.stop(),
  execute: {
    // The designer opened another sequence (or the same one's save kept its Webhook node), or a save removed the last one.
    'follow.start': (sut, event) => sut.actor.send({ type: 'follow.start', sequenceId: event.sequenceId as string }),
    'follow.stop': (sut) => sut.actor.send({ type: 'follow.stop' }),
    'xstate.done.actor.loadTestDeliveries': (sut, event) => sut.loadTestDeliveries.resolve(event.output as WebhookDelivery[]),
    'xstate.error.actor.loadTestDeliveries': (sut, event) => sut.loadTestDeliveries.reject(event.error),
    'xstate.after.pollPause.webhookTestFollow.waiting': () => act(() => void vi.advanceTimersByTime(testPollMs)),
    'xstate.after.pollPause.webhookTestFollow.startFailed': () => act(() => void vi.advanceTimersByTime(testPollMs)),
  },
  assertions: {
    stopped: (sut) => {
      expect(sut.actor.getSnapshot().context.sequenceId).toBeNull();
    },
    starting: (sut) => {
      expect(sut.loadTestDeliveries.calls.at(-1)).toEqual({ sequenceId: sut.actor.getSnapshot().context.sequenceId, after: null });
    },
    startFailed: (sut) => {
      expect(sut.actor.getSnapshot().context.lastId).toBeNull();
    },
    waiting: (sut) => {
      // Only a run a new delivery started opened, never one from before following began.
      for (const [runId] of sut.showRun.mock.calls) expect(runId).toBe(started.runId);
      // The delivery that started a run was the newest seen: its run is in the run panel.
      if (sut.actor.getSnapshot().context.lastId === started.id) expect(sut.showRun).toHaveBeenLastCalledWith(started.runId);
    },
    polling: (sut) => {
      const { sequenceId, lastId } = sut.actor.getSnapshot().context;
      expect(sut.loadTestDeliveries.calls.at(-1)).toEqual({ sequenceId, after: lastId });
    },
  },
});
