import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketBotIdOf } from '../../src/domain/market/market';
import { botSalesDetailSchema, salesLimits, salesListSchema, salesMessages, type BotSales } from '../../src/domain/market/sales';
import type { Db } from '../db/database';
import { isoTime } from '../db/iso-time';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { toReview } from './answers';
import type { ReviewRow } from './reviews-repository';
import { latestReviews, saleRecords, salesOf, type BotSalesRow } from './sales-repository';

const tags = ['market'];

function toBotSales(row: BotSalesRow, reviews: readonly ReviewRow[], callerId: string): BotSales {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    price: row.priceCents / 100,
    version: row.version,
    published: row.published,
    sequenceId: row.sequenceId,
    sequenceTitle: row.sequenceTitle,
    sequenceVersion: row.sequenceVersion,
    sales: row.sales,
    refunds: row.refunds,
    revenueCents: row.revenueCents,
    downloads: row.downloads,
    rating: row.rating,
    reviewCount: row.reviewCount,
    reviews: reviews.map((review) => toReview(review, callerId)),
    lastSaleAt: row.lastSaleAt ? isoTime(row.lastSaleAt) : null,
  };
}

/** A seller's Sales page (D130): their published bots' figures from the records; another user's bot is a 404. */
export async function salesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  api.get(
    '/market/sales',
    {
      ...signedIn,
      schema: {
        operationId: 'listSales',
        summary: 'Your published bots with their sales, revenue, refunds, downloads, rating and latest reviews',
        tags,
        response: { 200: salesListSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const rows = await salesOf(db, userId);
      const reviews = await latestReviews(db, rows.map((row) => row.id), salesLimits.reviews);
      return { items: rows.map((row) => toBotSales(row, reviews.get(row.id) ?? [], userId)) };
    },
  );

  api.get(
    '/market/bots/:id/sales',
    {
      ...signedIn,
      schema: {
        operationId: 'getBotSales',
        summary: 'One of your published bots: its figures and its latest sales, newest first',
        tags,
        params: z.object({ id: z.string().describe('The market bot’s id') }),
        response: { 200: botSalesDetailSchema },
        errors: { 404: 'You published no bot of this id (`No sales of that bot`): another user’s sales are theirs.' },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const id = marketBotIdOf(request.params.id);
      const [row] = id === null ? [] : await salesOf(db, userId, id);
      if (!row) throw new HttpError(404, salesMessages.notFound);
      const [reviews, records] = await Promise.all([latestReviews(db, [row.id], salesLimits.reviews), saleRecords(db, row.id, salesLimits.records)]);
      return {
        ...toBotSales(row, reviews.get(row.id) ?? [], userId),
        records: records.map((record) => ({ soldAt: isoTime(record.soldAt), priceCents: record.priceCents, status: record.status, refundedAt: record.refundedAt ? isoTime(record.refundedAt) : null })),
      };
    },
  );
}
