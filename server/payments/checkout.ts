import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { botFiles } from '../db/schema/bots';
import { insertBot } from '../bots/repository';
import { cartRows, clearCart, findMarketBot, marketWorkflows, type CallerBotRow } from '../market/repository';
import { findActivePlan } from '../plans/repository';
import { HttpError } from '../plugins/errors';
import { marketMessages } from '../../src/domain/market/market';
import { paymentMessages, paymentMethodLabels, taxCentsOf, type CheckoutRequest } from '../../src/domain/payments/payments';
import type { PaymentProvider } from './provider';
import { findPaymentByKey, insertPayment, lockUser, type NewLine, type PaymentRow } from './repository';

export interface Buyer {
  id: string;
}

export type CheckoutOutcome = { paid: true; payment: PaymentRow; bots: number[] } | { paid: false; payment: PaymentRow; message: string };

/** What makes two requests the same one: a key reused with other details is refused (409). */
function fingerprintOf(request: CheckoutRequest): string {
  const { purpose, bot_id: botId, plan_id: planId, method, card } = request;
  const cardDigits = card ? card.number.replace(/\D/g, '') : null;
  return createHash('sha256').update(JSON.stringify({ purpose, botId, planId, method, cardDigits })).digest('hex');
}

const failureText = (request: CheckoutRequest) => (request.purpose === 'plan' ? paymentMessages.paymentFailed : paymentMessages.checkoutFailed);

function replay(request: CheckoutRequest, existing: PaymentRow): CheckoutOutcome {
  if (existing.requestFingerprint !== fingerprintOf(request)) throw new HttpError(409, paymentMessages.keyReused);
  return existing.status === 'completed' ? { paid: true, payment: existing, bots: existing.boughtBotIds } : { paid: false, payment: existing, message: failureText(request) };
}

interface Order {
  lines: NewLine[];
  bots: CallerBotRow[];
  description: string;
}

function ownedRefusal(bot: CallerBotRow): never {
  throw new HttpError(409, marketMessages.alreadyOwned(bot.title));
}

/** What is being bought, priced from the catalogue and the plans, never from the client (D39). */
async function orderOf(db: Db, buyer: Buyer, request: CheckoutRequest): Promise<Order> {
  if (request.purpose === 'plan') {
    const plan = await findActivePlan(db, request.plan_id!);
    if (!plan) throw new HttpError(404, 'Plan not found');
    const name = `Subscription: ${plan.name}`;
    return { lines: [{ name, priceCents: Math.round(plan.price * 100), quantity: 1, marketBotId: null }], bots: [], description: name };
  }
  let bots: CallerBotRow[];
  if (request.purpose === 'bot') {
    const bot = await findMarketBot(db, buyer.id, request.bot_id!);
    if (!bot) throw new HttpError(404, marketMessages.notFound);
    bots = [bot];
  } else {
    bots = await cartRows(db, buyer.id);
    if (bots.length === 0) throw new HttpError(422, paymentMessages.emptyCart);
  }
  const owned = bots.find((bot) => bot.owned);
  if (owned) ownedRefusal(owned);
  const description = bots.length === 1 ? bots[0]!.title : `${bots[0]!.title} and ${bots.length - 1} more`;
  return { lines: bots.map((bot) => ({ name: bot.title, priceCents: bot.priceCents, quantity: 1, marketBotId: bot.id })), bots, description };
}

/** Each bought bot, once, into My Bots with its configuration (D38, D42). */
async function copyIntoMyBots(db: Db, buyer: Buyer, bots: CallerBotRow[]): Promise<number[]> {
  const workflows = await marketWorkflows(
    db,
    bots.map((bot) => bot.id),
  );
  const ids: number[] = [];
  for (const bot of bots) {
    const workflow = workflows.get(bot.id) ?? null;
    const content = workflow ? Buffer.from(JSON.stringify(workflow, null, 2)) : null;
    const copy = await insertBot(db, buyer.id, {
      title: bot.title,
      description: bot.description,
      image: bot.image,
      author: bot.author,
      rating: bot.rating,
      downloads: bot.downloads,
      tags: bot.tags,
      priceCents: bot.priceCents,
      marketBotId: bot.id,
      ...(content ? { configFileName: 'workflow.json', configFileType: 'application/json', configFileSize: content.length, hasWorkflow: true } : {}),
    });
    if (content) await db.insert(botFiles).values({ botId: copy.id, content, workflow });
    ids.push(copy.id);
  }
  return ids;
}

/**
 * One checkout (D39–D42), in one transaction under the buyer's lock: a repeated key answers what it
 * answered first; otherwise the order is priced, charged, and recorded with its lines — paid, the
 * bought bots land in My Bots and leave the cart; declined, a failed payment and nothing else.
 */
export async function checkout(db: Db, provider: PaymentProvider, buyer: Buyer, request: CheckoutRequest): Promise<CheckoutOutcome> {
  return db.transaction(async (tx) => {
    await lockUser(tx, buyer.id);
    const existing = await findPaymentByKey(tx, buyer.id, request.idempotency_key);
    if (existing) return replay(request, existing);
    const order = await orderOf(tx, buyer, request);
    const subtotalCents = order.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const taxCents = taxCentsOf(subtotalCents);
    const charge = await provider.charge({ amountCents: subtotalCents + taxCents, method: request.method, card: request.card, description: order.description });
    const record = {
      subtotalCents,
      taxCents,
      amountCents: subtotalCents + taxCents,
      description: order.description,
      method: paymentMethodLabels[request.method],
      bot: order.bots.length > 0 ? order.bots.map((bot) => bot.title).join(', ') : null,
      invoice: '',
      idempotencyKey: request.idempotency_key,
      requestFingerprint: fingerprintOf(request),
    };
    if (charge.status === 'declined') {
      const payment = await insertPayment(tx, buyer.id, { ...record, status: 'failed' }, order.lines);
      return { paid: false, payment, message: failureText(request) };
    }
    const bots = await copyIntoMyBots(tx, buyer, order.bots);
    const payment = await insertPayment(tx, buyer.id, { ...record, status: 'completed', boughtBotIds: bots }, order.lines);
    if (order.bots.length > 0) await clearCart(tx, buyer.id, order.bots.map((bot) => bot.id));
    return { paid: true, payment, bots };
  });
}
