import { copyMarketBotsIntoMyBots } from '../bots/repository';
import type { Db } from '../db/database';
import { refreshDownloadCounts } from '../market/downloads-repository';
import { clearCart, marketBotsByIds } from '../market/repository';
import { periodEndFrom } from '../plans/allowance';
import { planOfPayment, startPaidPeriod } from '../plans/repository';
import type { ChargeResult } from './provider';
import { findPayment, lockPaymentInFlight, settlePayment, type PaymentLineRow, type PaymentRow } from './repository';

export interface RecordedPayment {
  payment: PaymentRow;
  lines: PaymentLineRow[];
}

/**
 * The idempotency key the provider gets for one payment: the buyer and the checkout's own key, which
 * name one payment for good (a payment number could come back if the rows were ever deleted).
 */
export function chargeKeyOf(payment: Pick<PaymentRow, 'userId' | 'idempotencyKey'>): string {
  if (payment.idempotencyKey === null) throw new Error('only a checkout payment, which has a key, is charged');
  return `botflow_${payment.userId}_${payment.idempotencyKey}`;
}

/**
 * Records what the provider did with a payment still in flight, in one short transaction that
 * holds the payment's row: charged, the payment completes with the provider's reference, the
 * bought bots are copied into My Bots and leave the cart, a paid plan becomes current; declined or unknown to the provider, it
 * fails. The checkout that charged and the sweeper may both try; the first records the outcome and
 * the other finds the payment settled, so bots are copied once.
 */
export async function recordCharge(db: Db, recorded: RecordedPayment, charge: ChargeResult | null): Promise<RecordedPayment & { recordedNow: boolean }> {
  const { userId, number } = recorded.payment;
  return db.transaction(async (tx) => {
    const pending = await lockPaymentInFlight(tx, userId, number);
    if (!pending) {
      const settled = await findPayment(tx, userId, number);
      if (!settled) throw new Error(`payment ${number} of ${userId} vanished before it was settled`);
      return { ...settled, recordedNow: false };
    }
    if (charge?.status !== 'succeeded') {
      return { payment: await settlePayment(tx, userId, number, { status: 'failed', providerReference: null, boughtBotIds: [], declineReason: charge?.status === 'declined' ? charge.reason : null }), lines: recorded.lines, recordedNow: true };
    }
    const boughtIds = recorded.lines.flatMap((line) => (line.marketBotId === null ? [] : [line.marketBotId]));
    const copies = await copyMarketBotsIntoMyBots(tx, userId, await marketBotsByIds(tx, boughtIds));
    if (boughtIds.length > 0) await clearCart(tx, userId, boughtIds);
    const payment = await settlePayment(tx, userId, number, { status: 'completed', providerReference: charge.reference, boughtBotIds: copies, declineReason: null });
    await refreshDownloadCounts(tx, boughtIds);
    // D85: a plan's payment makes the plan current for a period from now.
    const plan = await planOfPayment(tx, userId, number);
    if (plan) await startPaidPeriod(tx, userId, plan, number, periodEndFrom(new Date(), plan.billingPeriod));
    return { payment, lines: recorded.lines, recordedNow: true };
  });
}
