import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '../../../src/domain/api-keys/api-key-scopes';
import { users } from './accounts';

/**
 * Each user's API keys (D127, D137). Like a session token, the key itself is never stored: only its
 * hash, which the auth hook looks a bearer key up by, and its first characters to show in the list.
 * Revoking a key deletes its row, so no process can accept it afterwards.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute, when the key's rate window starts again (api-keys/key-use.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_key_hash_idx').on(table.keyHash), index('api_keys_user_idx').on(table.userId)],
);

/**
 * Each key's requests in its current minute: a row in the database, not a counter in memory, so the
 * rate limit holds whichever process answers (as the assistant's, D59). One row per key, restarted
 * when its window is over.
 */
export const apiKeyUsage = pgTable('api_key_usage', {
  keyId: uuid('key_id')
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  requests: integer('requests').notNull().default(0),
});
