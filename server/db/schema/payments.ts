import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Each user's payments (spec 02 §3 Payment record; D10–D12, D39–D43). The number is the user's own
 * (PAY001, PAY002…), so the key is (user, number). Amounts are whole cents. A checkout's idempotency
 * key and the fingerprint of its request sit on the payment it made, refused or not, so a repeat
 * answers the same and charges nothing more.
 */
export const payments = pgTable(
  'payments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    description: text('description').notNull(),
    method: text('method').notNull(),
    status: text('status').$type<'completed' | 'pending' | 'failed' | 'refunded'>().notNull(),
    invoice: text('invoice').notNull(),
    bot: text('bot'),
    idempotencyKey: text('idempotency_key'),
    requestFingerprint: text('request_fingerprint'),
    /** The My Bots ids this payment bought, in order (D42), so a repeated request answers the same. */
    boughtBotIds: integer('bought_bot_ids').array().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.number] }),
    uniqueIndex('payments_user_key_idx').on(table.userId, table.idempotencyKey),
    index('payments_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** What a payment paid for, line by line (the details dialog and the invoice). */
export const paymentLines = pgTable(
  'payment_lines',
  {
    userId: uuid('user_id').notNull(),
    paymentNumber: integer('payment_number').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    marketBotId: integer('market_bot_id'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.paymentNumber, table.position] }),
    foreignKey({ columns: [table.userId, table.paymentNumber], foreignColumns: [payments.userId, payments.number] }).onDelete('cascade'),
  ],
);
