import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Each user's payments (spec 02 §3 Payment record; D10–D12, D39–D43). The number is the user's own
 * (PAY001, PAY002…), so the key is (user, number). Amounts are whole cents. A checkout's idempotency
 * key and the fingerprint of its request sit on the payment it made, refused or not, so a repeat
 * answers the same and charges nothing more. A checkout's payment is written `pending` before the
 * provider is asked and settled after (completed with the provider's reference, or failed).
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
    /** The provider's own reference for the charge, once it succeeded. */
    providerReference: text('provider_reference'),
    /**
     * A sample row of the demo account's history (D83), never a payment the user made: shown
     * with a "Sample" badge, left out of the tiles, and never a purchase of a bot.
     */
    sample: boolean('sample').notNull().default(false),
    /** Why the provider declined a failed payment (D84), for its details and its receipt. */
    declineReason: text('decline_reason').$type<'card_declined' | 'insufficient_funds' | 'not_a_test_card'>(),
    /** The refund's idempotency key, written before the provider is asked: one refund per payment. */
    refundKey: text('refund_key'),
    /** The provider's reference of the refund, and when it was recorded (status 'refunded'). */
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.number] }),
    uniqueIndex('payments_user_key_idx').on(table.userId, table.idempotencyKey),
    index('payments_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The checkouts still waiting for their outcome, for the sweeper (the samples' pending rows have no key).
    index('payments_in_flight_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending' and ${table.idempotencyKey} is not null`),
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

/**
 * The test-mode provider's own memory of its charges (D39), by the idempotency key we charged
 * with. A real provider is an outside service that remembers its charges; ours lives in the server,
 * so its memory is a table: every process on one PostgreSQL sees the same charges, and a charge
 * survives a restart for the sweeper to find. Nothing else reads it.
 */
export const testProviderCharges = pgTable('test_provider_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  status: text('status').$type<'succeeded' | 'declined'>().notNull(),
  /** The charge's own reference, when it succeeded. */
  reference: text('reference'),
  declineReason: text('decline_reason').$type<'card_declined' | 'insufficient_funds' | 'not_a_test_card'>(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The test-mode provider's refunds (D84): one per charge, remembered by our refund's key. */
export const testProviderRefunds = pgTable('test_provider_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  chargeReference: text('charge_reference').notNull().unique(),
  reference: text('reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
