import { z } from 'zod';
import { cardErrors, cardRuleFields } from './card-rules';

/**
 * Payments (spec 02 §3 Payment record, §8, §9; D10–D12, D39–D43): the checkout every purchase goes
 * through, and the history. Amounts are whole cents on the server; the API answers USD amounts.
 */

/** Spec 02 §9: tax 8 %, discount 0, total = subtotal + tax. */
export const taxPercent = 8;
export const taxCentsOf = (subtotalCents: number) => Math.round((subtotalCents * taxPercent) / 100);

export const paymentStatuses = ['completed', 'pending', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The methods of /checkout (02 §2: four primary, five more) and of /payment (card, PayPal). */
export const paymentMethods = ['card', 'paypal', 'apple_pay', 'google_pay', 'stripe', 'bank_transfer', 'crypto', 'alipay', 'wechat_pay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Credit Card',
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  stripe: 'Stripe',
  bank_transfer: 'Bank Transfer',
  crypto: 'Cryptocurrency',
  alipay: 'Alipay',
  wechat_pay: 'WeChat Pay',
};

/** The spec's failure texts (02 §8): /checkout and the modal, and /payment. */
export const paymentMessages = {
  checkoutFailed: 'An error occurred while processing your payment. Please try again.',
  paymentFailed: 'There was an error processing your payment. Please try again.',
  emptyCart: 'Your cart is empty',
  keyReused: 'This payment was already made with other details',
  stillProcessing: 'This payment is still being processed. Please wait a moment before trying again.',
  otherInFlight: 'Another payment is still being processed. Please wait a moment and try again.',
  providerUnreachable: 'The payment service did not answer. Your payment is pending and will be settled shortly.',
  cardRequired: 'Please fill in all card details to continue.',
  notFound: 'Payment not found',
  planRequired: 'Choose a plan first',
  noInvoice: 'A failed payment has no invoice: nothing was charged. Download the receipt of the attempt instead.',
  noReceipt: 'Only a failed payment has a receipt of its attempt; this one has an invoice.',
  refundFailed: 'Only a completed payment can be refunded.',
  refundedAlready: 'This payment has already been refunded.',
  refundTooOld: 'This payment is older than 30 days and can no longer be refunded.',
  refundSample: 'A sample payment was never charged, so it cannot be refunded.',
  refundUnderWay: 'A refund of this payment is already under way. Please wait a moment and try again.',
  refundUnreachable: 'The payment service did not answer. Your refund has not been confirmed yet: please try again.',
} as const;

/** 30-day money-back guarantee (02 §2's promise, D84): a completed payment younger than this may be refunded. */
export const refundWindowDays = 30;
export const refundWindowMs = refundWindowDays * 86_400_000;

/** A card as the checkout receives it; the rules of card-rules.ts apply, each broken one a 422 naming its field. */
export const cardSchema = z
  .object({
    number: z.string().trim().min(1).max(23),
    expiry: z.string().trim().min(1).max(5),
    cvv: z.string().trim().min(1).max(4),
    name: z.string().trim().min(1).max(100),
  })
  .superRefine((card, context) => {
    const errors = cardErrors(card, new Date());
    for (const field of cardRuleFields) {
      const message = errors[field];
      if (message) context.addIssue({ code: 'custom', message, path: [field] });
    }
  });
export type Card = z.infer<typeof cardSchema>;

const checkoutAttempt = {
  idempotency_key: z.string().trim().min(8).max(100),
  method: z.enum(paymentMethods),
  card: cardSchema.optional(),
};

/** zod's own text for a wrong value, ours for a missing one. */
const requiredAs = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined) });

/**
 * POST /v1/checkout: the cart, one bot or a plan, told apart by `purpose`. The server prices it; no
 * amount is ever taken from the client.
 */
export const checkoutRequestSchema = z
  .discriminatedUnion('purpose', [
    z.object({ purpose: z.literal('cart'), ...checkoutAttempt }),
    z.object({ purpose: z.literal('bot'), bot_id: z.number(requiredAs('bot_id is required to buy one bot')).int().min(1), ...checkoutAttempt }),
    z.object({ purpose: z.literal('plan'), plan_id: z.string(requiredAs(paymentMessages.planRequired)).trim().min(1).max(100), ...checkoutAttempt }),
  ])
  .refine((request) => request.method !== 'card' || request.card !== undefined, { message: paymentMessages.cardRequired, path: ['card'] });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const paymentLineSchema = z.object({ name: z.string(), price: z.number(), quantity: z.number().int().min(1) });
export type PaymentLine = z.infer<typeof paymentLineSchema>;

/** A payment record (02 §3): id PAY001…, date, amount, currency, description, method, status, invoice, bot. */
export const paymentSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  method: z.string(),
  status: z.enum(paymentStatuses),
  invoice: z.string(),
  bot: z.string().nullable(),
  /** A sample row of the demo account (D83): shown as "Sample", counted in no tile, no purchase. */
  sample: z.boolean(),
  subtotal: z.number(),
  tax: z.number(),
  lines: z.array(paymentLineSchema),
  /** Why the provider declined a failed payment, as the user reads it; null otherwise. */
  failure_reason: z.string().nullable(),
  /** Whether "Request refund" is offered: completed through checkout, not refunded, younger than 30 days. */
  refundable: z.boolean(),
}).meta({ id: 'Payment', description: 'One of your payments.' });
export type Payment = z.infer<typeof paymentSchema>;

/** POST /v1/payments/{id}/refund: a retry with the same key is the same refund. */
export const refundRequestSchema = z.object({ idempotency_key: z.string().trim().min(8).max(100) });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const checkoutResponseSchema = z.object({
  payment: paymentSchema,
  /** The My Bots ids of the bots this payment bought (D42). */
  bots: z.array(z.number().int()),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentPeriods = ['all', 'today', 'week', 'month', 'year'] as const;
export type PaymentPeriod = (typeof paymentPeriods)[number];

/** GET /v1/payments and /v1/payments/export (02 §9: ten rows a page). */
export const paymentListQuerySchema = z.object({
  status: z.enum(paymentStatuses).optional(),
  period: z.enum(paymentPeriods).default('all'),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentSummarySchema = z.object({
  /** USD: the sum of completed payments (sample rows left out, as in every figure here). */
  completed_total: z.number(),
  completed_count: z.number().int().min(0),
  /** USD: completed payments in the current calendar month (D12: computed). */
  this_month_total: z.number(),
});

export const paymentPageSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
  summary: paymentSummarySchema,
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;
