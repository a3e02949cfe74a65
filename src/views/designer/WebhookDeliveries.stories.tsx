import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { WebhookAccepted, WebhookDeliveryDetail, WebhookDeliveryList } from '../../domain/webhooks/webhooks';
import { webhookDeliveriesMachine, type DeliveryPageRequest, type DeliveryRequest } from '../../machines/designer/webhook-deliveries.machine';
import { sampleDeliveries, sampleDeliveryDetail } from './webhook-fixtures';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog';

/** The webhook deliveries log (D135, D136) in each state of the webhook-deliveries machine. */
export default { title: 'Designer/Webhook deliveries' };

const never = () => new Promise<never>(() => {});
const answer = <T,>(value: T) => async () => value;
const page: WebhookDeliveryList = { items: sampleDeliveries, total: 45, page: 1, page_size: 20 };
const accepted: WebhookAccepted = { runId: 'run-new-1', status: 'queued', statusUrl: '/v1/workflows/runs/run-new-1', deliveryId: 'd5' };

interface Scenario {
  list?: () => Promise<WebhookDeliveryList>;
  read?: () => Promise<WebhookDeliveryDetail>;
  replay?: () => Promise<WebhookAccepted>;
  /** Open the first delivery once the list is shown, and press Run again once it is. */
  select?: boolean;
  rerun?: boolean;
}

function Deliveries({ list = never, read = never, replay = never, select = false, rerun = false }: Scenario) {
  const actor = useActorRef(
    webhookDeliveriesMachine.provide({
      actors: {
        loadDeliveries: fromPromise<WebhookDeliveryList, DeliveryPageRequest>(list),
        loadDelivery: fromPromise<WebhookDeliveryDetail, DeliveryRequest>(read),
        replayDelivery: fromPromise<WebhookAccepted, DeliveryRequest>(replay),
      },
    }),
  );
  useEffect(() => {
    actor.send({ type: 'deliveries.open', sequenceId: 'seq-1' });
    const subscription = actor.subscribe((snapshot) => {
      if (select && snapshot.matches('listed')) actor.send({ type: 'delivery.select', deliveryId: 'd4' });
      if (rerun && snapshot.matches('detailShown')) actor.send({ type: 'delivery.replay' });
    });
    return () => subscription.unsubscribe();
  }, [actor, select, rerun]);
  // The designer behind the dialog: the modal renders outside the story's root.
  return (
    <>
      <h1>Order Intake</h1>
      <WebhookDeliveriesDialog actor={actor} />
    </>
  );
}

export const Loading: Story = () => <Deliveries />;
export const LoadFailed: Story = () => <Deliveries list={() => Promise.reject(new Error('No response from server'))} />;
export const Empty: Story = () => <Deliveries list={answer({ items: [], total: 0, page: 1, page_size: 20 })} />;
/** Newest first, three pages: a test delivery, a refused signature, a replay, a production delivery. */
export const Listed: Story = () => <Deliveries list={answer(page)} />;
export const ReadingOne: Story = () => <Deliveries list={answer(page)} select />;
export const DetailFailed: Story = () => <Deliveries list={answer(page)} select read={() => Promise.reject(new Error('No delivery of this sequence has this id'))} />;
/** The request as kept (its signature header as ••••), its body and answer. */
export const Detail: Story = () => <Deliveries list={answer(page)} select read={answer(sampleDeliveryDetail)} />;
export const DetailNotKept: Story = () => <Deliveries list={answer(page)} select read={answer({ ...sampleDeliveryDetail, body: null, replayable: false })} />;
export const Replaying: Story = () => <Deliveries list={answer(page)} select read={answer(sampleDeliveryDetail)} rerun />;
export const Replayed: Story = () => <Deliveries list={answer(page)} select read={answer(sampleDeliveryDetail)} replay={answer(accepted)} rerun />;
export const ReplayFailed: Story = () => (
  <Deliveries list={answer(page)} select read={answer(sampleDeliveryDetail)} replay={() => Promise.reject(new Error('Your plan’s runs for today are used up'))} rerun />
);
