import { randomUUID } from 'node:crypto';
import { limitMessages } from '../../src/domain/plans/limits';
import { webhookMessages, type WebhookAddress } from '../../src/domain/webhooks/webhooks';
import { webhookSettings, type WebhookSettings } from '../../src/domain/workflow/node-catalogue/webhook-settings';
import { workflowFromItems, type SavedWorkflow, type WorkflowNode } from '../../src/domain/workflow/saved-workflow';
import { allowanceOf, type Allowance } from '../plans/allowance';
import type { RunnableSequence } from '../runs/runnable-sequences-port';
import { insertDelivery, type DeliveryRecord } from './deliveries-repository';
import type { WebhookPorts } from './ports';
import { headersForLog } from './received-request';
import { authenticationHeaders } from './authentication';
import { reachWebhook, type ReachedWebhook } from './repository';

/**
 * What an address works out before the body is read (D126): which webhook its key names (404
 * otherwise), and whether it takes this request now: its node enabled, the production URL only while
 * Workflow Active is on (404 naming why), the owner's plan's requests a minute (429 with
 * Retry-After), its method (405). A refusal is logged in the deliveries log and the body is never read.
 */

export interface ReachedAddress {
  address: WebhookAddress;
  webhook: ReachedWebhook;
  sequence: RunnableSequence;
  workflow: SavedWorkflow;
  node: WorkflowNode;
  settings: WebhookSettings;
  allowance: Allowance;
  /** The lower-case names of the headers that authenticate to it: never handed to the run, nor kept. */
  hidden: ReadonlySet<string>;
  deliveryId: string;
  receivedAt: Date;
}

export interface Refusal {
  status: number;
  detail: string;
  headers?: Record<string, string>;
}

/** The request line as an address received it. */
export interface ArrivingRequest {
  method: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  query: Record<string, string | string[]>;
}

/** The path a run and the log see: the address's own, its key left out (it is a secret of sorts: rotating it must leave none behind). */
export const pathOf = (address: WebhookAddress) => (address === 'test' ? '/v1/webhooks/test/{key}' : '/v1/webhooks/{key}');

/** A delivery as the log keeps it, before what it was answered. */
export function deliveryOf(reached: Pick<ReachedAddress, 'address' | 'webhook' | 'node' | 'hidden' | 'deliveryId' | 'receivedAt'>, request: ArrivingRequest): Omit<DeliveryRecord, 'status' | 'answer' | 'verdict' | 'verdictDetail'> {
  const length = Number(request.headers['content-length'] ?? 0);
  const contentType = request.headers['content-type'];
  return {
    id: reached.deliveryId,
    sequenceId: reached.webhook.sequenceId,
    webhookId: reached.webhook.id,
    nodeId: reached.node.id,
    address: reached.address,
    receivedAt: reached.receivedAt,
    method: request.method,
    path: pathOf(reached.address),
    query: request.query,
    headers: headersForLog(request.headers, reached.hidden),
    contentType: typeof contentType === 'string' ? contentType : null,
    body: null,
    bodyBytes: Number.isFinite(length) ? length : 0,
    runId: null,
    idempotencyKey: null,
    duplicateOf: null,
    replayOf: null,
  };
}

/** Logs a request answered before its body was read, with the verdict `unchecked`. */
export async function logRefusal(ports: WebhookPorts, reached: Parameters<typeof deliveryOf>[0], request: ArrivingRequest, refusal: Refusal): Promise<void> {
  await insertDelivery(ports.database.db, { ...deliveryOf(reached, request), status: refusal.status, answer: { detail: refusal.detail }, verdict: 'unchecked', verdictDetail: refusal.detail });
}

export async function reachAddress(ports: WebhookPorts, address: WebhookAddress, key: string, request: ArrivingRequest): Promise<ReachedAddress | Refusal> {
  const { db } = ports.database;
  const receivedAt = new Date();
  const webhook = await reachWebhook(db, address, key);
  if (!webhook) return { status: 404, detail: webhookMessages.notFound };
  // Both read at once: the owner's allowance is needed for the rate limit unless the sequence turns the request away first.
  const [sequence, allowance] = await Promise.all([ports.sequences.find(db, webhook.sequenceId, null), allowanceOf(db, webhook.userId, receivedAt)]);
  const workflow = sequence ? workflowFromItems(sequence.items) : null;
  const node = workflow?.nodes.find((each) => each.id === webhook.nodeId);
  // A save removes a node's webhook in its own transaction: a node missing here went with a save just now.
  if (!sequence || !workflow || !node) return { status: 404, detail: webhookMessages.notFound };
  const parsed = webhookSettings.safeParse(node.data.properties);
  const base = { address, webhook, node, deliveryId: randomUUID(), receivedAt };
  if (!parsed.success) {
    const refusal = { status: 422, detail: parsed.error.issues[0]?.message ?? webhookMessages.notFound };
    await logRefusal(ports, { ...base, hidden: authenticationHeaders(webhookSettings.parse({})) }, request, refusal);
    return refusal;
  }
  const settings = parsed.data;
  const reached = { ...base, sequence, workflow, settings, hidden: authenticationHeaders(settings) };
  const refuse = async (refusal: Refusal) => {
    await logRefusal(ports, reached, request, refusal);
    return refusal;
  };
  if (node.data.properties.isEnabled === false) return refuse({ status: 404, detail: webhookMessages.disabled });
  if (address === 'production' && !sequence.active) return refuse({ status: 404, detail: webhookMessages.inactive });
  if (webhook.count > allowance.limits.webhook_deliveries_per_minute) {
    const retryAfter = Math.max(1, Math.ceil((webhook.windowEnd.getTime() - receivedAt.getTime()) / 1000));
    return refuse({ status: 429, detail: limitMessages.webhookRate(allowance.planId, allowance.planName, retryAfter), headers: { 'Retry-After': String(retryAfter) } });
  }
  if (settings.method !== 'any' && request.method !== settings.method) return refuse({ status: 405, detail: webhookMessages.method(settings.method), headers: { Allow: settings.method } });
  return { ...reached, allowance };
}
