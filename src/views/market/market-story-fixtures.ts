import type { MarketBotDetail } from '../../domain/market/listing';
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

/** A bot's page as GET /v1/market/bots/{id} answers it (D130): its steps, needs and versions from its workflow. */
export const detailOf = (base: MarketBot, extra: Partial<MarketBotDetail> = {}): MarketBotDetail => ({
  ...base,
  steps: [
    { label: 'Form Submitted', kind: 'Event' },
    { label: 'Email Is Valid', kind: 'Validate' },
    { label: 'Date the Lead', kind: 'Transform' },
    { label: 'Add Contact to CRM', kind: 'API Call' },
  ],
  needs: {
    inputs: [
      { name: 'crmUrl', label: 'CRM contacts endpoint', kind: 'url', required: true },
      { name: 'crmToken', label: 'CRM API token', kind: 'credential', required: true, accepts: ['token'] },
      { name: 'leadSource', label: 'Lead source', kind: 'text', required: false, default: 'web form' },
    ],
    credentialKinds: ['token'],
    browser: false,
  },
  versions: [
    { version: 2, publishedAt: '2026-01-10T09:00:00.000Z', changelog: 'Sends each contact with the date it came in' },
    { version: 1, publishedAt: '2025-09-12T12:00:00.000Z', changelog: 'First version' },
  ],
  version: 2,
  ...extra,
});

export const leadCaptureDetail = detailOf(leadCapture);
export const invoiceReminderDetail = detailOf(invoiceReminder, { version: 1, versions: [{ version: 1, publishedAt: '2025-03-18T12:00:00.000Z', changelog: 'First version' }] });
