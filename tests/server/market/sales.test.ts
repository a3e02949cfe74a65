import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { seedPlans } from '../../../server/db/seed';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { salesMessages, type BotSalesDetail, type SalesList } from '../../../src/domain/market/sales';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { chain, node, selling } from './selling-fixtures';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let seller: UserWithToken;
let buyer: UserWithToken;
let other: UserWithToken;
let api: ReturnType<typeof selling>;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedMarketBots(database.db);
  await seedPlans(database.db);
  seller = await createUserWithToken(database, { name: 'Sam', lastname: 'Seller' });
  buyer = await createUserWithToken(database, { name: 'Bea', lastname: 'Buyer' });
  other = await createUserWithToken(database, { name: 'Olga', lastname: 'Other' });
  api = selling(app);
});
afterAll(() => stop());

const workflow = () => chain([node('n1', 'start', 'Start'), node('n2', 'transform', 'Shout', { paletteItem: 'transform', code: 'return { loud: true };' }, 1), node('n3', 'end', 'End', {}, 2)]);

describe("a seller's sales (D130)", () => {
  it('counts a purchase and its refund from the records, with downloads, rating and reviews; another user’s sales are a 404', async () => {
    const sequenceId = await api.sequenceWith(seller, workflow(), 'Loud');
    const listing = await api.published(seller, sequenceId, 1, { name: 'Shouter', price: '12.50' });
    const empty = (await api.call(seller, 'GET', '/market/sales')).json() as SalesList;
    expect(empty.items).toEqual([
      expect.objectContaining({ id: listing.id, title: 'Shouter', price: 12.5, version: 1, published: true, sequenceId, sequenceTitle: 'Loud', sequenceVersion: 1, sales: 0, refunds: 0, revenueCents: 0, downloads: 0, rating: null, reviewCount: 0, reviews: [], lastSaleAt: null }),
    ]);

    const { paymentId } = await api.buy(buyer, listing.id);
    await api.buy(other, listing.id);
    expect((await api.call(buyer, 'PUT', `/market/bots/${listing.id}/reviews/mine`, { rating: 4, text: 'Loud and clear' })).statusCode).toBe(200);
    const sold = ((await api.call(seller, 'GET', '/market/sales')).json() as SalesList).items[0]!;
    expect(sold).toMatchObject({ sales: 2, refunds: 0, revenueCents: 2500, downloads: 2, rating: 4, reviewCount: 1, lastSaleAt: expect.any(String) });
    expect(sold.reviews.map((review) => [review.author, review.rating, review.text])).toEqual([['Bea', 4, 'Loud and clear']]);

    // The buyer's refund shows on the seller's page: a sale still, a refund, the money and the download gone.
    const refund = await api.call(buyer, 'POST', `/payments/${paymentId}/refund`, { idempotency_key: `refund-${paymentId}` });
    expect(refund.statusCode, refund.body).toBe(200);
    const detail = (await api.call(seller, 'GET', `/market/bots/${listing.id}/sales`)).json() as BotSalesDetail;
    expect(detail).toMatchObject({ sales: 2, refunds: 1, revenueCents: 1250, downloads: 1 });
    expect(detail.records.map((record) => [record.status, record.priceCents, record.refundedAt === null])).toEqual([
      ['completed', 1250, true],
      ['refunded', 1250, false],
    ]);

    for (const [user, id] of [[buyer, listing.id], [other, listing.id], [seller, 7], [seller, 999_999]] as const) {
      const refused = await api.call(user, 'GET', `/market/bots/${id}/sales`);
      expect([refused.statusCode, refused.json().detail]).toEqual([404, salesMessages.notFound]);
    }
    expect(((await api.call(buyer, 'GET', '/market/sales')).json() as SalesList).items).toEqual([]);
    expect((await api.call(null, 'GET', '/market/sales')).statusCode).toBe(401);
  });
});
