import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { WebhookAccepted, WebhookDeliveryDetail, WebhookDeliveryList } from '../../../src/domain/webhooks/webhooks';
import { webhookDeliveriesMachine, type DeliveryPageRequest, type DeliveryRequest } from '../../../src/machines/designer/webhook-deliveries.machine';
import { WebhookDeliveriesDialog } from '../../../src/views/designer/WebhookDeliveriesDialog';
import { sampleDeliveries, sampleDeliveryDetail } from '../../../src/views/designer/webhook-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

/** The deliveries log (D135, D136): pages newest first, one request with its answer, Run again, a run opened in the run panel. */

const firstPage: WebhookDeliveryList = { items: sampleDeliveries, total: 45, page: 1, page_size: 20 };
const accepted: WebhookAccepted = { runId: 'run-new-1', status: 'queued', statusUrl: '/v1/workflows/runs/run-new-1', deliveryId: 'd5' };
const notKept: WebhookDeliveryDetail = { ...sampleDeliveryDetail, replayable: false, body: null };

function mount() {
  const loadDeliveries = createDeferredActor<WebhookDeliveryList, DeliveryPageRequest>();
  const loadDelivery = createDeferredActor<WebhookDeliveryDetail, DeliveryRequest>();
  const replayDelivery = createDeferredActor<WebhookAccepted, DeliveryRequest>();
  const showRun = vi.fn<(runId: string) => void>();
  const actor = createActor(
    webhookDeliveriesMachine.provide({
      actors: { loadDeliveries: loadDeliveries.logic, loadDelivery: loadDelivery.logic, replayDelivery: replayDelivery.logic },
      actions: { showRun: (_, { runId }) => showRun(runId) },
    }),
  ).start();
  const view = render(
    <>
      <button type="button" onClick={() => actor.send({ type: 'deliveries.open', sequenceId: 'seq-1' })}>
        Show deliveries
      </button>
      <WebhookDeliveriesDialog actor={actor} />
    </>,
  );
  return { actor, view, loadDeliveries, loadDelivery, replayDelivery, showRun };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Webhook deliveries' }));
const shownDetail = (sut: Sut) => sut.actor.getSnapshot().context.detail;

describeModel('webhook-deliveries machine with the deliveries dialog', {
  machine: webhookDeliveriesMachine,
  chainPaths: true,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.page, snapshot.context.detail?.replayable ?? null]),
  events: (snapshot) => [
    { type: 'deliveries.open', sequenceId: 'seq-1' },
    { type: 'deliveries.close' },
    { type: 'xstate.done.actor.loadDeliveries', output: firstPage },
    { type: 'xstate.error.actor.loadDeliveries', error: new Error('No response from server') },
    { type: 'deliveries.retry' },
    // The next page from the first, back to the first from another.
    { type: 'deliveries.page', page: snapshot.context.page === 1 ? 2 : 1 },
    { type: 'delivery.select', deliveryId: 'd4' },
    { type: 'xstate.done.actor.loadDelivery', output: sampleDeliveryDetail },
    { type: 'xstate.done.actor.loadDelivery', output: notKept },
    { type: 'xstate.error.actor.loadDelivery', error: new Error('No delivery of this sequence has this id') },
    { type: 'delivery.back' },
    { type: 'delivery.replay' },
    { type: 'xstate.done.actor.replayDelivery', output: accepted },
    { type: 'xstate.error.actor.replayDelivery', error: new Error('The run files your plan keeps are used up') },
    // The run a delivery started (the first row's), or the new one after Run again.
    { type: 'delivery.openRun', runId: snapshot.matches('replayed') ? accepted.runId : 'run-d4' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'deliveries.open': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show deliveries' }));
    },
    'deliveries.close': () => {
      fireEvent.click(dialog().getByRole('button', { name: 'Close deliveries' }));
    },
    'xstate.done.actor.loadDeliveries': (sut, event) => sut.loadDeliveries.resolve(event.output as WebhookDeliveryList),
    'xstate.error.actor.loadDeliveries': (sut, event) => sut.loadDeliveries.reject(event.error),
    'deliveries.retry': (sut) => {
      fireEvent.click(dialog().getByRole('button', { name: sut.actor.getSnapshot().matches('listed') ? 'Refresh' : 'Try Again' }));
    },
    'deliveries.page': (_sut, event) => {
      fireEvent.click(dialog().getByRole('button', { name: event.page === 2 ? 'Next' : 'Previous' }));
    },
    'delivery.select': () => {
      fireEvent.click(dialog().getAllByRole('button', { name: /^Show the request received/ })[0]!);
    },
    'xstate.done.actor.loadDelivery': (sut, event) => sut.loadDelivery.resolve(event.output as WebhookDeliveryDetail),
    'xstate.error.actor.loadDelivery': (sut, event) => sut.loadDelivery.reject(event.error),
    'delivery.back': () => {
      fireEvent.click(dialog().getByRole('button', { name: 'Back to the deliveries' }));
    },
    'delivery.replay': () => {
      fireEvent.click(dialog().getByRole('button', { name: 'Run again with this request' }));
    },
    'xstate.done.actor.replayDelivery': (sut, event) => sut.replayDelivery.resolve(event.output as WebhookAccepted),
    'xstate.error.actor.replayDelivery': (sut, event) => sut.replayDelivery.reject(event.error),
    'delivery.openRun': (sut) => {
      if (sut.actor.getSnapshot().matches('replayed')) fireEvent.click(dialog().getByRole('button', { name: 'Open the new run' }));
      else fireEvent.click(dialog().getAllByRole('button', { name: /^Open the run the delivery received/ })[0]!);
    },
  },
  assertions: {
    closed: (sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      // A run opened from the log went to the run panel.
      for (const [runId] of sut.showRun.mock.calls) expect(['run-d4', accepted.runId]).toContain(runId);
    },
    listing: (sut) => {
      const ask = sut.loadDeliveries.calls.at(-1)!;
      expect(ask).toEqual({ sequenceId: 'seq-1', page: sut.actor.getSnapshot().context.page, pageSize: 20 });
      expect(dialog().getByRole('status')).toHaveTextContent('Loading the deliveries...');
    },
    listed: (sut) => {
      const rows = dialog().getAllByTestId('delivery-row');
      expect(rows).toHaveLength(sampleDeliveries.length);
      // Newest first as the server sends them: a test delivery, a refused signature with its reason, a replay.
      expect(rows[0]).toHaveTextContent('Test');
      expect(rows[1]).toHaveTextContent('401');
      expect(rows[1]).toHaveTextContent('The X-Hub-Signature-256 signature does not match the body');
      expect(rows[2]).toHaveTextContent('Run again');
      expect(dialog().getByText(`Page ${sut.actor.getSnapshot().context.page} of 3`)).toBeInTheDocument();
    },
    listFailed: () => {
      expect(dialog().getByRole('alert')).toHaveTextContent('No response from server');
    },
    reading: (sut) => {
      expect(sut.loadDelivery.calls.at(-1)).toEqual({ sequenceId: 'seq-1', deliveryId: 'd4' });
      expect(dialog().getByRole('status')).toHaveTextContent('Loading the request...');
    },
    detailFailed: () => {
      expect(dialog().getByRole('alert')).toHaveTextContent('No delivery of this sequence has this id');
    },
    detailShown: (sut) => {
      const request = within(dialog().getByRole('region', { name: 'The request' }));
      // An authentication header's value is never shown.
      expect(request.getByRole('table', { name: 'Headers' })).toHaveTextContent('x-hub-signature-256••••');
      if (shownDetail(sut)?.replayable) {
        expect(request.getByLabelText('Body')).toHaveTextContent('{"order":1001,"total":"42.00"}');
        expect(dialog().getByRole('button', { name: 'Run again with this request' })).toBeEnabled();
      } else {
        expect(request.getByLabelText('Body')).toHaveTextContent('Not kept');
        expect(dialog().queryByRole('button', { name: 'Run again with this request' })).toBeNull();
        expect(dialog().getByText(/This request cannot run again/)).toBeInTheDocument();
      }
      expect(request.getByLabelText('Answer')).toHaveTextContent('"runId": "run-d4"');
    },
    replaying: (sut) => {
      expect(sut.replayDelivery.calls.at(-1)).toEqual({ sequenceId: 'seq-1', deliveryId: 'd4' });
      expect(dialog().getByRole('button', { name: /Starting/ })).toBeDisabled();
    },
    replayed: () => {
      expect(dialog().getByRole('status')).toHaveTextContent('A new run is queued with this request.');
    },
    replayFailed: () => {
      expect(dialog().getByRole('alert')).toHaveTextContent('The run files your plan keeps are used up');
      expect(dialog().getByRole('button', { name: 'Run again with this request' })).toBeEnabled();
    },
  },
});
