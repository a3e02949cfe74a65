import { and, asc, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedByShape } from '../db/prepared';
import { cartItems, marketBots, marketFavorites, marketImages } from '../db/schema/market';
import type { MarketSort } from '../../src/domain/market/market';
import { searchWords } from '../../src/domain/market/search-words';
import type { StoredImage } from './stored-image';

/** Every statement about the marketplace: its bots, favourites, carts and images. */

/** What the seed or a publisher writes; rating, reviews and downloads are counted from their own records (D83). */
export type MarketBotFields = Omit<typeof marketBots.$inferInsert, 'popularity' | 'searchText' | 'rating' | 'reviewCount' | 'downloads'>;

/** What search reads: every searched field in lower case, written with the row. */
export const searchTextOf = (bot: Pick<MarketBotFields, 'title' | 'description' | 'author' | 'tags'>) =>
  [bot.title, bot.description ?? '', bot.author, ...(bot.tags ?? [])].join(' ').toLowerCase();

/** A user id, or the placeholder a prepared statement binds it to. */
type UserRef = string | Placeholder;

// Written out with table names: drizzle leaves columns unqualified in a one-table select, and
// inside a subquery an unqualified "id" would mean the subquery's own table.
const favoriteOf = (userId: UserRef) =>
  sql<boolean>`exists (select 1 from market_favorites f where f.user_id = ${userId} and f.bot_id = market_bots.id)`;

// D42: published by the user, or bought (copied into their My Bots with its market bot's id).
const ownedOf = (userId: UserRef) =>
  sql<boolean>`(market_bots.publisher_id is not distinct from ${userId}::uuid or exists (select 1 from bots b where b.user_id = ${userId} and b.market_bot_id = market_bots.id))`;

/** The columns a caller sees, with their own favourite and owned marks, in one statement. */
const callerColumns = (userId: UserRef) => ({
  id: marketBots.id,
  title: marketBots.title,
  description: marketBots.description,
  image: marketBots.image,
  author: marketBots.author,
  rating: marketBots.rating,
  reviewCount: marketBots.reviewCount,
  downloads: marketBots.downloads,
  tags: marketBots.tags,
  createdAt: marketBots.createdAt,
  updatedAt: marketBots.updatedAt,
  priceCents: marketBots.priceCents,
  version: marketBots.version,
  favorite: favoriteOf(userId),
  owned: ownedOf(userId),
});

export type CallerBotRow = {
  id: number;
  title: string;
  description: string;
  image: string;
  author: string;
  /** The average of the buyers' reviews, null without any (D83). */
  rating: number | null;
  reviewCount: number;
  downloads: number;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
  priceCents: number;
  version: number;
  favorite: boolean;
  owned: boolean;
};

/** Listed (D130): an unpublished bot is out of the market for all but its publisher. */
const listed = sql`${marketBots.unpublishedAt} is null`;

function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/** Every word of a search, by its stem, anywhere in the searched text (D139); none when it has no word. */
const searchPatterns = (search: string) => searchWords(search).map(containsPattern);

// Written as the indexes are (desc nulls last, id as tie-break), so each sort reads its index.
const orderings: Record<MarketSort, SQL[]> = {
  newest: [sql`${marketBots.createdAt} desc nulls last`, sql`${marketBots.id} desc nulls last`],
  popular: [sql`${marketBots.popularity} desc nulls last`, sql`${marketBots.id} desc nulls last`],
  // The reviews' average (D83): bots without reviews (null) come last, newest first.
  rating: [sql`${marketBots.rating} desc nulls last`, sql`${marketBots.id} desc nulls last`],
  downloads: [sql`${marketBots.downloads} desc nulls last`, sql`${marketBots.id} desc nulls last`],
};

export interface MarketFilter {
  userId: string;
  search?: string;
  tags?: string[];
  favoritesOnly?: boolean;
  sort: MarketSort;
  page: number;
  pageSize: number;
}

type MarketListShape = Pick<MarketFilter, 'sort'> & { searched: boolean; tagged: boolean; favoritesOnly: boolean };

