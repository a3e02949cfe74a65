import { type AnyPgColumn, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DeclaredInput } from '../../../src/domain/workflow/node-catalogue/declared-inputs';
import { users } from './accounts';
import { marketBots } from './market';
import { bytea } from './bytea';

/** My Bots (spec 02 §3 Bot, D8): each user's own bots. Prices are whole cents, so sums stay exact. */
export const bots = pgTable(
  'bots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    author: text('author').notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    priceCents: integer('price_cents').notNull().default(0),
    priority: text('priority').$type<'high' | 'normal' | 'low'>().notNull().default('normal'),
    notes: text('notes').notNull().default(''),
    configure: text('configure').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    subscriptionUrl: text('subscription_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
    lastRan: timestamp('last_ran', { withTimezone: true }),
    // The uploaded configuration file's description; its bytes are in bot_files, so listing stays light.
    configFileName: text('config_file_name'),
    configFileType: text('config_file_type'),
    configFileSize: integer('config_file_size'),
    hasWorkflow: boolean('has_workflow').notNull().default(false),
    // D66: the inputs the workflow in bot_files declares, kept here so a list of bots reads no workflow,
    // and the values of the bot's setup (a credential input holds the credential's name).
    inputs: jsonb('inputs').$type<DeclaredInput[]>().notNull().default([]),
    inputValues: jsonb('input_values').$type<Record<string, unknown>>().notNull().default({}),
    /** What search reads: title, description, author and tags in lower case, kept by the database. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || description || ' ' || author || ' ' || (tags::text))`),
    /** The market bot this one was bought as (D42): a user owns a market bot at most once. */
    marketBotId: integer('market_bot_id').references((): AnyPgColumn => marketBots.id, { onDelete: 'set null' }),
    /** The market bot's version this copy runs (D130): it moves only when its owner chooses Update. */
    marketVersion: integer('market_version'),
  },
  (table) => [
    index('bots_user_id_idx').on(table.userId, table.id),
    index('bots_user_market_idx').on(table.userId, table.marketBotId),
    index('bots_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);


/**
 * A bot's uploaded configuration file (D38), in the database so every server process sees it. A
 * file in the saved-workflow shape is also kept parsed: it is what the bot does.
 */
export const botFiles = pgTable('bot_files', {
  botId: integer('bot_id')
    .primaryKey()
    .references(() => bots.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  workflow: jsonb('workflow'),
});

/**
 * The bought bots a refund took out of My Bots (D84), by the id they had, so that a workflow whose
 * bot node still names one fails saying so (D130) rather than that the bot has no workflow.
 */
export const revokedBots = pgTable(
  'revoked_bots',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    botId: integer('bot_id').notNull(),
    title: text('title').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.botId] })],
);
