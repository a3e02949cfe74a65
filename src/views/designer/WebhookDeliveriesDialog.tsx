import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import type { ActorRefFrom } from 'xstate';
import type { WebhookDelivery, WebhookDeliveryDetail } from '../../domain/webhooks/webhooks';
import type { webhookDeliveriesMachine } from '../../machines/designer/webhook-deliveries.machine';
import {
  selectDeliveries,
  selectDeliveriesError,
  selectDeliveriesPage,
  selectDeliveriesPhase,
  selectDeliveryDetail,
  selectReplayed,
  selectShowsDetail,
} from '../../machines/designer/webhook-deliveries.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogHeader } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import * as styles from './DesignerDialogs.css';
import * as runStyles from './RunPanel.css';

export type WebhookDeliveriesActorRef = ActorRefFrom<typeof webhookDeliveriesMachine>;
type Send = WebhookDeliveriesActorRef['send'];

const when = (iso: string) => dayjs(iso).format('MMM D, YYYY HH:mm:ss');
const addressText: Record<WebhookDelivery['address'], string> = { production: 'Production', test: 'Test', replay: 'Run again' };
const verdictText: Record<WebhookDelivery['verdict'], string> = { none: 'Not required', passed: 'Passed', failed: 'Failed', unchecked: 'Not checked' };
const columns = ['Received', 'Node', 'Address', 'Method', 'Answered', 'Authentication', 'Run'];

function Loading({ text }: { text: string }) {
  return (
    <p className={styles.loadingLine} role="status">
      <Spinner />
      {text}
    </p>
  );
}

function RunLink({ runId, send, received }: { runId: string | null; send: Send; received: string }) {
  if (!runId) return <>—</>;
  return (
    <Button variant="ghost" size="sm" aria-label={`Open the run the delivery received ${when(received)} started`} onPress={() => send({ type: 'delivery.openRun', runId })}>
      #{runId.slice(0, 8)}
    </Button>
  );
}

