import type { PaymentMethod, PaymentStatus } from '../../src/domain/payments/payments';

/** One of the demo account's twenty sample payments (spec 02 §3: PAY001–PAY020; D12, D83), each stored as `sample`. */
export interface SamplePayment {
  daysAgo: number;
  description: string;
  subtotalCents: number;
  method: PaymentMethod;
  status: PaymentStatus;
  bot: string | null;
}

/** Oldest first: PAY001 is the first. Spread over the last six months so every period filter selects some. */
export const samplePayments: readonly SamplePayment[] = [
  { daysAgo: 178, description: 'Lead Capture Pro', subtotalCents: 4999, method: 'card', status: 'completed', bot: 'Lead Capture Pro' },
  { daysAgo: 170, description: 'Subscription: Basic Plan', subtotalCents: 999, method: 'paypal', status: 'completed', bot: null },
  { daysAgo: 161, description: 'Slack Standup Reporter', subtotalCents: 1999, method: 'card', status: 'completed', bot: 'Slack Standup Reporter' },
  { daysAgo: 150, description: 'Invoice Reminder', subtotalCents: 2999, method: 'apple_pay', status: 'refunded', bot: 'Invoice Reminder' },
  { daysAgo: 140, description: 'Subscription: Basic Plan', subtotalCents: 999, method: 'paypal', status: 'completed', bot: null },
  { daysAgo: 131, description: 'CSV Data Cleaner', subtotalCents: 1499, method: 'google_pay', status: 'completed', bot: 'CSV Data Cleaner' },
  { daysAgo: 120, description: 'Social Media Scheduler', subtotalCents: 3499, method: 'card', status: 'failed', bot: 'Social Media Scheduler' },
  { daysAgo: 110, description: 'Subscription: Pro Plan', subtotalCents: 2999, method: 'card', status: 'completed', bot: null },
  { daysAgo: 98, description: 'Uptime Watchdog', subtotalCents: 999, method: 'stripe', status: 'completed', bot: 'Uptime Watchdog' },
  { daysAgo: 85, description: 'Expense Tracker', subtotalCents: 2499, method: 'bank_transfer', status: 'completed', bot: 'Expense Tracker' },
  { daysAgo: 80, description: 'Subscription: Pro Plan', subtotalCents: 2999, method: 'card', status: 'completed', bot: null },
  { daysAgo: 66, description: 'GitHub Release Notes', subtotalCents: 1999, method: 'crypto', status: 'pending', bot: 'GitHub Release Notes' },
  { daysAgo: 52, description: 'Subscription: Pro Plan', subtotalCents: 2999, method: 'card', status: 'completed', bot: null },
  { daysAgo: 40, description: 'Meeting Notes Summarizer', subtotalCents: 2999, method: 'alipay', status: 'completed', bot: 'Meeting Notes Summarizer' },
  { daysAgo: 31, description: 'Recipe Planner', subtotalCents: 999, method: 'wechat_pay', status: 'refunded', bot: 'Recipe Planner' },
  { daysAgo: 22, description: 'Subscription: Pro Plan', subtotalCents: 2999, method: 'card', status: 'completed', bot: null },
  { daysAgo: 12, description: 'Stock Price Alerts', subtotalCents: 1499, method: 'card', status: 'failed', bot: 'Stock Price Alerts' },
  { daysAgo: 6, description: 'Database Backup Guardian', subtotalCents: 3999, method: 'paypal', status: 'completed', bot: 'Database Backup Guardian' },
  { daysAgo: 2, description: 'Habit Coach', subtotalCents: 1299, method: 'card', status: 'pending', bot: 'Habit Coach' },
  { daysAgo: 0, description: 'Newsletter Composer', subtotalCents: 3999, method: 'google_pay', status: 'completed', bot: 'Newsletter Composer' },
];
