import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { cartRows, findMarketBot, type CallerBotRow } from '../market/repository';
import { currentSubscriptionOf, isPaid } from '../plans/allowance';
import { findActivePlan, recordPlanPayment } from '../plans/repository';
import { periodEndText, planMessages } from '../../src/domain/plans/plans';
import { HttpError } from '../plugins/errors';
import { marketMessages } from '../../src/domain/market/market';
import { declineReasonTexts } from '../../src/domain/payments/card-rules';
import { paymentMessages, paymentMethodLabels, taxCentsOf, type CheckoutRequest } from '../../src/domain/payments/payments';
import type { ChargeResult, PaymentProvider } from './provider';
import { findPaymentByKey, hasPaymentInFlight, insertPayment, linesOf, lockUser, type NewLine, type PaymentRow } from './repository';
import { chargeKeyOf, recordCharge, type RecordedPayment } from './settle';

export interface Buyer {
  id: string;
}

export interface CheckoutSettings {
  /** How long a request repeating the key of a payment still in flight waits for its outcome. */
  sameKeyWaitMs: number;
  log: FastifyBaseLogger;
}

/** A double click's second request waits this long for the first one's outcome before a 409. */
export const defaultSameKeyWaitMs = 5_000;

/** `recordedNow`: this request recorded the outcome (a repeat of its key answers it again, and sends nothing again). */
export type CheckoutOutcome = ({ paid: true; bots: number[]; recordedNow: boolean } & RecordedPayment) | { paid: false; message: string };

/** What makes two requests the same one: a key reused with other details is refused (409). */
function fingerprintOf(request: CheckoutRequest): string {
  const { purpose, method, card } = request;
  // Written as before the request became a union, so the fingerprints already stored still match.
  const botId = request.purpose === 'bot' ? request.bot_id : undefined;
  const planId = request.purpose === 'plan' ? request.plan_id : undefined;
  const cardDigits = card ? card.number.replace(/\D/g, '') : null;
  return createHash('sha256').update(JSON.stringify({ purpose, botId, planId, method, cardDigits })).digest('hex');
}

const failureText = (request: CheckoutRequest) => (request.purpose === 'plan' ? paymentMessages.paymentFailed : paymentMessages.checkoutFailed);

/** The spec's failure text, then the reason the provider gave (D84), when it gave one. */
function declineMessage(request: CheckoutRequest, payment: PaymentRow): string {
  const reason = payment.declineReason ? declineReasonTexts[payment.declineReason] : null;
  return reason ? `${failureText(request)} ${reason}` : failureText(request);
}

function outcomeOf(request: CheckoutRequest, recorded: RecordedPayment, recordedNow: boolean): CheckoutOutcome {
  return recorded.payment.status === 'completed' ? { paid: true, ...recorded, bots: recorded.payment.boughtBotIds, recordedNow } : { paid: false, message: declineMessage(request, recorded.payment) };
}

interface Order {
  lines: NewLine[];
  bots: CallerBotRow[];
  description: string;
  /** The plan a plan payment pays for (D85). */
  planId?: string;
}

/** What is being bought, priced from the market's bots and the plans, never from the client (D39). */
async function orderOf(db: Db, buyer: Buyer, request: CheckoutRequest): Promise<Order> {
  if (request.purpose === 'plan') {
    const plan = await findActivePlan(db, request.plan_id);
    if (!plan) throw new HttpError(404, 'Plan not found');
    // D85: the plan already paid for the period is not charged again.
    const now = new Date();
    const current = await currentSubscriptionOf(db, buyer.id, now);
    if (current?.plan.id === plan.id && isPaid(current.subscription, now) && current.subscription.currentPeriodEnd) {
      throw new HttpError(409, planMessages.alreadyPaid(plan.name, periodEndText(current.subscription.currentPeriodEnd.toISOString())));
    }
    const name = `Subscription: ${plan.name}`;
    return { lines: [{ name, priceCents: Math.round(plan.price * 100), quantity: 1, marketBotId: null }], bots: [], description: name, planId: plan.id };
  }
  let bots: CallerBotRow[];
  if (request.purpose === 'bot') {
    const bot = await findMarketBot(db, buyer.id, request.bot_id);
    if (!bot) throw new HttpError(404, marketMessages.notFound);
    bots = [bot];
  } else {
    bots = await cartRows(db, buyer.id);
  }
  const [first, ...more] = bots;
  if (!first) throw new HttpError(422, paymentMessages.emptyCart);
  const owned = bots.find((bot) => bot.owned);
  if (owned) throw new HttpError(409, marketMessages.alreadyOwned(owned.title));
  const description = more.length === 0 ? first.title : `${first.title} and ${more.length} more`;
  return { lines: bots.map((bot) => ({ name: bot.title, priceCents: bot.priceCents, quantity: 1, marketBotId: bot.id })), bots, description };
}