function DeliveryRows({ deliveries, send }: { deliveries: readonly WebhookDelivery[]; send: Send }) {
  return (
    <div className={styles.tableScroll} role="region" aria-label="Deliveries" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} className={styles.cell} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} data-testid="delivery-row">
              <td className={styles.cell}>
                <Button variant="ghost" size="sm" aria-label={`Show the request received ${when(delivery.receivedAt)}`} onPress={() => send({ type: 'delivery.select', deliveryId: delivery.id })}>
                  {when(delivery.receivedAt)}
                </Button>
              </td>
              <td className={styles.cell}>{delivery.nodeLabel}</td>
              <td className={styles.cell}>{addressText[delivery.address]}</td>
              <td className={styles.cell}>{delivery.method}</td>
              <td className={`${styles.cell} ${delivery.status < 300 ? styles.completed : styles.failed}`}>{delivery.status}</td>
              <td className={styles.cell}>
                {verdictText[delivery.verdict]}
                {delivery.verdictDetail ? <span className={styles.waiting}>{delivery.verdictDetail}</span> : null}
              </td>
              <td className={styles.cell}>
                <RunLink runId={delivery.runId} send={send} received={delivery.receivedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const bodyText = (detail: WebhookDeliveryDetail) => (detail.body === null ? 'Not kept' : detail.bodyEncoding === 'base64' ? `(Base64) ${detail.body}` : detail.body);

function DeliveryDetail({ detail, send }: { detail: WebhookDeliveryDetail; send: Send }) {
  const headers = Object.entries(detail.headers);
  return (
    <section aria-label="The request" className={runStyles.body}>
      <p className={runStyles.line}>
        {detail.method} {detail.path} · {addressText[detail.address]} · answered {detail.status} · authentication {verdictText[detail.verdict].toLowerCase()}
      </p>
      {detail.verdictDetail ? <p className={runStyles.error}>{detail.verdictDetail}</p> : null}
      <p className={runStyles.line}>
        Run: <RunLink runId={detail.runId} send={send} received={detail.receivedAt} />
      </p>
      <h4 className={runStyles.heading}>Headers</h4>
      <table className={styles.table} aria-label="Headers">
        <tbody>
          {headers.map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={styles.cell}>
                {name}
              </th>
              <td className={styles.cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className={runStyles.heading}>Body</h4>
      <pre className={runStyles.code} aria-label="Body" tabIndex={0}>
        {bodyText(detail)}
      </pre>
      <h4 className={runStyles.heading}>Answer</h4>
      <pre className={runStyles.code} aria-label="Answer" tabIndex={0}>
        {JSON.stringify(detail.answer, null, 2)}
      </pre>
    </section>
  );
}

/**
 * The sequence's webhook deliveries (D135, D136): what arrived, newest first, a page at a time;
 * one request as it was kept and its answer; "Run again with this request"; a run opens in the
 * run panel.
 */
export function WebhookDeliveriesDialog({ actor }: { actor: WebhookDeliveriesActorRef }) {
  const phase = useSelector(actor, selectDeliveriesPhase);
  const deliveries = useSelector(actor, selectDeliveries);
  const detail = useSelector(actor, selectDeliveryDetail);
  const replayed = useSelector(actor, selectReplayed);
  const errorMessage = useSelector(actor, selectDeliveriesError);
  const { page, pages } = useSelector(actor, selectDeliveriesPage);
  const showsDetail = useSelector(actor, selectShowsDetail);
  const send = actor.send;
  const close = () => send({ type: 'deliveries.close' });
  return (
    <Dialog size="lg" isOpen={phase !== 'closed'} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogHeader title="Webhook deliveries" description="The requests this sequence’s webhooks received in the last 30 days" closeLabel="Close deliveries" onClose={close} />
      {showsDetail ? (
        <div className={styles.filters}>
          <Button variant="secondary" size="sm" onPress={() => send({ type: 'delivery.back' })}>
            Back to the deliveries
          </Button>
          {detail?.replayable && (phase === 'detailShown' || phase === 'replaying' || phase === 'replayed' || phase === 'replayFailed') ? (
            <Button variant="primary" size="sm" isPending={phase === 'replaying'} pendingLabel="Starting..." onPress={() => send({ type: 'delivery.replay' })}>
              Run again with this request
            </Button>
          ) : null}
        </div>
      ) : null}
      {phase === 'listed' ? (
        <div className={styles.filters}>
          <Button variant="secondary" size="sm" onPress={() => send({ type: 'deliveries.retry' })}>
            Refresh
          </Button>
        </div>
      ) : null}
      {phase === 'listing' ? <Loading text="Loading the deliveries..." /> : null}
      {phase === 'reading' ? <Loading text="Loading the request..." /> : null}
      {(phase === 'listFailed' || phase === 'detailFailed' || phase === 'replayFailed') && errorMessage ? (
        <div role="alert">
          <p>{errorMessage}</p>
          {phase === 'replayFailed' ? null : (
            <Button variant="secondary" onPress={() => send({ type: 'deliveries.retry' })}>
              Try Again
            </Button>
          )}
        </div>
      ) : null}
      {phase === 'replayed' && replayed ? (
        <p className={runStyles.line} role="status">
          A new run is queued with this request.
          <Button variant="secondary" size="sm" onPress={() => send({ type: 'delivery.openRun', runId: replayed.runId })}>
            Open the new run
          </Button>
        </p>
      ) : null}
      {detail?.replayable === false && showsDetail ? <p className={runStyles.muted}>This request cannot run again: it was not kept, or its Webhook node was removed since.</p> : null}
      {showsDetail && detail && phase !== 'reading' ? <DeliveryDetail detail={detail} send={send} /> : null}
      {phase === 'listed' && deliveries.length === 0 ? (
        <div className={styles.empty}>
          <p>No deliveries yet</p>
          <p>A request to one of the addresses in a Webhook node’s Run Settings shows here.</p>
        </div>
      ) : null}
      {phase === 'listed' && deliveries.length > 0 ? <DeliveryRows deliveries={deliveries} send={send} /> : null}
      {phase === 'listed' && pages > 1 ? (
        <nav aria-label="Delivery pages" className={styles.pager}>
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => send({ type: 'deliveries.page', page: page - 1 })}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" isDisabled={page >= pages} onPress={() => send({ type: 'deliveries.page', page: page + 1 })}>
            Next
          </Button>
        </nav>
      ) : null}
    </Dialog>
  );
}
