import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedByShape } from '../db/prepared';
import { botFiles, bots } from '../db/schema/bots';
import type { marketBots } from '../db/schema/market';
import { sampleBots } from './sample-bots';
import type { BotSort } from '../../src/domain/bots/bots';
import type { BotSetup } from '../../src/domain/bots/bot-node-inputs';
import { declaredInputsOf } from '../../src/domain/bots/bot-setup';

/** Every statement about My Bots. Each takes the database or a transaction. */

/** A bot as the API answers it: its row, and the latest version of the listing a bought copy came from (D130). */
export type BotRow = typeof bots.$inferSelect & { latestVersion: number | null };
export type BotFields = Omit<typeof bots.$inferInsert, 'id' | 'userId'>;

/** Every column, and the listing's latest version, read with the bot (written out with table names: see the market's ownedOf). */
const botColumns = {
  ...getTableColumns(bots),
  latestVersion: sql<number | null>`(select max(v.version) from market_bot_versions v where v.market_bot_id = bots.market_bot_id)`,
};

const owned = (userId: string, botId: number) => and(eq(bots.id, botId), eq(bots.userId, userId));

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

export interface BotFilter {
  userId: string;
  search?: string;
  status?: 'active' | 'inactive';
  sort: BotSort;
  page: number;
  pageSize: number;
}

const orderings: Record<BotSort, SQL[]> = {
  added: [asc(bots.id)],
  recent: [desc(sql`coalesce(${bots.lastRan}, ${bots.installedAt})`), desc(bots.id)],
  title: [asc(sql`lower(${bots.title})`), asc(bots.id)],
};

type BotListShape = Pick<BotFilter, 'sort' | 'status'> & { searched: boolean };

