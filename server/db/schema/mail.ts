import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './bytea';

/**
 * What Botflow wrote to an account's holder (a purchase's confirmation, a password reset link):
 * sent through SMTP_URL when one is set, and kept here either way, so that without SMTP an operator
 * reads it with `npm run outbox`.
 */
export const accountEmails = pgTable(
  'account_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a message to an address without an account (never written, but kept possible for a lookup that must not tell). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the message is for, such as purchase-confirmation or password-reset. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why SMTP refused it, when it did. */
    error: text('error'),
  },
  (table) => [index('account_emails_user_idx').on(table.userId, table.createdAt)],
);

export const accountEmailAttachments = pgTable(
  'account_email_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailId: uuid('email_id')
      .notNull()
      .references(() => accountEmails.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
  },
  (table) => [index('account_email_attachments_email_idx').on(table.emailId, table.position)],
);
