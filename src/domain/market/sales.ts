import { z } from 'zod';
import { reviewSchema } from './reviews';

/**
 * A seller's Sales page (D130): per bot they published, what its records say: its sales, the money
 * they brought, its refunds, downloads, rating and reviews. Counted from the payments and reviews,
 * never stored apart, so they cannot drift from what happened.
 */

export const salesMessages = {
  /** Another user's bot answers as a missing one: whose sales they are leaks nothing. */
  notFound: 'No sales of that bot',
} as const;

/** How many of a bot's latest reviews the page shows, and how many sales records its details list. */
export const salesLimits = { reviews: 3, records: 100 } as const;

export const botSalesSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** USD, what a buyer pays now. */
  price: z.number(),
  version: z.number().int().positive(),
  /** Listed in the marketplace; false once unpublished (its buyers keep their copies). */
  published: z.boolean(),
  /** The seller's sequence it is published from, for an update; null once that sequence was deleted. */
  sequenceId: z.string().nullable(),
  sequenceTitle: z.string().nullable(),
  /** The saved version of that sequence its latest version was published from (D86); null for the seeded bots. */
  sequenceVersion: z.number().int().nullable(),
  /** Purchases that went through, refunded ones included. */
  sales: z.number().int().min(0),
  refunds: z.number().int().min(0),
  /** Whole cents: what the sales that were not refunded paid. */
  revenueCents: z.number().int().min(0),
  downloads: z.number().int().min(0),
  /** The buyers' reviews' average, null without any (D83). */
  rating: z.number().nullable(),
  reviewCount: z.number().int().min(0),
  /** The latest reviews, newest first. */
  reviews: z.array(reviewSchema),
  /** ISO 8601; null before the first sale. */
  lastSaleAt: z.string().nullable(),
});
export type BotSales = z.infer<typeof botSalesSchema>;

/** GET /v1/market/sales: the caller's published bots, newest first, with their figures. */
export const salesListSchema = z.object({ items: z.array(botSalesSchema) });
export type SalesList = z.infer<typeof salesListSchema>;

/** One sale of a bot: when, for how much, and whether it was refunded (and when). No buyer is named. */
export const saleRecordSchema = z.object({
  soldAt: z.string(),
  priceCents: z.number().int().min(0),
  status: z.enum(['completed', 'refunded']),
  refundedAt: z.string().nullable(),
});
export type SaleRecord = z.infer<typeof saleRecordSchema>;

/** GET /v1/market/bots/{id}/sales: one bot's figures and its latest sales, newest first; 404 for another user's bot. */
export const botSalesDetailSchema = botSalesSchema.extend({ records: z.array(saleRecordSchema) });
export type BotSalesDetail = z.infer<typeof botSalesDetailSchema>;
