import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  // Dollars with cents; numeric keeps 9.99 exact.
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('USD'),
  billingPeriod: text('billing_period', { enum: ['monthly', 'yearly'] }).notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  isPopular: boolean('is_popular').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** One current subscription per user: subscribing again replaces the row. */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  status: text('status').notNull().default('active'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** The end of the period its payment paid for (D85); null: never paid, so it grants nothing. */
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  /** Cancelled: it ends at the period's end and is not offered for renewal. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The user's payment (payments.number) that paid the current period; a refund of it ends the plan. */
  paymentNumber: integer('payment_number'),
});

/**
 * Which plan a payment pays for (D85), written with the pending payment: when the provider
 * charges it, the plan becomes the user's current one for a period.
 */
export const planPayments = pgTable(
  'plan_payments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentNumber: integer('payment_number').notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.paymentNumber] })],
);
