import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './bytea';
import { workflowRuns } from './runs';
import { sequences } from './sequences';

/**
 * A Webhook node's addresses (D126): one row per node of a sequence's saved workflow, kept in step
 * with its saves (a node keeps its row, so its addresses, across saves; a removed node's goes). Each
 * address carries its own unguessable key; rotating one replaces it, and the old one answers 404.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    /** The production URL's key: runs the last saved version while Workflow Active is on. */
    productionKey: text('production_key').notNull(),
    /** The test URL's key: runs the latest saved version, active or not. */
    testKey: text('test_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhooks_sequence_node_idx').on(table.sequenceId, table.nodeId),
    uniqueIndex('webhooks_production_key_idx').on(table.productionKey),
    uniqueIndex('webhooks_test_key_idx').on(table.testKey),
  ],
);

/** Which of a webhook's addresses a delivery came to, or a replay a user asked for from the log. */
export type DeliveryAddress = 'production' | 'test' | 'replay';
/** The authentication check's outcome: the webhook takes none, it passed, it failed, or the request was answered before it (404, 405, 413, 429). */
export type DeliveryVerdict = 'none' | 'passed' | 'failed' | 'unchecked';

/**
 * Every request a webhook's address received (D126): when, at which address, what it was (the
 * authentication headers' values never kept), what it was answered, the check's verdict and the
 * run it started. Kept 30 days; a delivery with an idempotency key (or a provider's delivery id)
 * holds it for its webhook, so a repeat within 24 h starts no second run.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    /** Null once the node (and so its webhook) was removed; the log keeps the delivery. */
    webhookId: uuid('webhook_id').references(() => webhooks.id, { onDelete: 'set null' }),
    nodeId: text('node_id').notNull(),
    address: text('address').$type<DeliveryAddress>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    query: jsonb('query').$type<Record<string, string | string[]>>().notNull(),
    /** Lower-case names; an authentication header's value is kept as ••••. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    contentType: text('content_type'),
    /** The raw body (at most 1 MB), for "Run again with this request"; null when it was refused unread. */
    body: bytea('body'),
    bodyBytes: integer('body_bytes').notNull(),
    status: integer('status').notNull(),
    /** What the request was answered (its JSON body), answered again to a repeat of its key. */
    answer: jsonb('answer'),
    verdict: text('verdict').$type<DeliveryVerdict>().notNull(),
    verdictDetail: text('verdict_detail'),
    runId: uuid('run_id').references(() => workflowRuns.id, { onDelete: 'set null' }),
    /** The Idempotency-Key, X-GitHub-Delivery or Stripe event id; cleared once 24 h have passed and a later delivery brings it again. */
    idempotencyKey: text('idempotency_key'),
    /** The delivery whose key this one repeated, and whose answer it was given. */
    duplicateOf: uuid('duplicate_of'),
    /** The delivery a replay ran again. */
    replayOf: uuid('replay_of'),
  },
  (table) => [
    index('webhook_deliveries_sequence_idx').on(table.sequenceId, table.receivedAt),
    index('webhook_deliveries_received_idx').on(table.receivedAt),
    uniqueIndex('webhook_deliveries_key_idx').on(table.webhookId, table.idempotencyKey).where(sql`${table.idempotencyKey} is not null`),
  ],
);

/**
 * Deliveries each webhook received per minute (D126): the plan's rate limit counted in the database,
 * so it holds across every process. Windows older than the current one are pruned.
 */
export const webhookDeliveryCounts = pgTable(
  'webhook_delivery_counts',
  {
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.webhookId, table.windowStart] })],
);
