import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema/accounts';
import { marketBots, marketReviews } from '../db/schema/market';

/** Every statement about buyers' reviews (issue 30). */

export type ReviewRow = {
  id: number;
  rating: number;
  text: string;
  author: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
};

/** Who the caller is to this bot: absent when there is no such bot. */
export type ReviewerStanding = { bought: boolean; publisher: boolean };

export async function reviewerStanding(db: Db, userId: string, botId: number): Promise<ReviewerStanding | undefined> {
  const [row] = await db
    .select({
      publisher: sql<boolean>`(market_bots.publisher_id is not distinct from ${userId}::uuid)`,
      // A buyer has the bot in My Bots as a copy of this catalogue bot (D42).
      bought: sql<boolean>`exists (select 1 from bots b where b.user_id = ${userId} and b.market_bot_id = market_bots.id)`,
    })
    .from(marketBots)
    .where(eq(marketBots.id, botId));
  return row;
}

const reviewColumns = {
  id: marketReviews.id,
  rating: marketReviews.rating,
  text: marketReviews.text,
  author: users.name,
  userId: marketReviews.userId,
  createdAt: marketReviews.createdAt,
  updatedAt: marketReviews.updatedAt,
};

/** A bot's reviews, newest first (the id breaks ties), with the authors' first names. */
export async function listReviews(db: Db, botId: number): Promise<ReviewRow[]> {
  return db
    .select(reviewColumns)
    .from(marketReviews)
    .innerJoin(users, eq(users.id, marketReviews.userId))
    .where(eq(marketReviews.botId, botId))
    .orderBy(desc(marketReviews.createdAt), desc(marketReviews.id));
}

/** The bot's average rating (null without reviews) and how many there are, counted by the database. */
export async function reviewSummary(db: Db, botId: number): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: sql<number | null>`avg(${marketReviews.rating})::float8`, count: sql<number>`count(*)::int` })
    .from(marketReviews)
    .where(eq(marketReviews.botId, botId));
  return { average: row?.average ?? null, count: row?.count ?? 0 };
}

/** Writes the user's review of the bot, or edits the one they wrote: the unique index keeps it one. */
export async function saveReview(db: Db, userId: string, botId: number, review: { rating: number; text: string }): Promise<ReviewRow> {
  const [saved] = await db
    .insert(marketReviews)
    .values({ userId, botId, rating: review.rating, text: review.text })
    .onConflictDoUpdate({
      target: [marketReviews.userId, marketReviews.botId],
      set: { rating: review.rating, text: review.text, updatedAt: sql`now()` },
    })
    .returning({ id: marketReviews.id });
  if (!saved) throw new Error('upsert into market_reviews returned no row');
  const [row] = await db.select(reviewColumns).from(marketReviews).innerJoin(users, eq(users.id, marketReviews.userId)).where(eq(marketReviews.id, saved.id));
  if (!row) throw new Error('a saved review could not be read back');
  return row;
}

/** False when the user had no review of the bot. */
export async function deleteReview(db: Db, userId: string, botId: number): Promise<boolean> {
  const removed = await db
    .delete(marketReviews)
    .where(and(eq(marketReviews.userId, userId), eq(marketReviews.botId, botId)))
    .returning({ id: marketReviews.id });
  return removed.length > 0;
}
