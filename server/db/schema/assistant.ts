import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Messages each user sent to Flo in the current minute. A row in the database, not a counter in
 * memory, so the limit holds whichever process answers (D59).
 */
export const assistantUsage = pgTable('assistant_usage', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  messages: integer('messages').notNull().default(0),
});
