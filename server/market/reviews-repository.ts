import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema/accounts';
import { marketBots, marketReviews } from '../db/schema/market';

/** Every statement about buyers' reviews (D83). */

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
      // A buyer has the bot in My Bots as a copy of this market bot (D42).
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

/**
 * The bot's cached average and count (market_bots.rating, review_count) from its reviews. Called in
 * the transaction of every review write, after `lockBotForReviews`, so two buyers' writes at once
 * cannot each count without the other; `botIds` absent brings every bot up to date (the seed does,
 * at each start, so nothing but the reviews' own figures can stand there). Writes only what changed.
 */
export async function refreshReviewSummaries(db: Db, botIds?: readonly number[]): Promise<void> {
  if (!botIds) {
    // Every bot, as a start does: their rows in id order first, so a review written meanwhile by
    // another process is either counted here or writes its own figures after (never overwritten).
    await db.transaction(async (tx) => {
      const rows = await tx.select({ id: marketBots.id }).from(marketBots).orderBy(asc(marketBots.id)).for('update');
      await refreshReviewSummaries(tx, rows.map((row) => row.id));
    });
    return;
  }
  const only = sql`where b.id = any(${sql.param([...botIds])}::int[])`;
  await db.execute(sql`
    update market_bots set rating = s.average, review_count = s.count
    from (
      select b.id, (select avg(r.rating)::float8 from market_reviews r where r.bot_id = b.id) as average,
             (select count(*)::int from market_reviews r where r.bot_id = b.id) as count
      from market_bots b ${only}
    ) s
    where s.id = market_bots.id
      and (market_bots.rating, market_bots.review_count) is distinct from (s.average, s.count)`);
}

// Review writes of one bot take its row in turn (read committed: each later statement then sees
// the earlier writer's review), so the cached average is always that of the reviews committed.
async function lockBotForReviews(db: Db, botId: number): Promise<void> {
  await db.execute(sql`select id from market_bots where id = ${botId} for update`);
}

/**
 * Writes the user's review of the bot, or edits the one they wrote: the unique index keeps it one.
 * The bot's average and count move with it, in the same transaction.
 */
export async function saveReview(db: Db, userId: string, botId: number, review: { rating: number; text: string }): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    await lockBotForReviews(tx, botId);
    const [saved] = await tx
      .insert(marketReviews)
      .values({ userId, botId, rating: review.rating, text: review.text })
      .onConflictDoUpdate({
        target: [marketReviews.userId, marketReviews.botId],
        set: { rating: review.rating, text: review.text, updatedAt: sql`now()` },
      })
      .returning({ id: marketReviews.id });
    if (!saved) throw new Error('upsert into market_reviews returned no row');
    await refreshReviewSummaries(tx, [botId]);
    const [row] = await tx.select(reviewColumns).from(marketReviews).innerJoin(users, eq(users.id, marketReviews.userId)).where(eq(marketReviews.id, saved.id));
    if (!row) throw new Error('a saved review could not be read back');
    return row;
  });
}

/** False when the user had no review of the bot. The bot's average and count move with it. */
export async function deleteReview(db: Db, userId: string, botId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockBotForReviews(tx, botId);
    const removed = await tx
      .delete(marketReviews)
      .where(and(eq(marketReviews.userId, userId), eq(marketReviews.botId, botId)))
      .returning({ id: marketReviews.id });
    if (removed.length > 0) await refreshReviewSummaries(tx, [botId]);
    return removed.length > 0;
  });
}
