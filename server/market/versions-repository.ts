import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cartItems, marketBotVersions, marketBots } from '../db/schema/market';
import { sameValue } from '../../src/domain/workflow/workflow-diff';
import { publishMessages } from '../../src/domain/market/publishing';
import { searchTextOf, type MarketBotFields } from './repository';

/** Every statement about a market bot's versions (D130): publishing one, its updates, unpublishing. */

export type VersionRow = typeof marketBotVersions.$inferSelect;

/** A bot's versions newest first, without their workflows: its page's changelogs. */
export async function listVersions(db: Db, botId: number, limit: number): Promise<Array<Omit<VersionRow, 'workflow' | 'marketBotId'>>> {
  return db
    .select({ version: marketBotVersions.version, changelog: marketBotVersions.changelog, publishedAt: marketBotVersions.publishedAt, sequenceVersion: marketBotVersions.sequenceVersion })
    .from(marketBotVersions)
    .where(eq(marketBotVersions.marketBotId, botId))
    .orderBy(desc(marketBotVersions.version))
    .limit(limit);
}

/** The versions after `after` (all of them for null), newest first, with their workflows. */
export async function versionsAfter(db: Db, botId: number, after: number | null): Promise<VersionRow[]> {
  const mine = eq(marketBotVersions.marketBotId, botId);
  return db
    .select()
    .from(marketBotVersions)
    .where(after === null ? mine : and(mine, gt(marketBotVersions.version, after)))
    .orderBy(desc(marketBotVersions.version));
}

export async function findVersion(db: Db, botId: number, version: number): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(marketBotVersions).where(and(eq(marketBotVersions.marketBotId, botId), eq(marketBotVersions.version, version)));
  return row;
}

/** A seller's first version (D130): the market bot with its workflow as buyers get it, and its version 1, together. */
export async function insertPublishedBot(db: Db, fields: MarketBotFields & { workflow: unknown; sequenceId: string }, sequenceVersion: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(marketBots)
      .values({ ...fields, version: 1, searchText: searchTextOf(fields) })
      .returning({ id: marketBots.id });
    if (!row) throw new Error('insert into market_bots returned no row');
    await tx.insert(marketBotVersions).values({ marketBotId: row.id, version: 1, workflow: fields.workflow, changelog: publishMessages.firstChangelog, sequenceVersion });
    return row.id;
  });
}

export type UpdateOutcome = { published: number } | { refused: 'sameVersion' };

/**
 * An update (D130): the next version, under the bot's row lock so two updates cannot take one
 * number; the listing moves to it and its "Last updated" with it. Bought copies stay as they are
 * until each buyer chooses Update. A workflow the same as the latest version's is refused.
 */
export async function insertUpdate(db: Db, botId: number, update: { workflow: unknown; changelog: string; sequenceVersion: number }): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const [bot] = await tx.select({ version: marketBots.version, workflow: marketBots.workflow }).from(marketBots).where(eq(marketBots.id, botId)).for('update');
    if (!bot) throw new Error(`market bot ${botId} vanished while it was updated`);
    if (sameValue(bot.workflow, update.workflow)) return { refused: 'sameVersion' };
    const version = bot.version + 1;
    await tx.insert(marketBotVersions).values({ marketBotId: botId, version, ...update });
    await tx.update(marketBots).set({ version, workflow: update.workflow, updatedAt: sql`now()` }).where(eq(marketBots.id, botId));
    return { published: version };
  });
}

/** Unpublished (D130): out of the market and of every cart; its buyers keep their copies, its records stay. */
export async function unpublishBot(db: Db, botId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(marketBots).set({ unpublishedAt: sql`coalesce(${marketBots.unpublishedAt}, now())` }).where(eq(marketBots.id, botId));
    await tx.delete(cartItems).where(eq(cartItems.botId, botId));
  });
}

export interface SeededVersion {
  id: number;
  workflow: unknown;
  releasedAt: Date;
  /** What the seed's latest change did, for the version it makes when the workflow changed. */
  changelog: string;
}

/**
 * The seeded bots' versions (D130): the first as released, and one more each time a seed's workflow
 * differs from the latest version's, so buyers of the earlier one are offered it as an update.
 */
export async function recordSeededVersions(db: Db, seeded: readonly SeededVersion[]): Promise<void> {
  if (seeded.length === 0) return;
  const rows = await db
    .selectDistinctOn([marketBotVersions.marketBotId], { id: marketBotVersions.marketBotId, version: marketBotVersions.version, workflow: marketBotVersions.workflow })
    .from(marketBotVersions)
    .where(inArray(marketBotVersions.marketBotId, seeded.map((bot) => bot.id)))
    .orderBy(marketBotVersions.marketBotId, desc(marketBotVersions.version));
  const latest = new Map(rows.map((row) => [row.id, row]));
  for (const bot of seeded) {
    const last = latest.get(bot.id);
    if (last && sameValue(last.workflow, bot.workflow)) continue;
    const version = (last?.version ?? 0) + 1;
    // Two servers starting on one database may both try: the first one's version stands.
    const inserted = await db
      .insert(marketBotVersions)
      .values({ marketBotId: bot.id, version, workflow: bot.workflow, changelog: last ? bot.changelog : publishMessages.firstChangelog, publishedAt: last ? new Date() : bot.releasedAt })
      .onConflictDoNothing()
      .returning({ version: marketBotVersions.version });
    if (inserted.length > 0) await db.update(marketBots).set({ version }).where(eq(marketBots.id, bot.id));
  }
}

/** Who published a bot, from which sequence, whether it is still listed, and its workflow as buyers get it; undefined for no such bot. */
export async function publicationOf(
  db: Db,
  botId: number,
): Promise<{ publisherId: string | null; sequenceId: string | null; unpublished: boolean; workflow: unknown } | undefined> {
  const [row] = await db
    .select({ publisherId: marketBots.publisherId, sequenceId: marketBots.sequenceId, unpublishedAt: marketBots.unpublishedAt, workflow: marketBots.workflow })
    .from(marketBots)
    .where(eq(marketBots.id, botId));
  return row ? { publisherId: row.publisherId, sequenceId: row.sequenceId, unpublished: row.unpublishedAt !== null, workflow: row.workflow } : undefined;
}