const botListStatements = preparedByShape(
  ({ sort, status, searched }: BotListShape) => `${sort} ${status ?? 'any'} ${searched}`,
  (db, { sort, status, searched }) => {
    const conditions: SQL[] = [eq(bots.userId, sql.placeholder('userId'))];
    if (status) conditions.push(eq(bots.isActive, status === 'active'));
    // One lower-case column of every searched field (tags as their JSON text, so "fin" finds
    // "finance"), read through its trigram index.
    if (searched) conditions.push(sql`${bots.searchText} like ${sql.placeholder('pattern')}`);
    const where = and(...conditions);
    const name = `list_bots_${sort}_${status ?? 'any'}_${searched}`;
    return {
      rows: db
        .select(botColumns)
        .from(bots)
        .where(where)
        .orderBy(...orderings[sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
      total: db.select({ total: count() }).from(bots).where(where).prepare(`${name}_count`),
    };
  },
);

/** One page of the user's bots the filter selects, in the asked order, and the count. */
export async function listBots(db: Db, filter: BotFilter): Promise<{ rows: BotRow[]; total: number }> {
  const statements = botListStatements(db, { sort: filter.sort, status: filter.status, searched: Boolean(filter.search) });
  const pattern = filter.search ? containsPattern(filter.search.toLowerCase()) : undefined;
  const [rows, [counted]] = await Promise.all([
    statements.rows.execute({ userId: filter.userId, pattern, limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize }),
    statements.total.execute({ userId: filter.userId, pattern }),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface BotCounts {
  total: number;
  active: number;
  paused: number;
  highPriority: number;
  normalPriority: number;
  lowPriority: number;
  valueCents: number;
  averageRating: number;
}

/** Counts over all of the user's bots in one pass. */
export async function summarizeBots(db: Db, userId: string): Promise<BotCounts> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${bots.isActive})`.mapWith(Number),
      paused: sql<number>`count(*) filter (where not ${bots.isActive} and ${bots.lastRan} is not null)`.mapWith(Number),
      highPriority: sql<number>`count(*) filter (where ${bots.priority} = 'high')`.mapWith(Number),
      normalPriority: sql<number>`count(*) filter (where ${bots.priority} = 'normal')`.mapWith(Number),
      lowPriority: sql<number>`count(*) filter (where ${bots.priority} = 'low')`.mapWith(Number),
      valueCents: sql<number>`coalesce(sum(${bots.priceCents}), 0)`.mapWith(Number),
      averageRating: sql<number>`coalesce(avg(${bots.rating}), 0)`.mapWith(Number),
    })
    .from(bots)
    .where(eq(bots.userId, userId));
  return row ?? { total: 0, active: 0, paused: 0, highPriority: 0, normalPriority: 0, lowPriority: 0, valueCents: 0, averageRating: 0 };
}

export async function findOwnedBot(db: Db, userId: string, botId: number): Promise<BotRow | undefined> {
  const [row] = await db.select(botColumns).from(bots).where(owned(userId, botId));
  return row;
}

export async function insertBot(db: Db, userId: string, fields: BotFields): Promise<BotRow> {
  const [row] = await db
    .insert(bots)
    .values({ ...fields, userId })
    .returning(botColumns);
  if (!row) throw new Error('insert into bots returned no row');
  return row;
}

export async function updateOwnedBot(db: Db, userId: string, botId: number, fields: Partial<BotFields>): Promise<BotRow | undefined> {
  const [row] = await db.update(bots).set(fields).where(owned(userId, botId)).returning(botColumns);
  return row;
}

/**
 * Switches the user's bot on unless that would pass `limit` active bots (D85; null: no limit).
 * The user's row is locked meanwhile, so two switches at once cannot together pass it. A bot already
 * on stays on: nothing is switched off.
 */
export async function switchOnWithinLimit(db: Db, userId: string, botId: number, limit: number | null): Promise<BotRow | 'limit' | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const bot = await findOwnedBot(tx, userId, botId);
    if (!bot || bot.isActive) return bot;
    if (limit !== null) {
      const [active] = await tx.select({ n: count() }).from(bots).where(and(eq(bots.userId, userId), eq(bots.isActive, true)));
      if ((active?.n ?? 0) >= limit) return 'limit';
    }
    return updateOwnedBot(tx, userId, botId, { isActive: true });
  });
}

export async function deleteOwnedBot(db: Db, userId: string, botId: number): Promise<boolean> {
  const removed = await db.delete(bots).where(owned(userId, botId)).returning({ id: bots.id });
  return removed.length > 0;
}

/** The demo account's six bots (D8), installed with it and never run. */
export async function insertSampleBots(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  await db.insert(bots).values(sampleBots.map((bot) => ({ ...bot, userId, createdAt: now, installedAt: now, lastRan: null })));
}

/** A bot ran (as a bot node of a run): its "Last ran" (D83). Another user's bot is left alone. */
export async function recordBotRun(db: Db, userId: string, botId: number, at: Date): Promise<void> {
  await db.update(bots).set({ lastRan: at }).where(owned(userId, botId));
}

export interface StoredBotFile {
  content: Buffer;
  workflow: unknown;
}

/** A market bot as a purchase copies it into My Bots (D38, D42): its configuration becomes the copy's workflow.json. */
export type MarketBotSource = Pick<
  typeof marketBots.$inferSelect,
  'id' | 'title' | 'description' | 'image' | 'author' | 'rating' | 'downloads' | 'tags' | 'priceCents' | 'workflow' | 'version'
>;

/**
 * Each bought bot into the user's My Bots, off, marked with the market bot it came from (so it
 * counts as owned), with its configuration as workflow.json. The ids of the copies, in order. The
 * caller makes sure a payment copies its bots once (see payments' settle).
 */
export async function copyMarketBotsIntoMyBots(db: Db, userId: string, sources: readonly MarketBotSource[]): Promise<number[]> {
  const ids: number[] = [];
  for (const source of sources) {
    const content = source.workflow ? Buffer.from(JSON.stringify(source.workflow, null, 2)) : null;
    const copy = await insertBot(db, userId, {
      title: source.title,
      description: source.description,
      image: source.image,
      author: source.author,
      // The buyers' average at the time of purchase, 0 when there were no reviews (D83).
      rating: source.rating ?? 0,
      downloads: source.downloads,
      tags: source.tags,
      priceCents: source.priceCents,
      marketBotId: source.id,
      // The listing's version as bought (D130): the copy keeps it until its owner chooses Update.
      marketVersion: source.version,
      ...(content ? { ...copiedFileFields(source.workflow, content), configFileName: 'workflow.json', configFileType: 'application/json' } : {}),
    });
    if (content) await db.insert(botFiles).values({ botId: copy.id, content, workflow: source.workflow });
    ids.push(copy.id);
  }
  return ids;
}

/** What a bot row says of a market bot's workflow.json: its size, that it is a workflow, and the inputs it declares (D66). */
export const copiedFileFields = (workflow: unknown, content: Buffer) => ({ configFileSize: content.length, hasWorkflow: true, inputs: declaredInputsOf(workflow) });

/** The setups of the user's bots among `ids` (D66): what a Run checks its bot nodes against. */
export async function findOwnedBotSetups(db: Db, userId: string, ids: readonly number[]): Promise<Map<number, BotSetup>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bots.id, inputs: bots.inputs, values: bots.inputValues })
    .from(bots)
    .where(and(eq(bots.userId, userId), inArray(bots.id, [...ids])));
  return new Map(rows.map(({ id, ...setup }) => [id, setup]));
}

/** A new bot with its uploaded file, in one transaction: there is never a bot whose file went missing. */
export async function insertBotWithFile(db: Db, userId: string, fields: BotFields, file: StoredBotFile): Promise<BotRow> {
  return db.transaction(async (tx) => {
    const row = await insertBot(tx, userId, fields);
    await tx.insert(botFiles).values({ botId: row.id, content: file.content, workflow: file.workflow ?? null });
    return row;
  });
}

/** The user's bot's file, with the bot's setup (D66); undefined when there is no such bot, it is another user's, or it has no file. */
export async function findOwnedBotFile(
  db: Db,
  userId: string,
  botId: number,
): Promise<(StoredBotFile & { name: string; type: string; inputValues: Record<string, unknown> }) | undefined> {
  const [row] = await db
    .select({ content: botFiles.content, workflow: botFiles.workflow, name: bots.configFileName, type: bots.configFileType, inputValues: bots.inputValues })
    .from(botFiles)
    .innerJoin(bots, eq(bots.id, botFiles.botId))
    .where(owned(userId, botId));
  return row && row.name !== null && row.type !== null ? { ...row, name: row.name, type: row.type } : undefined;
}

/** A copy of the file for a duplicated bot, made inside the database. */
export async function copyBotFile(db: Db, fromBotId: number, toBotId: number): Promise<void> {
  await db.execute(sql`insert into bot_files (bot_id, content, workflow) select ${toBotId}, content, workflow from bot_files where bot_id = ${fromBotId}`);
}