const marketListStatements = preparedByShape(
  ({ sort, searched, tagged, favoritesOnly }: MarketListShape) => `${sort} ${searched} ${tagged} ${favoritesOnly}`,
  (db, { sort, searched, tagged, favoritesOnly }) => {
    const userId = sql.placeholder('userId');
    const conditions: SQL[] = [listed];
    if (searched) conditions.push(sql`${marketBots.searchText} like all(${sql.placeholder('patterns')}::text[])`);
    if (tagged) conditions.push(sql`${marketBots.tags} && ${sql.placeholder('tags')}::text[]`);
    if (favoritesOnly) conditions.push(favoriteOf(userId));
    const where = and(...conditions);
    const name = `list_market_bots_${sort}_${searched}_${tagged}_${favoritesOnly}`;
    // A search reads every row's text (no index serves a contained term): counting the matches in
    // the same statement reads them once instead of twice, which was half of a search's time on
    // PGlite. Without a search the page comes from an index and the count is cheap apart.
    const matched = searched ? sql<number>`count(*) over ()`.mapWith(Number) : sql<null>`null`;
    return {
      rows: db
        .select({ ...callerColumns(userId), matched })
        .from(marketBots)
        .where(where)
        .orderBy(...orderings[sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
      total: db.select({ total: count() }).from(marketBots).where(where).prepare(`${name}_count`),
    };
  },
);

/** One page of the market's bots the filter selects, in the asked order, and how many it selects. */
export async function listMarketBots(db: Db, filter: MarketFilter): Promise<{ rows: CallerBotRow[]; total: number }> {
  const tagged = Boolean(filter.tags && filter.tags.length > 0);
  const patterns = filter.search ? searchPatterns(filter.search) : [];
  const searched = patterns.length > 0;
  const statements = marketListStatements(db, { sort: filter.sort, searched, tagged, favoritesOnly: Boolean(filter.favoritesOnly) });
  const values = {
    userId: filter.userId,
    patterns: searched ? patterns : undefined,
    tags: tagged ? filter.tags : undefined,
  };
  const page = { ...values, limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize };
  if (searched) {
    const rows = await statements.rows.execute(page);
    const matched = rows[0]?.matched;
    if (matched != null) return { rows, total: matched };
    // No row on the page: on page 1 nothing matches; past the last page only a count says how many do.
    if (filter.page === 1) return { rows, total: 0 };
    const [counted] = await statements.total.execute(values);
    return { rows, total: counted?.total ?? 0 };
  }
  const [rows, [counted]] = await Promise.all([statements.rows.execute(page), statements.total.execute(values)]);
  return { rows, total: counted?.total ?? 0 };
}

/** The bot as the caller sees it: an unpublished one only by its publisher (D130). */
export async function findMarketBot(db: Db, userId: string, id: number): Promise<CallerBotRow | undefined> {
  const [row] = await db
    .select(callerColumns(userId))
    .from(marketBots)
    .where(and(eq(marketBots.id, id), sql`(${listed} or ${marketBots.publisherId} = ${userId}::uuid)`));
  return row;
}

export async function insertMarketBot(db: Db, fields: MarketBotFields): Promise<number> {
  const [row] = await db
    .insert(marketBots)
    .values({ ...fields, searchText: searchTextOf(fields) })
    .returning({ id: marketBots.id });
  if (!row) throw new Error('insert into market_bots returned no row');
  return row.id;
}

export async function favoriteIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: marketFavorites.botId })
    .from(marketFavorites)
    .where(eq(marketFavorites.userId, userId))
    .orderBy(asc(marketFavorites.createdAt), asc(marketFavorites.botId));
  return rows.map((row) => row.id);
}

export async function addFavorite(db: Db, userId: string, botId: number): Promise<void> {
  await db.insert(marketFavorites).values({ userId, botId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: string, botId: number): Promise<void> {
  await db.delete(marketFavorites).where(and(eq(marketFavorites.userId, userId), eq(marketFavorites.botId, botId)));
}

/** The user's cart in the order the bots were added, with their marks. */
export async function cartRows(db: Db, userId: string): Promise<CallerBotRow[]> {
  return db
    .select(callerColumns(userId))
    .from(cartItems)
    .innerJoin(marketBots, eq(marketBots.id, cartItems.botId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.botId));
}

/** False when the bot was in the cart already: the primary key decides, so two tabs cannot both add it. */
export async function addToCart(db: Db, userId: string, botId: number): Promise<boolean> {
  const added = await db.insert(cartItems).values({ userId, botId }).onConflictDoNothing().returning({ botId: cartItems.botId });
  return added.length > 0;
}

export async function removeFromCart(db: Db, userId: string, botId: number): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.botId, botId)))
    .returning({ botId: cartItems.botId });
  return removed.length > 0;
}

export async function clearCart(db: Db, userId: string, botIds?: number[]): Promise<void> {
  const mine = eq(cartItems.userId, userId);
  await db.delete(cartItems).where(botIds ? and(mine, inArray(cartItems.botId, botIds)) : mine);
}

export async function storeImage(db: Db, image: StoredImage): Promise<void> {
  await db.insert(marketImages).values(image).onConflictDoNothing();
}

export async function findImage(db: Db, id: string): Promise<StoredImage | undefined> {
  const [row] = await db.select().from(marketImages).where(eq(marketImages.id, id));
  return row;
}

/** The seeded bots, brought up to date on every start; later ids go to published bots. */
export async function upsertSeededBots(db: Db, rows: ReadonlyArray<MarketBotFields & { id: number }>, images: readonly StoredImage[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (images.length > 0) await tx.insert(marketImages).values([...images]).onConflictDoNothing();
    for (const row of rows) {
      // A seeded bot is as new as its release; a seed that changes what it is or says moves its
      // "Last updated" to now, and one that changes nothing writes nothing.
      const values = { ...row, searchText: searchTextOf(row), updatedAt: row.updatedAt ?? row.createdAt };
      const { id: _id, updatedAt: _updatedAt, ...update } = values;
      await tx
        .insert(marketBots)
        .values(values)
        .onConflictDoUpdate({
          target: marketBots.id,
          set: { ...update, updatedAt: sql`now()` },
          setWhere: sql`(market_bots.title, market_bots.description, market_bots.image, market_bots.author, market_bots.tags, market_bots.created_at, market_bots.price_cents, market_bots.workflow, market_bots.publisher_id) is distinct from (excluded.title, excluded.description, excluded.image, excluded.author, excluded.tags, excluded.created_at, excluded.price_cents, excluded.workflow, excluded.publisher_id)`,
        });
    }
    await tx.execute(sql`select setval(pg_get_serial_sequence('market_bots', 'id'), greatest((select max(id) from market_bots), 1))`);
  });
}

/** These market bots with their configurations (D38), in the order asked, for the copies a purchase makes. */
export async function marketBotsByIds(db: Db, ids: readonly number[]): Promise<Array<typeof marketBots.$inferSelect>> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(marketBots)
    .where(sql`${marketBots.id} = any(${sql.param([...ids])}::int[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
