import { webhookLimits, type WebhookAccepted } from '../../src/domain/webhooks/webhooks';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../plugins/errors';
import { queueRun } from '../runs/server-runs/start-run';
import { notifyRefusedDelivery } from '../alerts/notifications-repository';
import { authenticate } from './authentication';
import { deliveryOf, type ArrivingRequest, type ReachedAddress } from './address-reach';
import { deliveryWithRun, findDeliveryByKey, insertDelivery, releaseKey, type DeliveryRecord } from './deliveries-repository';
import { runStatusUrlBase, type WebhookPorts } from './ports';
import { headersForRun, idempotencyKeyOf, parsedBody, type WebhookRequestOutput } from './received-request';
import { syncAnswer } from './sync-answer';

/**
 * A request an address took (D126, D135), once its body is read: authenticated (401 and logged
 * otherwise, never run), its body parsed, a repeat of an idempotency key seen within 24 h answered
 * what the first was, else its run queued with the delivery in one statement and answered 202 (or,
 * for a sync webhook, the run's output once it ends within the wait).
 */

/** What the address answers: a status, its JSON body and any headers. */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const refusalOf = (status: number, detail: string, headers?: Record<string, string>): Answer => ({ status, body: { detail }, ...(headers ? { headers } : {}) });

export async function deliver(ports: WebhookPorts, reached: ReachedAddress, request: ArrivingRequest & { body: Buffer }, signal?: AbortSignal): Promise<Answer> {
  const { db } = ports.database;
  const { settings, webhook } = reached;
  const logged = { ...deliveryOf(reached, request), body: request.body, bodyBytes: request.body.length };
  const log = async (answer: Answer, verdict: DeliveryRecord['verdict'], extra: Partial<DeliveryRecord> = {}) => {
    const detail = typeof answer.body === 'object' && answer.body !== null && 'detail' in answer.body ? String((answer.body as { detail: unknown }).detail) : null;
    await insertDelivery(db, { ...logged, status: answer.status, answer: answer.body, verdict, verdictDetail: detail, ...extra });
    return answer;
  };

  const verdict = await authenticate(settings, { headers: request.headers, body: request.body, now: reached.receivedAt }, ports.secretsFor(webhook.userId));
  if (!verdict.passed) {
    // The bell tells the owner (D129).
    await notifyRefusedDelivery(db, { userId: webhook.userId, sequenceId: reached.sequence.id, sequenceTitle: reached.sequence.title, reason: verdict.reason });
    return log(refusalOf(401, verdict.reason), 'failed');
  }
  const checked = settings.authentication === 'none' ? 'none' : 'passed';

  let body: unknown;
  try {
    body = parsedBody(request.body, logged.contentType ?? undefined);
  } catch (error) {
    if (error instanceof HttpError) return log(refusalOf(error.statusCode, error.message), checked);
    throw error;
  }

  const key = idempotencyKeyOf(request.headers, body);
  if (key !== null) {
    const repeated = await repeatOf(ports, webhook.id, key, reached.receivedAt);
    if (repeated) return log(repeated.answer, checked, { duplicateOf: repeated.id });
  }
  const input: WebhookRequestOutput = { address: reached.address, method: request.method, path: logged.path, query: request.query, headers: headersForRun(request.headers, reached.hidden), body };
  let accepted: WebhookAccepted;
  try {
    accepted = await queueDelivery(ports, reached, input, { ...logged, verdict: checked, verdictDetail: null, idempotencyKey: key });
  } catch (error) {
    // The same key arrived at once from elsewhere: its statement won the index, and this one queued nothing.
    if (key !== null && isUniqueViolation(error)) {
      const repeated = await repeatOf(ports, webhook.id, key, reached.receivedAt);
      if (repeated) return log(repeated.answer, checked, { duplicateOf: repeated.id });
    }
    if (error instanceof HttpError) return log(refusalOf(error.statusCode, error.message, error.headers), checked);
    throw error;
  }
  if (settings.response === 'async') return { status: 202, body: accepted };
  return syncAnswer(ports, accepted, settings, signal);
}

/** The first delivery of the key within 24 h, with what it was answered; a first seen earlier lets go of the key. */
async function repeatOf(ports: WebhookPorts, webhookId: string, key: string, now: Date): Promise<{ id: string; runId: string | null; answer: Answer } | null> {
  const { db } = ports.database;
  const first = await findDeliveryByKey(db, webhookId, key);
  if (!first) return null;
  const windowStart = new Date(now.getTime() - webhookLimits.idempotencyMs);
  if (first.receivedAt < windowStart) {
    await releaseKey(db, first.id, windowStart);
    return null;
  }
  return { id: first.id, runId: first.runId, answer: { status: first.status, body: first.answer } };
}

/**
 * Queues the webhook's run at its node, with the request as the node's input, and writes the
 * delivery in the statement that queues it (D135): when the 202 is sent both are committed. The
 * answer does not wait for the run's job to reach pg-boss: a run committed without its job (a process
 * killed in between, a send that failed) is sent again by a worker's housekeeping.
 */
export async function queueDelivery(
  ports: WebhookPorts,
  reached: Pick<ReachedAddress, 'sequence' | 'workflow' | 'node' | 'allowance' | 'deliveryId'>,
  input: WebhookRequestOutput,
  delivery: Omit<DeliveryRecord, 'runId' | 'answer' | 'status'>,
): Promise<WebhookAccepted> {
  const { sequence, workflow, node } = reached;
  const statusUrlBase = runStatusUrlBase(ports.publicUrl);
  const { row } = await queueRun(
    ports.database.db,
    ports.queue,
    ports.credentials,
    {
      userId: sequence.userId,
      sequenceId: sequence.id,
      workflowName: sequence.title,
      executedBy: `${sequence.ownerName} (webhook)`,
      workflow,
      version: sequence.version,
      startAt: { nodeId: node.id, input, trigger: 'webhook' },
      trigger: { kind: 'webhook', nodeId: node.id, deliveryId: reached.deliveryId, address: delivery.address },
    },
    {
      allowance: reached.allowance,
      writtenWith: deliveryWithRun(delivery, statusUrlBase),
      standing: false,
      onJobNotSent: (error) => ports.log.error({ err: error, deliveryId: reached.deliveryId }, 'a webhook’s run was queued but its job not sent: a worker sends it again'),
    },
  );
  return { runId: row.id, status: row.status, statusUrl: `${statusUrlBase}${row.id}`, deliveryId: reached.deliveryId };
}
