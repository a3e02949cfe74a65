import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { botFiles, bots, revokedBots } from '../db/schema/bots';
import { declaredInputsOf } from '../../src/domain/bots/bot-setup';
import { copiedFileFields } from './repository';

/** Every statement about the bots of My Bots that are copies of market bots (D42, D130): their updates, a refund's revocation. */

/** A bought copy and the workflow it runs, or undefined when the bot is not the user's or was not bought. */
export async function findBoughtCopy(
  db: Db,
  userId: string,
  botId: number,
): Promise<{ marketBotId: number; version: number | null; title: string; inputValues: Record<string, unknown>; workflow: unknown } | undefined> {
  const [row] = await db
    .select({ marketBotId: bots.marketBotId, version: bots.marketVersion, title: bots.title, inputValues: bots.inputValues, workflow: botFiles.workflow })
    .from(bots)
    .leftJoin(botFiles, eq(botFiles.botId, bots.id))
    .where(and(eq(bots.id, botId), eq(bots.userId, userId)));
  return row && row.marketBotId !== null ? { ...row, marketBotId: row.marketBotId } : undefined;
}

/**
 * A chosen update (D130): the copy's workflow.json becomes the version's, with its declared inputs,
 * the setup given, and the version it now runs. Only if the copy still runs `fromVersion`: a second
 * tab's update meanwhile leaves this one applying nothing (false).
 */
export async function applyBotUpdate(
  db: Db,
  userId: string,
  botId: number,
  update: { fromVersion: number | null; version: number; workflow: unknown; inputValues: Record<string, unknown> },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const content = Buffer.from(JSON.stringify(update.workflow, null, 2));
    const versionWas = update.fromVersion === null ? sql`${bots.marketVersion} is null` : eq(bots.marketVersion, update.fromVersion);
    const moved = await tx
      .update(bots)
      .set({ ...copiedFileFields(update.workflow, content), configFileName: 'workflow.json', configFileType: 'application/json', inputValues: update.inputValues, marketVersion: update.version })
      .where(and(eq(bots.id, botId), eq(bots.userId, userId), versionWas))
      .returning({ id: bots.id });
    if (moved.length === 0) return false;
    await tx.insert(botFiles).values({ botId, content, workflow: update.workflow }).onConflictDoUpdate({ target: botFiles.botId, set: { content, workflow: update.workflow } });
    return true;
  });
}

/**
 * A refund's bots leave My Bots (D84) and are remembered by the id they had (D130), so a workflow
 * still naming one fails saying the user no longer owns it. Another user's bot is left alone.
 */
export async function revokeBoughtBots(db: Db, userId: string, botIds: readonly number[]): Promise<void> {
  if (botIds.length === 0) return;
  const removed = await db
    .delete(bots)
    .where(and(eq(bots.userId, userId), inArray(bots.id, [...botIds])))
    .returning({ id: bots.id, title: bots.title });
  if (removed.length === 0) return;
  await db
    .insert(revokedBots)
    .values(removed.map((bot) => ({ userId, botId: bot.id, title: bot.title })))
    .onConflictDoNothing();
}

/** The title of the user's bot a refund took away, if that is what became of it. */
export async function revokedBotTitle(db: Db, userId: string, botId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ title: revokedBots.title })
    .from(revokedBots)
    .where(and(eq(revokedBots.userId, userId), eq(revokedBots.botId, botId)));
  return row?.title;
}

/** The user's bots among `ids`, by id: their titles and whether each is a bought copy (what publishing refuses, D130). */
export async function botsNamed(db: Db, userId: string, ids: readonly number[]): Promise<Map<number, { title: string; bought: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bots.id, title: bots.title, marketBotId: bots.marketBotId })
    .from(bots)
    .where(and(eq(bots.userId, userId), inArray(bots.id, [...ids])));
  return new Map(rows.map((row) => [row.id, { title: row.title, bought: row.marketBotId !== null }]));
}

/**
 * D66: a copy bought before the seeded bots declared their inputs holds a workflow that calls
 * placeholder hosts and has no place for the owner's address or key; it becomes the seeded bot's
 * workflow as it is now, with its inputs and its version (D130), so it asks for its setup. Only such
 * copies: one whose workflow declares inputs is the owner's as bought, and a later change of the
 * seeded bot is offered as an update. A copy's file was never the owner's to edit (the API has no
 * way to), so nothing of theirs is lost.
 */
export async function refreshCopiesWithoutInputs(db: Db, seeded: ReadonlyArray<{ id: number; workflow: unknown }>): Promise<number> {
  const sources = seeded.filter((source) => declaredInputsOf(source.workflow).length > 0);
  if (sources.length === 0) return 0;
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: bots.id, marketBotId: bots.marketBotId })
      .from(bots)
      .innerJoin(botFiles, eq(botFiles.botId, bots.id))
      .where(and(inArray(bots.marketBotId, sources.map((source) => source.id)), sql`${botFiles.workflow} is not null`, sql`${botFiles.workflow} -> 'inputs' is null`));
    for (const source of sources) {
      const ids = stale.filter((row) => row.marketBotId === source.id).map((row) => row.id);
      if (ids.length === 0) continue;
      const content = Buffer.from(JSON.stringify(source.workflow, null, 2));
      await tx.update(botFiles).set({ content, workflow: source.workflow }).where(inArray(botFiles.botId, ids));
      await tx
        .update(bots)
        .set({ ...copiedFileFields(source.workflow, content), marketVersion: sql`(select m.version from market_bots m where m.id = ${source.id})` })
        .where(inArray(bots.id, ids));
    }
    return stale.length;
  });
}
