import type { BotPriority } from '../../src/domain/bots/bots';

export interface SampleBot {
  title: string;
  description: string;
  author: string;
  rating: number;
  downloads: number;
  tags: string[];
  priceCents: number;
  priority: BotPriority;
  notes: string;
  configure: string;
  isActive: boolean;
}

/**
 * The six bots the demo account starts with (spec 02 §3: six in My Bots, priced 19.99 to 49.99; D8;
 * D83: a new account starts with none). They are written once with the demo account and are
 * then its own, to edit or delete. None has run: "Last ran" shows a real run or "Never".
 */
export const sampleBots: readonly SampleBot[] = [
  {
    title: 'Invoice Collector',
    description: 'Downloads new supplier invoices every morning and files each PDF in the finance folder.',
    author: 'Botflow Labs',
    rating: 4.7,
    downloads: 12840,
    tags: ['finance', 'automation', 'productivity'],
    priceCents: 2999,
    priority: 'high',
    notes: 'Runs daily at 08:00.',
    configure: 'Daily at 08:00; folder: Finance/Invoices',
    isActive: true,
  },
  {
    title: 'Lead Sync Bot',
    description: 'Copies form sign-ups into the CRM with their source and campaign.',
    author: 'Pipeline Co',
    rating: 4.4,
    downloads: 8310,
    tags: ['marketing', 'data'],
    priceCents: 2499,
    priority: 'normal',
    notes: '',
    configure: 'Hourly',
    isActive: false,
  },
  {
    title: 'Price Watcher',
    description: 'Checks competitor prices twice a day and reports every change over 5%.',
    author: 'Market Eyes',
    rating: 4.2,
    downloads: 5120,
    tags: ['data', 'ai', 'marketing'],
    priceCents: 3999,
    priority: 'high',
    notes: 'Report goes to the pricing channel.',
    configure: 'Twice daily; threshold 5%',
    isActive: true,
  },
  {
    title: 'Inbox Triage',
    description: 'Sorts incoming support mail by topic and urgency and drafts first replies.',
    author: 'Botflow Labs',
    rating: 4.8,
    downloads: 20410,
    tags: ['communication', 'ai', 'productivity'],
    priceCents: 4999,
    priority: 'normal',
    notes: '',
    configure: 'Every 10 minutes',
    isActive: true,
  },
  {
    title: 'Backup Checker',
    description: 'Verifies last night’s backups and warns when one is missing or too small.',
    author: 'SafeOps',
    rating: 4.1,
    downloads: 3980,
    tags: ['security', 'development'],
    priceCents: 1999,
    priority: 'low',
    notes: 'Warns by e-mail.',
    configure: 'Daily at 06:00',
    isActive: false,
  },
  {
    title: 'Meeting Notes Bot',
    description: 'Turns meeting transcripts into short notes with decisions and action items.',
    author: 'Minutes AI',
    rating: 4.5,
    downloads: 9650,
    tags: ['ai', 'productivity', 'communication'],
    priceCents: 3499,
    priority: 'normal',
    notes: '',
    configure: 'After each calendar meeting',
    isActive: false,
  },
];
