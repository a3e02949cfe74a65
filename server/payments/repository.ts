import { and, asc, count, desc, eq, gte, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema/accounts';
import { paymentLines, payments } from '../db/schema/payments';
import { taxCentsOf, paymentMethodLabels, type PaymentStatus } from '../../src/domain/payments/payments';
import { samplePayments } from './sample-payments';

/** Every statement about payments. Each takes the database or a transaction. */

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentLineRow = typeof paymentLines.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'userId' | 'number'>;
export type NewLine = Pick<PaymentLineRow, 'name' | 'priceCents' | 'quantity' | 'marketBotId'>;

export const paymentId = (number: number) => `PAY${String(number).padStart(3, '0')}`;

/** "PAY021" → 21; anything else names no payment. */
export function paymentNumberOf(id: string): number | null {
  const match = /^PAY(\d{3,9})$/.exec(id);
  return match ? Number(match[1]) : null;
}

const invoiceOf = (date: Date, number: number) => `INV-${date.getUTCFullYear()}-${String(number).padStart(3, '0')}`;

/** Serialises one user's checkouts: two tabs paying at once take turns, so each sees the other's result. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select id from users where id = ${userId} for update`);
}

export async function findPaymentByKey(db: Db, userId: string, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
  return row;
}

/** The next payment of the user (one after their highest: PAY021 follows the samples), with its lines as stored. */
export async function insertPayment(db: Db, userId: string, payment: NewPayment, lines: readonly NewLine[]): Promise<{ payment: PaymentRow; lines: PaymentLineRow[] }> {
  const [row] = await db
    .insert(payments)
    .values({ ...payment, userId, number: sql`(select coalesce(max(number), 0) + 1 from payments where user_id = ${userId})` })
    .returning();
  if (!row) throw new Error('insert into payments returned no row');
  const stored =
    lines.length > 0
      ? await db
          .insert(paymentLines)
          .values(lines.map((line, position) => ({ ...line, userId, paymentNumber: row.number, position })))
          .returning()
      : [];
  // The invoice number needs the payment's own number.
  const [numbered] = await db
    .update(payments)
    .set({ invoice: invoiceOf(row.createdAt, row.number) })
    .where(and(eq(payments.userId, userId), eq(payments.number, row.number)))
    .returning();
  return { payment: numbered ?? row, lines: stored };
}

/** A checkout still waiting for its outcome: pending with a key (the samples' pending rows have none). */
const inFlight = and(eq(payments.status, 'pending'), isNotNull(payments.idempotencyKey));

/** Whether the user has a checkout whose outcome is not recorded yet. */
export async function hasPaymentInFlight(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ number: payments.number })
    .from(payments)
    .where(and(eq(payments.userId, userId), inFlight))
    .limit(1);
  return row !== undefined;
}

/**
 * The payment, locked until the transaction ends, if it is still in flight: whoever holds it
 * records the outcome, and anyone after finds it settled.
 */
export async function lockPaymentInFlight(db: Db, userId: string, number: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.number, number), inFlight))
    .for('update');
  return row;
}

export type PaymentOutcome = Pick<PaymentRow, 'status' | 'providerReference' | 'boughtBotIds' | 'declineReason'>;

/** Writes a payment's outcome; the caller holds it (lockPaymentInFlight). */
export async function settlePayment(db: Db, userId: string, number: number, outcome: PaymentOutcome): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set(outcome)
    .where(and(eq(payments.userId, userId), eq(payments.number, number)))
    .returning();
  if (!row) throw new Error(`payment ${paymentId(number)} of ${userId} to settle was not found`);
  return row;
}

/** Checkouts in flight for longer than `olderThanMs` by the database's clock, oldest first. */
export async function paymentsInFlightSince(db: Db, olderThanMs: number, limit: number): Promise<Array<Pick<PaymentRow, 'userId' | 'number'>>> {
  return db
    .select({ userId: payments.userId, number: payments.number })
    .from(payments)
    .where(and(inFlight, sql`${payments.createdAt} <= now() - make_interval(secs => ${olderThanMs / 1000})`))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

export async function findPayment(db: Db, userId: string, number: number): Promise<{ payment: PaymentRow; lines: PaymentLineRow[] } | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.number, number)));
  if (!payment) return undefined;
  return { payment, lines: await linesOf(db, userId, [number]) };
}

export async function linesOf(db: Db, userId: string, numbers: number[]): Promise<PaymentLineRow[]> {
  if (numbers.length === 0) return [];
  return db
    .select()
    .from(paymentLines)
    .where(and(eq(paymentLines.userId, userId), sql`${paymentLines.paymentNumber} = any(${sql.param(numbers)}::int[])`))
    .orderBy(asc(paymentLines.paymentNumber), asc(paymentLines.position));
}

