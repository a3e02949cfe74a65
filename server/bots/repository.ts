import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bots } from '../db/schema/bots';
import { sampleBots } from './sample-bots';

/** Every statement about My Bots. Each takes the database or a transaction. */

export type BotRow = typeof bots.$inferSelect;
export type BotFields = Omit<typeof bots.$inferInsert, 'id' | 'userId'>;

const owned = (userId: string, botId: number) => and(eq(bots.id, botId), eq(bots.userId, userId));

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

export interface BotFilter {
  userId: string;
  search?: string;
  status?: 'active' | 'inactive';
  page: number;
  pageSize: number;
}

/** One page of the user's bots the filter selects, oldest first (the order they were added), and the count. */
export async function listBots(db: Db, filter: BotFilter): Promise<{ rows: BotRow[]; total: number }> {
  const conditions: SQL[] = [eq(bots.userId, filter.userId)];
  if (filter.status) conditions.push(eq(bots.isActive, filter.status === 'active'));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    // Tags are a JSON list: matched as its text, so "fin" finds "finance".
    const matches = or(ilike(bots.title, pattern), ilike(bots.description, pattern), ilike(bots.author, pattern), ilike(sql`${bots.tags}::text`, pattern));
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(bots)
      .where(where)
      .orderBy(asc(bots.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(bots).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findOwnedBot(db: Db, userId: string, botId: number): Promise<BotRow | undefined> {
  const [row] = await db.select().from(bots).where(owned(userId, botId));
  return row;
}

export async function insertBot(db: Db, userId: string, fields: BotFields): Promise<BotRow> {
  const [row] = await db
    .insert(bots)
    .values({ ...fields, userId })
    .returning();
  if (!row) throw new Error('insert into bots returned no row');
  return row;
}

export async function updateOwnedBot(db: Db, userId: string, botId: number, fields: Partial<BotFields>): Promise<BotRow | undefined> {
  const [row] = await db.update(bots).set(fields).where(owned(userId, botId)).returning();
  return row;
}

export async function deleteOwnedBot(db: Db, userId: string, botId: number): Promise<boolean> {
  const removed = await db.delete(bots).where(owned(userId, botId)).returning({ id: bots.id });
  return removed.length > 0;
}

/** A new account's six bots (D8), timed relative to its registration. */
export async function insertSampleBots(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  const hour = 3_600_000;
  await db.insert(bots).values(
    sampleBots.map(({ ranHoursAgo, ...bot }) => ({
      ...bot,
      userId,
      createdAt: now,
      installedAt: now,
      lastRan: ranHoursAgo === null ? null : new Date(now.getTime() - ranHoursAgo * hour),
    })),
  );
}
