import { z } from 'zod';
import { deliveryAddresses, webhookAuthentications, webhookMethods, webhookResponses, webhookSignaturePresets } from '../workflow/node-catalogue/webhook-settings';

/**
 * The webhooks' contract (D126, D135, D136): a sequence's Webhook nodes with their two addresses, the
 * log of what reached them, and what a caller is answered. The designer's Run Settings show the
 * addresses with copy and rotate buttons; its deliveries screen reads the log and replays from it.
 */

export const webhookAddresses = ['production', 'test'] as const;
export type WebhookAddress = (typeof webhookAddresses)[number];

export const webhookLimits = {
  /** A request's body; a larger one is refused 413 before it is read whole. */
  bodyBytes: 1024 * 1024,
  /** A delivery's idempotency key (or a provider's delivery id) holds for its webhook this long. */
  idempotencyMs: 24 * 60 * 60 * 1000,
  /** The deliveries log keeps a delivery this long. */
  keptDays: 30,
  /** A sync webhook waits this long for its run, then answers 202 as an async one. */
  syncWaitMs: 30_000,
  /** A Stripe or Slack signature's timestamp may be this far from the server's clock. */
  signatureToleranceSeconds: 5 * 60,
  /** The deliveries log's pages. */
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/** One Webhook node of a sequence's saved workflow, with its addresses. */
export const webhookSchema = z.object({
  nodeId: z.string(),
  label: z.string(),
  /** Runs the last saved version while Workflow Active is on; answers 404 saying why otherwise. */
  productionUrl: z.string(),
  /** Runs the latest saved version whether Workflow Active is on or not. */
  testUrl: z.string(),
  method: z.enum(webhookMethods),
  authentication: z.enum(webhookAuthentications),
  /** The signature preset, when authentication is `signature`. */
  signature: z.enum(webhookSignaturePresets).nullable(),
  response: z.enum(webhookResponses),
  /** The node is enabled: a disabled node's addresses answer 404. */
  enabled: z.boolean(),
  /** Whether the production URL starts runs now: Workflow Active is on and the node enabled. */
  live: z.boolean(),
  createdAt: z.string(),
  /** When an address was last rotated; null before. */
  rotatedAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({
  /** Workflow Active: whether production URLs run. */
  active: z.boolean(),
  items: z.array(webhookSchema),
});
export type WebhookList = z.infer<typeof webhookListSchema>;

export const webhookParamsSchema = z.object({ id: z.string(), nodeId: z.string() });

/** Which address a rotation replaces; both when it is not said (or no body is sent). */
export const webhookRotatePayloadSchema = z.object({ address: z.enum(webhookAddresses).optional() }).nullish();

/** The authentication check's outcome: the webhook takes none, it passed, it failed, or the request was answered before it (404, 405, 413, 429). */
export const deliveryVerdicts = ['none', 'passed', 'failed', 'unchecked'] as const;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  nodeId: z.string(),
  /** The node's label in the latest saved workflow; its id when the node was removed since. */
  nodeLabel: z.string(),
  address: z.enum(deliveryAddresses),
  receivedAt: z.string(),
  method: z.string(),
  /** The status the request was answered with. */
  status: z.number().int(),
  verdict: z.enum(deliveryVerdicts),
  /** Why it failed, or what was refused (the answer's detail); null when nothing was. */
  verdictDetail: z.string().nullable(),
  /** The run it started; null when none was. */
  runId: z.string().nullable(),
  idempotencyKey: z.string().nullable(),
  /** The delivery whose key this one repeated, and whose answer it got. */
  duplicateOf: z.string().nullable(),
  /** The delivery this replay ran again. */
  replayOf: z.string().nullable(),
  bodyBytes: z.number().int(),
  /** Whether "Run again with this request" can run it: its request was kept and its node is still there. */
  replayable: z.boolean(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** One delivery with its request as it was kept (the authentication headers' values never are). */
export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  path: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  headers: z.record(z.string(), z.string()),
  contentType: z.string().nullable(),
  /** The body as text (UTF-8), or as Base64 when it is not text; null when it was not kept. */
  body: z.string().nullable(),
  bodyEncoding: z.enum(['utf8', 'base64']).nullable(),
  /** What the request was answered (JSON). */
  answer: z.unknown(),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const webhookDeliveryParamsSchema = z.object({ id: z.string(), deliveryId: z.string() });

export const webhookDeliveryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(webhookLimits.pageSizeMax).default(webhookLimits.pageSizeDefault),
  address: z.enum(deliveryAddresses).optional(),
  node_id: z.string().min(1).optional(),
  /** Only deliveries received after this one, oldest first: how the designer follows new test deliveries. */
  after: z.string().optional(),
});

export const webhookDeliveryListSchema = z.object({
  items: z.array(webhookDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** The 202 a delivery (or a replay) is answered with: the run it queued and where to follow it. */
export const webhookAcceptedSchema = z.object({
  runId: z.string(),
  status: z.string(),
  /** GET it (signed in) for the run and its steps. */
  statusUrl: z.string(),
  deliveryId: z.string(),
});
export type WebhookAccepted = z.infer<typeof webhookAcceptedSchema>;

/**
 * A sync webhook's answer for a completed run is its output (the End node's); an output of exactly
 * this shape sets the answer's status and body instead (D135).
 */
export const syncAnswerSchema = z.strictObject({ statusCode: z.number().int().min(200).max(599), body: z.unknown() });

export const webhookMessages = {
  notFound: 'No webhook has this address',
  inactive: 'This production URL runs only while Workflow Active is on for its sequence; its test URL runs the latest saved version',
  disabled: 'This webhook’s node is disabled',
  noWorkflow: 'This webhook’s sequence has no saved workflow',
  method: (allowed: string) => `This webhook takes ${allowed} requests`,
  tooLarge: `The body is larger than ${webhookLimits.bodyBytes / 1024 / 1024} MB`,
  invalidJson: 'The body is not valid JSON',
  failedRun: 'The run failed',
  cancelledRun: 'The run was cancelled',
  deliveryNotFound: 'No delivery of this sequence has this id',
  nodeNotFound: 'The workflow has no Webhook node with this id',
  /** A replay needs the request as it was kept and the node it came to. */
  notReplayable: 'This delivery cannot be run again: its request was not kept (it was refused before it was read), or its Webhook node was removed since',
} as const;
