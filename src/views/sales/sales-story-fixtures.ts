import type { MarketBotDetail } from '../../domain/market/listing';
import { detailOf, leadCapture } from '../market/market-story-fixtures';
import type { BotSales, BotSalesDetail } from '../../domain/market/sales';

/** What the Sales page's stories and tests show: a bot that sold, with a refund and a review, and one unpublished (D130). */
export const forecastSales: BotSales = {
  id: 17,
  title: 'Forecast Poster',
  image: '',
  price: 12.5,
  version: 2,
  published: true,
  sequenceId: 'seq-forecast',
  sequenceTitle: 'Forecast poster',
  sequenceVersion: 2,
  sales: 3,
  refunds: 1,
  revenueCents: 2500,
  downloads: 2,
  rating: 4,
  reviewCount: 1,
  reviews: [{ id: 5, rating: 4, text: 'Posts every morning, as it says.', author: 'Grace', created_at: '2026-02-03T09:00:00.000Z', updated_at: '2026-02-03T09:00:00.000Z', mine: false }],
  lastSaleAt: '2026-02-02T10:00:00.000Z',
};

export const retiredSales: BotSales = {
  ...forecastSales,
  id: 18,
  title: 'Old Scraper',
  price: 0,
  version: 1,
  published: false,
  sequenceId: 'seq-scraper',
  sequenceTitle: 'Scraper',
  sequenceVersion: 1,
  sales: 0,
  refunds: 0,
  revenueCents: 0,
  downloads: 0,
  rating: null,
  reviewCount: 0,
  reviews: [],
  lastSaleAt: null,
};

export const storySalesBots: BotSales[] = [forecastSales, retiredSales];

export const forecastSalesDetail: BotSalesDetail = {
  ...forecastSales,
  records: [
    { soldAt: '2026-02-02T10:00:00.000Z', priceCents: 1250, status: 'completed', refundedAt: null },
    { soldAt: '2026-02-01T10:00:00.000Z', priceCents: 1250, status: 'refunded', refundedAt: '2026-02-01T12:00:00.000Z' },
    { soldAt: '2026-01-30T10:00:00.000Z', priceCents: 1250, status: 'completed', refundedAt: null },
  ],
};

/** The listing as the server answers an update of it: version 3 out. */
export const forecastUpdated: MarketBotDetail = detailOf({ ...leadCapture, id: 17, title: 'Forecast Poster', description: 'Posts the morning forecast to your channel.', price: 12.5 }, { version: 3 });