export interface PaymentFilter {
  userId: string;
  status?: PaymentStatus;
  since?: Date;
  search?: string;
}

function conditionsOf(filter: PaymentFilter): SQL | undefined {
  const conditions: SQL[] = [eq(payments.userId, filter.userId)];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.since) conditions.push(gte(payments.createdAt, filter.since));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`;
    const matches = or(ilike(payments.description, pattern), ilike(sql`'PAY' || lpad(${payments.number}::text, 3, '0')`, pattern), ilike(payments.method, pattern));
    if (matches) conditions.push(matches);
  }
  return and(...conditions);
}

/** A page of the user's payments, newest first, with their lines; `pageSize` null gives them all (the CSV). */
export async function listPayments(db: Db, filter: PaymentFilter, page: number, pageSize: number | null): Promise<{ rows: Array<PaymentRow & { lines: PaymentLineRow[] }>; total: number }> {
  const where = conditionsOf(filter);
  const query = db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.number));
  const [rows, [counted]] = await Promise.all([pageSize === null ? query : query.limit(pageSize).offset((page - 1) * pageSize), db.select({ total: count() }).from(payments).where(where)]);
  // Grouped once: the CSV export reads every row of the history, not a page of ten.
  const linesByPayment = new Map<number, PaymentLineRow[]>();
  for (const line of await linesOf(
    db,
    filter.userId,
    rows.map((row) => row.number),
  )) {
    const group = linesByPayment.get(line.paymentNumber);
    if (group) group.push(line);
    else linesByPayment.set(line.paymentNumber, [line]);
  }
  return { rows: rows.map((row) => ({ ...row, lines: linesByPayment.get(row.number) ?? [] })), total: counted?.total ?? 0 };
}

/**
 * The history's tiles over all of the user's payments (D12: this month computed). Sample rows (the
 * demo's, D83) are no payments the user made: they count in no tile.
 */
export async function summarizePayments(db: Db, userId: string, monthStart: Date): Promise<{ completedCents: number; completedCount: number; thisMonthCents: number }> {
  const [row] = await db
    .select({
      completedCents: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'completed'), 0)`.mapWith(Number),
      completedCount: sql<number>`count(*) filter (where ${payments.status} = 'completed')`.mapWith(Number),
      thisMonthCents: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.status} = 'completed' and ${payments.createdAt} >= ${monthStart.toISOString()}::timestamptz), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.sample, false)));
  return row ?? { completedCents: 0, completedCount: 0, thisMonthCents: 0 };
}

/**
 * The demo account's twenty sample payments (D12 as D83 narrows it: a new account starts with
 * none), PAY001 the oldest, dated relative to now, each marked `sample`. They name no market bot
 * (no line has a market bot), so none is a purchase of a bot the demo does not own.
 */
export async function insertSamplePayments(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  const day = 86_400_000;
  await db.insert(payments).values(
    samplePayments.map((sample, index) => {
      const createdAt = new Date(now.getTime() - sample.daysAgo * day);
      const taxCents = taxCentsOf(sample.subtotalCents);
      return {
        userId,
        number: index + 1,
        createdAt,
        subtotalCents: sample.subtotalCents,
        taxCents,
        amountCents: sample.subtotalCents + taxCents,
        description: sample.description,
        method: paymentMethodLabels[sample.method],
        status: sample.status,
        invoice: invoiceOf(createdAt, index + 1),
        bot: sample.bot,
        sample: true,
      };
    }),
  );
  await db.insert(paymentLines).values(
    samplePayments.map((sample, index) => ({ userId, paymentNumber: index + 1, position: 0, name: sample.description, priceCents: sample.subtotalCents, quantity: 1, marketBotId: null })),
  );
}

/** Who a payment's confirmation goes to, when no request carries the buyer (the sweeper settled it). */
export async function findBuyer(db: Db, userId: string): Promise<{ name: string; lastname: string; email: string } | undefined> {
  const [row] = await db.select({ name: users.name, lastname: users.lastname, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

/** The payment, locked until the transaction ends: a refund is decided and recorded holding it. */
export async function lockPayment(db: Db, userId: string, number: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.number, number)))
    .for('update');
  return row;
}

/** Notes the refund's key on the payment before the provider is asked (the caller holds it). */
export async function markRefundRequested(db: Db, userId: string, number: number, refundKey: string): Promise<void> {
  await db
    .update(payments)
    .set({ refundKey })
    .where(and(eq(payments.userId, userId), eq(payments.number, number)));
}

/** The payment refunded (the caller holds it). */
export async function markRefunded(db: Db, userId: string, number: number, refundReference: string): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ status: 'refunded', refundReference, refundedAt: new Date() })
    .where(and(eq(payments.userId, userId), eq(payments.number, number)))
    .returning();
  if (!row) throw new Error(`payment ${paymentId(number)} of ${userId} to refund was not found`);
  return row;
}
