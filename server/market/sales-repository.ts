import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema/accounts';
import { marketBots, marketReviews } from '../db/schema/market';
import { paymentLines, payments } from '../db/schema/payments';
import { sequences } from '../db/schema/sequences';
import type { ReviewRow } from './reviews-repository';

/**
 * Every statement of a seller's Sales page (D130): counted from the payments' lines and the
 * reviews each time, so the page says what the records say. A purchase is a line of a payment
 * that went through (completed, or refunded since); a sample row of the demo's history never is.
 */

export interface BotSalesRow {
  id: number;
  title: string;
  image: string;
  priceCents: number;
  version: number;
  published: boolean;
  sequenceId: string | null;
  sequenceTitle: string | null;
  sequenceVersion: number | null;
  sales: number;
  refunds: number;
  revenueCents: number;
  downloads: number;
  rating: number | null;
  reviewCount: number;
  lastSaleAt: Date | null;
}

// Written out with table names: inside a subquery an unqualified "id" would be the subquery's own.
const purchasesOf = (status: SQL) =>
  sql`from payment_lines l join payments p on p.user_id = l.user_id and p.number = l.payment_number where l.market_bot_id = market_bots.id and not p.sample and ${status}`;
const wentThrough = sql`p.status in ('completed', 'refunded')`;

const salesColumns = {
  id: marketBots.id,
  title: marketBots.title,
  image: marketBots.image,
  priceCents: marketBots.priceCents,
  version: marketBots.version,
  published: sql<boolean>`(${marketBots.unpublishedAt} is null)`,
  sequenceId: marketBots.sequenceId,
  sequenceTitle: sequences.title,
  sequenceVersion: sql<number | null>`(select v.sequence_version from market_bot_versions v where v.market_bot_id = market_bots.id order by v.version desc limit 1)`,
  sales: sql<number>`(select count(*)::int ${purchasesOf(wentThrough)})`.mapWith(Number),
  refunds: sql<number>`(select count(*)::int ${purchasesOf(sql`p.status = 'refunded'`)})`.mapWith(Number),
  revenueCents: sql<number>`(select coalesce(sum(l.price_cents * l.quantity), 0)::int ${purchasesOf(sql`p.status = 'completed'`)})`.mapWith(Number),
  downloads: marketBots.downloads,
  rating: marketBots.rating,
  reviewCount: marketBots.reviewCount,
  lastSaleAt: sql<Date | null>`(select max(p.created_at) ${purchasesOf(wentThrough)})`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
};

/** The bots the user published, newest first, with their figures; `botId` narrows them to one. */
export async function salesOf(db: Db, publisherId: string, botId?: number): Promise<BotSalesRow[]> {
  const mine = eq(marketBots.publisherId, publisherId);
  return db
    .select(salesColumns)
    .from(marketBots)
    .leftJoin(sequences, eq(sequences.id, marketBots.sequenceId))
    .where(botId === undefined ? mine : and(mine, eq(marketBots.id, botId)))
    .orderBy(desc(marketBots.createdAt), desc(marketBots.id));
}

export interface SaleRow {
  soldAt: Date;
  priceCents: number;
  status: 'completed' | 'refunded';
  refundedAt: Date | null;
}

/** A bot's latest sales, newest first: when, for how much, refunded or not. Who bought it is not read. */
export async function saleRecords(db: Db, botId: number, limit: number): Promise<SaleRow[]> {
  const rows = await db
    .select({ soldAt: payments.createdAt, priceCents: sql<number>`(${paymentLines.priceCents} * ${paymentLines.quantity})`.mapWith(Number), status: payments.status, refundedAt: payments.refundedAt })
    .from(paymentLines)
    .innerJoin(payments, and(eq(payments.userId, paymentLines.userId), eq(payments.number, paymentLines.paymentNumber)))
    .where(and(eq(paymentLines.marketBotId, botId), eq(payments.sample, false), inArray(payments.status, ['completed', 'refunded'])))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status === 'refunded' ? 'refunded' : 'completed' }));
}

/** The latest `limit` reviews of each bot, newest first, with their authors' first names. */
export async function latestReviews(db: Db, botIds: readonly number[], limit: number): Promise<Map<number, ReviewRow[]>> {
  if (botIds.length === 0) return new Map();
  const ranked = db
    .select({
      botId: marketReviews.botId,
      id: marketReviews.id,
      rating: marketReviews.rating,
      text: marketReviews.text,
      author: users.name,
      userId: marketReviews.userId,
      createdAt: marketReviews.createdAt,
      updatedAt: marketReviews.updatedAt,
      place: sql<number>`row_number() over (partition by ${marketReviews.botId} order by ${marketReviews.createdAt} desc, ${marketReviews.id} desc)`.as('place'),
    })
    .from(marketReviews)
    .innerJoin(users, eq(users.id, marketReviews.userId))
    .where(inArray(marketReviews.botId, [...botIds]))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.place} <= ${limit}`)
    .orderBy(ranked.botId, ranked.place);
  const byBot = new Map<number, ReviewRow[]>();
  for (const { botId, place: _place, ...review } of rows) byBot.set(botId, [...(byBot.get(botId) ?? []), review]);
  return byBot;
}
