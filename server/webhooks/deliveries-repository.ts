import { and, asc, count, desc, eq, gt, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database';
import { webhookDeliveries, type DeliveryAddress, type DeliveryVerdict } from '../db/schema/webhooks';

/** Every statement about the deliveries log (D126): what reached a sequence's webhooks, what it was answered, what it started. */

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A delivery as it is written: everything but the run, which the queueing's own statement fills in. */
export interface DeliveryRecord {
  id: string;
  sequenceId: string;
  webhookId: string | null;
  nodeId: string;
  address: DeliveryAddress;
  receivedAt: Date;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  contentType: string | null;
  body: Buffer | null;
  bodyBytes: number;
  status: number;
  answer: unknown;
  verdict: DeliveryVerdict;
  verdictDetail: string | null;
  runId: string | null;
  idempotencyKey: string | null;
  duplicateOf: string | null;
  replayOf: string | null;
}

export async function insertDelivery(db: Db, delivery: DeliveryRecord): Promise<void> {
  await db.insert(webhookDeliveries).values(delivery);
}

/**
 * The delivery that queued a run, written by the statement that queues it (D135: both are committed
 * before the 202, or neither): from `queued`, whose `run_id` it records, only when the run was
 * queued. Its answer, the 202's body, names the run. A repeat of its idempotency key meanwhile breaks
 * the unique index and so the whole statement: no second run.
 */
export function deliveryWithRun(delivery: Omit<DeliveryRecord, 'runId' | 'answer' | 'status'>, statusUrlBase: string): (queued: SQL) => SQLWrapper {
  const json = (value: unknown) => JSON.stringify(value);
  return (queued) => sql`insert into webhook_deliveries (id, sequence_id, webhook_id, node_id, address, received_at, method, path, query, headers, content_type, body, body_bytes,
      status, answer, verdict, verdict_detail, run_id, idempotency_key, duplicate_of, replay_of)
    select ${delivery.id}::uuid, ${delivery.sequenceId}::uuid, ${delivery.webhookId}::uuid, ${delivery.nodeId}, ${delivery.address}, ${delivery.receivedAt.toISOString()}::timestamptz,
      ${delivery.method}, ${delivery.path}, ${json(delivery.query)}::jsonb, ${json(delivery.headers)}::jsonb, ${delivery.contentType},
      decode(${delivery.body === null ? null : delivery.body.toString('hex')}::text, 'hex'), ${delivery.bodyBytes}::int,
      202, jsonb_build_object('runId', q.run_id::text, 'status', 'queued', 'statusUrl', ${statusUrlBase} || q.run_id::text, 'deliveryId', ${delivery.id}::text),
      ${delivery.verdict}, ${delivery.verdictDetail}, q.run_id, ${delivery.idempotencyKey}, ${delivery.duplicateOf}::uuid, ${delivery.replayOf}::uuid
    from ${queued} q where q.run_id is not null`;
}

/** The delivery that holds the key for the webhook, if one does. */
export async function findDeliveryByKey(db: Db, webhookId: string, key: string): Promise<Pick<DeliveryRow, 'id' | 'receivedAt' | 'status' | 'answer' | 'runId'> | undefined> {
  const [row] = await db
    .select({ id: webhookDeliveries.id, receivedAt: webhookDeliveries.receivedAt, status: webhookDeliveries.status, answer: webhookDeliveries.answer, runId: webhookDeliveries.runId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.idempotencyKey, key)));
  return row;
}

/** A key seen more than 24 h ago no longer holds: the delivery lets go of it, so a new one may take it. */
export async function releaseKey(db: Db, deliveryId: string, seenBefore: Date): Promise<void> {
  await db.update(webhookDeliveries).set({ idempotencyKey: null }).where(and(eq(webhookDeliveries.id, deliveryId), lt(webhookDeliveries.receivedAt, seenBefore)));
}

/** A sync delivery's answer once its run ended: what a repeat of its key is answered from then on. */
export async function recordAnswer(db: Db, deliveryId: string, status: number, answer: unknown): Promise<void> {
  await db.update(webhookDeliveries).set({ status, answer }).where(eq(webhookDeliveries.id, deliveryId));
}

export interface DeliveryFilter {
  address?: DeliveryAddress;
  nodeId?: string;
  /** Only those received after this delivery, oldest first. */
  after?: { id: string; receivedAt: Date };
  page: number;
  pageSize: number;
}

/** One page of the sequence's deliveries, newest first (oldest first after a given one), and how many the filter selects. */
export async function listDeliveries(db: Db, sequenceId: string, filter: DeliveryFilter): Promise<{ rows: DeliveryRow[]; total: number }> {
  const conditions = [eq(webhookDeliveries.sequenceId, sequenceId)];
  if (filter.address) conditions.push(eq(webhookDeliveries.address, filter.address));
  if (filter.nodeId) conditions.push(eq(webhookDeliveries.nodeId, filter.nodeId));
  const { after } = filter;
  if (after) conditions.push(or(gt(webhookDeliveries.receivedAt, after.receivedAt), and(eq(webhookDeliveries.receivedAt, after.receivedAt), gt(webhookDeliveries.id, after.id)))!);
  const where = and(...conditions);
  const order = after ? [asc(webhookDeliveries.receivedAt), asc(webhookDeliveries.id)] : [desc(webhookDeliveries.receivedAt), desc(webhookDeliveries.id)];
  const [rows, [counted]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(...order).limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findDelivery(db: Db, sequenceId: string, deliveryId: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.sequenceId, sequenceId), eq(webhookDeliveries.id, deliveryId)));
  return row;
}

/** Deliveries received before `before` (30 days ago), deleted. */
export async function pruneDeliveries(db: Db, before: Date): Promise<void> {
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.receivedAt, before));
}
