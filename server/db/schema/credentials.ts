import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CredentialKind } from '../../../src/domain/credentials/credential-kinds';
import { users } from './accounts';

/**
 * Each user's credentials (D66). A secret field's value is sealed with AES-256-GCM
 * (server/credentials/cipher.ts) and kept only sealed; settings that are not secret (a token's
 * header name and prefix) are plain. The id is chosen by the server before the insert, because each
 * sealed value is bound to its user, credential and field.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CredentialKind>().notNull(),
    /** Field name to sealed value. */
    secrets: jsonb('secrets').$type<Record<string, string>>().notNull(),
    /** Field name to plain value, for the settings the user gave; the others take their defaults. */
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  // Unique regardless of case: "Slack" and "slack" side by side would be picked by mistake.
  (table) => [uniqueIndex('credentials_user_name_idx').on(table.userId, sql`lower(${table.name})`)],
);
