import type { FastifyBaseLogger } from 'fastify';
import { revokeBoughtBots } from '../bots/bought-copies';
import type { Db } from '../db/database';
import { refreshDownloadCounts } from '../market/downloads-repository';
import { endSubscriptionPaidBy } from '../plans/repository';
import { HttpError } from '../plugins/errors';
import { paymentMessages } from '../../src/domain/payments/payments';
import { refundRefusal } from './answers';
import type { PaymentProvider, RefundResult } from './provider';
import { linesOf, lockPayment, markRefunded, markRefundRequested, type PaymentRow } from './repository';
import type { RecordedPayment } from './settle';

const refusalTexts = {
  failed: paymentMessages.refundFailed,
  refunded: paymentMessages.refundedAlready,
  sample: paymentMessages.refundSample,
  tooOld: paymentMessages.refundTooOld,
} as const;

/** The provider's key for a payment's refund: one per payment, so however often it is asked the charge is given back once. */
export const refundKeyOf = (payment: Pick<PaymentRow, 'userId' | 'number'>) => `botflow_refund_${payment.userId}_${payment.number}`;

type Opened = { done: PaymentRow } | { toRefund: PaymentRow };

/**
 * Step one, under the payment's lock: the same key of a refunded payment answers it again; a
 * refund already noted but not confirmed (its answer was lost) is resumed; otherwise the payment
 * must be refundable (completed through checkout, not refunded, younger than 30 days), and the
 * key is noted so the payment is refunded once.
 */
async function openRefund(db: Db, userId: string, number: number, key: string, now: Date): Promise<Opened> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, userId, number);
    if (!payment) throw new HttpError(404, paymentMessages.notFound);
    if (payment.status === 'refunded') {
      if (payment.refundKey === key) return { done: payment };
      throw new HttpError(409, paymentMessages.refundedAlready);
    }
    // A refund noted but never confirmed (its answer was lost) is resumed by whoever asks next; that request's key answers it from then on.
    if (payment.refundKey !== null && payment.status === 'completed') {
      await markRefundRequested(tx, userId, number, key);
      return { toRefund: { ...payment, refundKey: key } };
    }
    const refusal = refundRefusal(payment, now);
    if (refusal) throw new HttpError(409, refusalTexts[refusal]);
    await markRefundRequested(tx, userId, number, key);
    return { toRefund: { ...payment, refundKey: key } };
  });
}

/**
 * Step three, under the payment's lock: refunded, the bots it bought leave My Bots (their runs stay
 * in History: runs keep their own snapshot, no row refers to the bot; a workflow still naming one
 * says it is no longer owned, D130) and their downloads, and a plan it paid for ends.
 * A second request finishing the same refund finds it refunded and changes nothing.
 */
async function recordRefund(db: Db, payment: PaymentRow, refund: RefundResult): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const held = await lockPayment(tx, payment.userId, payment.number);
    if (!held) throw new HttpError(404, paymentMessages.notFound);
    if (held.status === 'refunded') return held;
    await revokeBoughtBots(tx, held.userId, held.boughtBotIds);
    await endSubscriptionPaidBy(tx, held.userId, held.number);
    const refunded = await markRefunded(tx, held.userId, held.number, refund.reference);
    const lines = await linesOf(tx, held.userId, [held.number]);
    await refreshDownloadCounts(tx, lines.flatMap((line) => (line.marketBotId === null ? [] : [line.marketBotId])));
    return refunded;
  });
}

/**
 * A refund (D84) in the checkout's three steps (D73), so no lock is held while the provider
 * works: the refund is noted under the payment's lock, the provider gives the charge back outside
 * any transaction (once per payment, by `refundKeyOf`), and the outcome is recorded.
 */
export async function refundPayment(db: Db, provider: PaymentProvider, userId: string, number: number, key: string, log: FastifyBaseLogger, now: Date = new Date()): Promise<RecordedPayment> {
  const opened = await openRefund(db, userId, number, key, now);
  let payment: PaymentRow;
  if ('done' in opened) {
    payment = opened.done;
  } else {
    const charged = opened.toRefund;
    if (charged.providerReference === null) throw new HttpError(409, paymentMessages.refundSample);
    let refund: RefundResult;
    try {
      refund = await provider.refund({ idempotencyKey: refundKeyOf(charged), chargeReference: charged.providerReference, amountCents: charged.amountCents });
    } catch (error) {
      log.error({ err: error, userId, payment: number }, 'the payment provider did not answer a refund');
      throw new HttpError(502, paymentMessages.refundUnreachable);
    }
    payment = await recordRefund(db, charged, refund);
  }
  return { payment, lines: await linesOf(db, userId, [payment.number]) };
}
