import type { Webhook, WebhookDelivery, WebhookDeliveryDetail } from '../../src/domain/webhooks/webhooks';
import type { WebhookSettings } from '../../src/domain/workflow/node-catalogue/webhook-settings';
import type { DeliveryRow } from './deliveries-repository';
import { addressUrl } from './ports';
import { isText } from './received-request';
import type { WebhookRow } from './repository';

/** The webhooks feature's rows as the API answers them: a webhook with its addresses, a delivery of the log. */

/** A Webhook node as the list shows it: its row's addresses and what its saved settings say. */
export function toWebhook(row: WebhookRow, node: { label: string; enabled: boolean; settings: WebhookSettings }, active: boolean, publicUrl: string): Webhook {
  const { settings } = node;
  return {
    nodeId: row.nodeId,
    label: node.label,
    productionUrl: addressUrl(publicUrl, 'production', row.productionKey),
    testUrl: addressUrl(publicUrl, 'test', row.testKey),
    method: settings.method,
    authentication: settings.authentication,
    signature: settings.authentication === 'signature' ? settings.signature : null,
    response: settings.response,
    enabled: node.enabled,
    live: active && node.enabled,
    createdAt: row.createdAt.toISOString(),
    rotatedAt: row.rotatedAt?.toISOString() ?? null,
  };
}

/** What the log knows of the sequence's latest saved workflow: each node's label, and its Webhook nodes. */
export interface LogContext {
  labels: ReadonlyMap<string, string>;
  webhookNodes: ReadonlySet<string>;
}

/** Whether "Run again with this request" can run it: the request was kept (not refused unread), it was not refused as forged, and its node is still there. */
export const isReplayable = (row: Pick<DeliveryRow, 'body' | 'verdict' | 'nodeId'>, context: LogContext) =>
  row.body !== null && (row.verdict === 'none' || row.verdict === 'passed') && context.webhookNodes.has(row.nodeId);

export function toDelivery(row: DeliveryRow, context: LogContext): WebhookDelivery {
  return {
    id: row.id,
    nodeId: row.nodeId,
    nodeLabel: context.labels.get(row.nodeId) ?? row.nodeId,
    address: row.address,
    receivedAt: row.receivedAt.toISOString(),
    method: row.method,
    status: row.status,
    verdict: row.verdict,
    verdictDetail: row.verdictDetail,
    runId: row.runId,
    idempotencyKey: row.idempotencyKey,
    duplicateOf: row.duplicateOf,
    replayOf: row.replayOf,
    bodyBytes: row.bodyBytes,
    replayable: isReplayable(row, context),
  };
}

export function toDeliveryDetail(row: DeliveryRow, context: LogContext): WebhookDeliveryDetail {
  const text = row.body !== null && isText(row.body);
  return {
    ...toDelivery(row, context),
    path: row.path,
    query: row.query,
    headers: row.headers,
    contentType: row.contentType,
    body: row.body === null ? null : row.body.toString(text ? 'utf8' : 'base64'),
    bodyEncoding: row.body === null ? null : text ? 'utf8' : 'base64',
    answer: row.answer,
  };
}
