import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { testProviderCharges, testProviderRefunds } from '../db/schema/payments';
import type { ChargeResult } from './provider';

/** Every statement of the test-mode provider's memory (D39): its charges, by idempotency key. */

type ChargeRow = typeof testProviderCharges.$inferSelect;

function resultOf(row: ChargeRow): ChargeResult {
  if (row.status === 'succeeded' && row.reference !== null) return { status: 'succeeded', reference: row.reference };
  return { status: 'declined', reason: row.declineReason ?? 'card_declined' };
}

/** Keeps the first result for a key: a charge sent again answers what it answered the first time. */
export async function recordTestCharge(db: Db, idempotencyKey: string, amountCents: number, result: ChargeResult): Promise<ChargeResult> {
  const [inserted] = await db
    .insert(testProviderCharges)
    .values({
      idempotencyKey,
      amountCents,
      status: result.status,
      reference: result.status === 'succeeded' ? result.reference : null,
      declineReason: result.status === 'declined' ? result.reason : null,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return resultOf(inserted);
  const earlier = await findTestCharge(db, idempotencyKey);
  if (!earlier) throw new Error(`test charge ${idempotencyKey} was neither written nor found`);
  return earlier;
}

export async function findTestCharge(db: Db, idempotencyKey: string): Promise<ChargeResult | null> {
  const [row] = await db.select().from(testProviderCharges).where(eq(testProviderCharges.idempotencyKey, idempotencyKey));
  return row ? resultOf(row) : null;
}

/**
 * Keeps the first refund of a charge: the same key, or another key for a charge already given back,
 * answers the refund made the first time, so a charge is refunded once.
 */
export async function recordTestRefund(db: Db, idempotencyKey: string, chargeReference: string, amountCents: number, reference: string): Promise<{ reference: string }> {
  const [inserted] = await db.insert(testProviderRefunds).values({ idempotencyKey, chargeReference, amountCents, reference }).onConflictDoNothing().returning();
  if (inserted) return { reference: inserted.reference };
  const [earlier] = await db
    .select()
    .from(testProviderRefunds)
    .where(or(eq(testProviderRefunds.idempotencyKey, idempotencyKey), eq(testProviderRefunds.chargeReference, chargeReference)));
  if (!earlier) throw new Error(`test refund ${idempotencyKey} was neither written nor found`);
  return { reference: earlier.reference };
}
