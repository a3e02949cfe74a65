import { randomBytes } from 'node:crypto';
import { and, asc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { WebhookAddress } from '../../src/domain/webhooks/webhooks';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { webhookDeliveryCounts, webhooks } from '../db/schema/webhooks';

/** Every statement about a sequence's webhooks and their addresses (D126); the deliveries' are deliveries-repository.ts's. */

export type WebhookRow = typeof webhooks.$inferSelect;

/** An address's key: 24 random bytes, 192 bits no one guesses, in the 32 characters of URL-safe Base64. */
export const newWebhookKey = () => randomBytes(24).toString('base64url');

/**
 * The sequence's webhooks become one per Webhook node of its saved workflow (`nodeIds`), in the
 * transaction that saves it: a node that keeps its id keeps its row and so its addresses, a new node
 * gets fresh keys, a removed node's row goes (its deliveries stay in the log).
 */
export async function keepWebhooksOf(db: Db, sequence: { id: string; userId: string }, nodeIds: readonly string[]): Promise<void> {
  await db.delete(webhooks).where(nodeIds.length === 0 ? eq(webhooks.sequenceId, sequence.id) : and(eq(webhooks.sequenceId, sequence.id), notInArray(webhooks.nodeId, [...nodeIds])));
  if (nodeIds.length === 0) return;
  await db
    .insert(webhooks)
    .values(nodeIds.map((nodeId) => ({ sequenceId: sequence.id, userId: sequence.userId, nodeId, productionKey: newWebhookKey(), testKey: newWebhookKey() })))
    .onConflictDoNothing({ target: [webhooks.sequenceId, webhooks.nodeId] });
}

export async function listWebhooksOf(db: Db, sequenceId: string): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.sequenceId, sequenceId)).orderBy(asc(webhooks.createdAt), asc(webhooks.nodeId));
}

export async function findWebhookOfNode(db: Db, sequenceId: string, nodeId: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(and(eq(webhooks.sequenceId, sequenceId), eq(webhooks.nodeId, nodeId)));
  return row;
}

/** New keys for one address or both; the old ones find nothing from now on. */
export async function rotateWebhook(db: Db, webhookId: string, address: WebhookAddress | undefined): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({
      ...(address !== 'test' ? { productionKey: newWebhookKey() } : {}),
      ...(address !== 'production' ? { testKey: newWebhookKey() } : {}),
      rotatedAt: new Date(),
    })
    .where(eq(webhooks.id, webhookId))
    .returning();
  return row;
}

/** A webhook an address reached, and how many requests it has taken in this minute, this one counted. */
export interface ReachedWebhook {
  id: string;
  sequenceId: string;
  userId: string;
  nodeId: string;
  /** Requests in the current minute, across every process. */
  count: number;
  /** When the current minute ends. */
  windowEnd: Date;
}

/**
 * The webhook the key names, and its count for the minute moved on by one in the same statement, so
 * the plan's rate limit holds across processes at one round trip per request. Written out, one text
 * per address: every request to an address asks it.
 */
const reachedStatements: Readonly<Record<WebhookAddress, (key: string) => SQL>> = {
  production: (key) => reachedStatement('production_key', key),
  test: (key) => reachedStatement('test_key', key),
};

function reachedStatement(column: 'production_key' | 'test_key', key: string): SQL {
  return sql`with hook as (select id, sequence_id, user_id, node_id from webhooks where ${sql.raw(column)} = ${key}),
    counted as (insert into webhook_delivery_counts (webhook_id, window_start, count) select id, date_trunc('minute', now()), 1 from hook
      on conflict (webhook_id, window_start) do update set count = webhook_delivery_counts.count + 1 returning webhook_id, count, window_start)
    select hook.id, hook.sequence_id, hook.user_id, hook.node_id, counted.count, counted.window_start from hook join counted on counted.webhook_id = hook.id`;
}

export async function reachWebhook(db: Db, address: WebhookAddress, key: string): Promise<ReachedWebhook | undefined> {
  const [row] = rowsOf<{ id: string; sequence_id: string; user_id: string; node_id: string; count: number; window_start: Date | string }>(await db.execute(reachedStatements[address](key)));
  if (!row) return undefined;
  return { id: row.id, sequenceId: row.sequence_id, userId: row.user_id, nodeId: row.node_id, count: Number(row.count), windowEnd: new Date(new Date(row.window_start).getTime() + 60_000) };
}

/** The minutes' counts that are over, deleted. */
export async function pruneDeliveryCounts(db: Db, now: Date): Promise<void> {
  await db.delete(webhookDeliveryCounts).where(sql`${webhookDeliveryCounts.windowStart} < date_trunc('minute', ${now.toISOString()}::timestamptz)`);
}

