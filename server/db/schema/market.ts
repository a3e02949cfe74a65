import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './bytea';
import { sequences } from './sequences';


/**
 * The marketplace's bots (spec 02 §3 Bot; D9, D38): the sixteen seeded bots and those users
 * publish. Tags are a text array so a chip filter (`tags && $1`) uses its GIN index; prices are cents.
 */
export const marketBots = pgTable(
  'market_bots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    author: text('author').notNull(),
    /**
     * The average of the buyers' reviews, null without any (D83); with `reviewCount`, a cache of
     * market_reviews written in the same transaction as every review write, so the market's
     * pages and its Highest Rated sort read one indexed column instead of aggregating the reviews.
     */
    rating: doublePrecision('rating'),
    /** How many reviews the bot has (D83), kept with `rating`. */
    reviewCount: integer('review_count').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the bot as offered last changed (its page's "Last updated", D83): written with it,
     * moved when the seed changes what the bot is or says.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    priceCents: integer('price_cents').notNull(),
    /** Null for the seeded bots; a publisher owns their bot and cannot buy it (D42). */
    publisherId: uuid('publisher_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the bot does (D38): a saved workflow of the designer's node types; its latest version's, as buyers get it (D130). */
    workflow: jsonb('workflow'),
    /** The latest of its versions (market_bot_versions, D130): what a purchase copies. */
    version: integer('version').notNull().default(1),
    /** The seller's sequence a published bot comes from, for its updates (D130); null for the seeded bots. */
    sequenceId: uuid('sequence_id').references(() => sequences.id, { onDelete: 'set null' }),
    /** Unpublished (D130): the listing is hidden and sold no more; its buyers keep their copies. */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    /** Title, description, author and tags in lower case, written with the row: what search reads. */
    searchText: text('search_text').notNull().default(''),
    /** "Most Popular" (D56): stars weighted by the logarithm of downloads; null (last) without reviews. */
    popularity: doublePrecision('popularity').generatedAlwaysAs(sql`rating * ln(1 + downloads)`),
  },
  (table) => [
    index('market_bots_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('market_bots_popularity_idx').on(table.popularity.desc(), table.id.desc()),
    index('market_bots_rating_idx').on(table.rating.desc(), table.id.desc()),
    index('market_bots_downloads_idx').on(table.downloads.desc(), table.id.desc()),
    index('market_bots_tags_idx').using('gin', table.tags),
    // A seller's Sales page lists the bots they published.
    index('market_bots_publisher_idx').on(table.publisherId, table.id),
    // Trigrams let `like '%term%'` find its rows without reading every bot (pg_trgm, 0003).
    index('market_bots_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Every version of a market bot (D130): the workflow its buyers get (credentials lifted into inputs,
 * D138), the seller's changelog and when it came out. A bought copy names the version it runs; an
 * update is a new version, which a buyer applies when they choose.
 */
export const marketBotVersions = pgTable(
  'market_bot_versions',
  {
    marketBotId: integer('market_bot_id')
      .notNull()
      .references(() => marketBots.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    workflow: jsonb('workflow').notNull(),
    changelog: text('changelog').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The seller's saved version it was published from (D86); null for the seeded bots. */
    sequenceVersion: integer('sequence_version'),
  },
  (table) => [primaryKey({ columns: [table.marketBotId, table.version] })],
);

/** Published images, named by the SHA-256 of their bytes so their URL can be cached for ever. */
export const marketImages = pgTable('market_images', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  content: bytea('content').notNull(),
});

/** Each user's favourite market bots (02 §3 Favourites). */
export const marketFavorites = pgTable(
  'market_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    botId: integer('bot_id')
      .notNull()
      .references(() => marketBots.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.botId] })],
);

/** Each user's one cart (02 §3 Cart: unique by bot), on the server so every tab and process sees it. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    botId: integer('bot_id')
      .notNull()
      .references(() => marketBots.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.botId] })],
);

/**
 * Buyers' reviews (D83): one per buyer and bot, 1 to 5 stars and a text, listed newest first.
 * The unique index is what keeps it one: two PUTs at once leave one review.
 */
export const marketReviews = pgTable(
  'market_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    botId: integer('bot_id')
      .notNull()
      .references(() => marketBots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('market_reviews_user_bot_idx').on(table.userId, table.botId),
    index('market_reviews_bot_created_idx').on(table.botId, table.createdAt.desc(), table.id.desc()),
    check('market_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
