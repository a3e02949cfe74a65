import type { Webhook, WebhookDelivery, WebhookDeliveryDetail } from '../../domain/webhooks/webhooks';

/** A Webhook node's addresses and a few deliveries, as the server answers them, for stories. */
export const sampleWebhook: Webhook = {
  nodeId: 'hook',
  label: 'Order arrives',
  productionUrl: 'https://botflow.example/v1/webhooks/Zq3v9W0fJxk2T8mYp1sL4a',
  testUrl: 'https://botflow.example/v1/webhooks/test/Hn7cR2uE5bK0wQ9dV6gX3y',
  method: 'POST',
  authentication: 'signature',
  signature: 'github',
  response: 'async',
  enabled: true,
  live: true,
  createdAt: '2026-11-30T09:12:00.000Z',
  rotatedAt: null,
};

const delivery = (id: string, changes: Partial<WebhookDelivery>): WebhookDelivery => ({
  id,
  nodeId: 'hook',
  nodeLabel: 'Order arrives',
  address: 'production',
  receivedAt: '2026-12-01T10:00:00.000Z',
  method: 'POST',
  status: 202,
  verdict: 'passed',
  verdictDetail: null,
  runId: `run-${id}`,
  idempotencyKey: null,
  duplicateOf: null,
  replayOf: null,
  bodyBytes: 58,
  replayable: true,
  ...changes,
});

export const sampleDeliveries: WebhookDelivery[] = [
  delivery('d4', { receivedAt: '2026-12-01T10:04:00.000Z', address: 'test', verdict: 'none' }),
  delivery('d3', { receivedAt: '2026-12-01T10:03:00.000Z', status: 401, verdict: 'failed', verdictDetail: 'The X-Hub-Signature-256 signature does not match the body', runId: null }),
  delivery('d2', { receivedAt: '2026-12-01T10:02:00.000Z', address: 'replay', replayOf: 'd1' }),
  delivery('d1', { receivedAt: '2026-12-01T10:01:00.000Z', idempotencyKey: 'order-1001' }),
];

export const sampleDeliveryDetail: WebhookDeliveryDetail = {
  ...sampleDeliveries[0]!,
  path: '/v1/webhooks/test/Hn7cR2uE5bK0wQ9dV6gX3y',
  query: { source: 'shop' },
  headers: { 'content-type': 'application/json', 'x-hub-signature-256': '••••', 'user-agent': 'GitHub-Hookshot/1' },
  contentType: 'application/json',
  body: '{"order":1001,"total":"42.00"}',
  bodyEncoding: 'utf8',
  answer: { runId: 'run-d4', status: 'queued', statusUrl: '/v1/workflows/runs/run-d4', deliveryId: 'd4' },
};
