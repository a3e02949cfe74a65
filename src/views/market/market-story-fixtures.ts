import type { MarketBot, MarketPage } from '../../domain/market/market';

/** Market bots for stories and tests (the first seeded ones, as the API returns them). */
const bot = (id: number, title: string, price: number, tags: string[], extra: Partial<MarketBot> = {}): MarketBot => ({
  id,
  title,
  description: `${title} does its job every day so you do not have to.`,
  image: '',
  author: 'Northwind Labs',
  rating: 4.5,
  reviewCount: 2 * id,
  downloads: 1200 * id,
  tags,
  createdAt: `2025-0${(id % 9) + 1}-12T12:00:00.000Z`,
  updatedAt: `2025-1${id % 3}-02T09:30:00.000Z`,
  price,
  favorite: false,
  owned: false,
  version: 1,
  ...extra,
});

export const leadCapture = bot(1, 'Lead Capture Pro', 49.99, ['marketing', 'automation']);
export const standupReporter = bot(2, 'Slack Standup Reporter', 19.99, ['communication', 'productivity']);
/** A bot nobody has reviewed yet (D83). */
export const invoiceReminder = bot(3, 'Invoice Reminder', 29.99, ['finance', 'communication'], { owned: true, rating: null, reviewCount: 0 });

export const marketFixtures = [leadCapture, standupReporter, invoiceReminder];

export const pageOf = (items: MarketBot[], total = items.length, page = 1): MarketPage => ({ items, total, page, page_size: 12 });
