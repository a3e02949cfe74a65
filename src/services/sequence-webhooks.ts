import {
  webhookAcceptedSchema,
  webhookDeliveryDetailSchema,
  webhookDeliveryListSchema,
  webhookListSchema,
  webhookSchema,
  type Webhook,
  type WebhookAccepted,
  type WebhookAddress,
  type WebhookDeliveryDetail,
  type WebhookDeliveryList,
  type WebhookList,
} from '../domain/webhooks/webhooks';
import type { ApiClient } from './api-client';
import { signedInCall } from './signed-in-call';

/** A sequence's Webhook nodes with their addresses, and the log of what reached them (D135, D136). */
const sequencePath = (sequenceId: string) => `/sequences/sequences/${encodeURIComponent(sequenceId)}`;

export async function listWebhooks(api: ApiClient, sequenceId: string): Promise<WebhookList> {
  return signedInCall(api, async () => webhookListSchema.parse(await api.get(`${sequencePath(sequenceId)}/webhooks`)));
}

/** A new key for one address: the old one answers 404 from then on. */
export async function rotateWebhook(api: ApiClient, sequenceId: string, nodeId: string, address: WebhookAddress): Promise<Webhook> {
  return signedInCall(api, async () => webhookSchema.parse(await api.post(`${sequencePath(sequenceId)}/webhooks/${encodeURIComponent(nodeId)}/rotate`, { address })));
}

export interface DeliveryListQuery {
  page?: number;
  page_size?: number;
  address?: 'production' | 'test' | 'replay';
  /** Only the deliveries received after this one, oldest first. */
  after?: string;
}

export async function listWebhookDeliveries(api: ApiClient, sequenceId: string, query: DeliveryListQuery = {}): Promise<WebhookDeliveryList> {
  return signedInCall(api, async () => webhookDeliveryListSchema.parse(await api.get(`${sequencePath(sequenceId)}/webhook-deliveries`, { query: { ...query } })));
}

export async function readWebhookDelivery(api: ApiClient, sequenceId: string, deliveryId: string): Promise<WebhookDeliveryDetail> {
  return signedInCall(api, async () => webhookDeliveryDetailSchema.parse(await api.get(`${sequencePath(sequenceId)}/webhook-deliveries/${encodeURIComponent(deliveryId)}`)));
}

/** "Run again with this request": a new run of the latest saved version with the delivery's request. */
export async function replayWebhookDelivery(api: ApiClient, sequenceId: string, deliveryId: string): Promise<WebhookAccepted> {
  return signedInCall(api, async () => webhookAcceptedSchema.parse(await api.post(`${sequencePath(sequenceId)}/webhook-deliveries/${encodeURIComponent(deliveryId)}/replay`, undefined)));
}