type Opened = { earlier: PaymentRow } | { opened: RecordedPayment };

/**
 * The first, short transaction under the buyer's lock: a known key is the earlier payment;
 * otherwise the order is priced and written `pending` with its lines. One payment of a buyer is in
 * flight at a time, so two tabs cannot pay the same cart or plan twice while the provider works.
 */
async function openPayment(db: Db, buyer: Buyer, request: CheckoutRequest): Promise<Opened> {
  return db.transaction(async (tx) => {
    await lockUser(tx, buyer.id);
    const earlier = await findPaymentByKey(tx, buyer.id, request.idempotency_key);
    if (earlier) return { earlier };
    if (await hasPaymentInFlight(tx, buyer.id)) throw new HttpError(409, paymentMessages.otherInFlight);
    const order = await orderOf(tx, buyer, request);
    const subtotalCents = order.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const taxCents = taxCentsOf(subtotalCents);
    const opened = await insertPayment(
      tx,
      buyer.id,
      {
        subtotalCents,
        taxCents,
        amountCents: subtotalCents + taxCents,
        description: order.description,
        method: paymentMethodLabels[request.method],
        status: 'pending',
        bot: order.bots.length > 0 ? order.bots.map((bot) => bot.title).join(', ') : null,
        invoice: '',
        idempotencyKey: request.idempotency_key,
        requestFingerprint: fingerprintOf(request),
      },
      order.lines,
    );
    // Which plan it pays for, so the charge makes it current (settle.ts).
    if (order.planId) await recordPlanPayment(tx, buyer.id, opened.payment.number, order.planId);
    return { opened };
  });
}

const sameKeyPollMs = 100;

/**
 * A repeated key answers what the first request got. While that payment is still in flight (a
 * double click, or a retry that overtook the first answer) it waits a moment for the outcome.
 */
async function answerEarlier(db: Db, buyer: Buyer, request: CheckoutRequest, earlier: PaymentRow, { sameKeyWaitMs }: CheckoutSettings): Promise<CheckoutOutcome> {
  if (earlier.requestFingerprint !== fingerprintOf(request)) throw new HttpError(409, paymentMessages.keyReused);
  let payment: PaymentRow | undefined = earlier;
  for (let waited = 0; payment?.status === 'pending' && waited < sameKeyWaitMs; waited += sameKeyPollMs) {
    await sleep(sameKeyPollMs);
    payment = await findPaymentByKey(db, buyer.id, request.idempotency_key);
  }
  if (!payment || payment.status === 'pending') throw new HttpError(409, paymentMessages.stillProcessing);
  return outcomeOf(request, { payment, lines: await linesOf(db, buyer.id, [payment.number]) }, false);
}

/**
 * One checkout (D39–D42) in three steps, so no lock is held while the provider works: the payment
 * is written `pending` under the buyer's lock; the provider charges it, outside any transaction,
 * with the payment's own idempotency key; the outcome is recorded (`recordCharge`). A crash or a
 * provider that does not answer between the steps leaves the payment pending, and the sweeper
 * settles it by asking the provider.
 */
export async function checkout(db: Db, provider: PaymentProvider, buyer: Buyer, request: CheckoutRequest, settings: CheckoutSettings): Promise<CheckoutOutcome> {
  const step = await openPayment(db, buyer, request);
  if ('earlier' in step) return answerEarlier(db, buyer, request, step.earlier, settings);
  const { payment } = step.opened;
  let charge: ChargeResult;
  try {
    charge = await provider.charge({ idempotencyKey: chargeKeyOf(payment), amountCents: payment.amountCents, method: request.method, card: request.card, description: payment.description });
  } catch (error) {
    // Charged or not, only the provider knows: the payment stays pending until the sweeper asks it.
    settings.log.error({ err: error, userId: buyer.id, payment: payment.number }, 'the payment provider did not answer a charge');
    throw new HttpError(502, paymentMessages.providerUnreachable);
  }
  const { recordedNow, ...recorded } = await recordCharge(db, step.opened, charge);
  // Only a provider slower than the sweeper's threshold gets here: the money moved, the payment says failed.
  if (charge.status === 'succeeded' && recorded.payment.status !== 'completed') {
    settings.log.error({ userId: buyer.id, payment: payment.number, reference: charge.reference }, 'a charge succeeded after its payment was settled as failed: refund it');
  }
  return outcomeOf(request, recorded, recordedNow);
}
