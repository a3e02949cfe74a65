import type { BotUpdate } from '../../domain/bots/bot-update';
import type { CredentialChoice } from '../../domain/bots/bot-setup';
import type { Bot, BotPage, BotSummary } from '../../domain/bots/bots';

/** Bots as the server answers them, for stories and tests. */
const base: Bot = {
  id: 1,
  title: 'Invoice Collector',
  description: 'Downloads new supplier invoices every morning and files each PDF in the finance folder.',
  image: '',
  author: 'Botflow Labs',
  rating: 4.7,
  downloads: 12840,
  tags: ['finance', 'automation', 'productivity'],
  createdAt: '2026-11-20T08:00:00.000Z',
  price: 29.99,
  priority: 'high',
  notes: 'Runs daily at 08:00.',
  configure: 'Daily at 08:00',
  isActive: true,
  installedAt: '2026-11-20T08:00:00.000Z',
  lastRan: '2026-11-24T06:00:00.000Z',
  subscriptionUrl: null,
  configFile: null,
  hasWorkflow: false,
  inputs: [],
  inputValues: {},
  needsSetup: false,
  marketBotId: null,
  version: null,
  updateTo: null,
};

export const invoiceCollector: Bot = base;

export const leadSync: Bot = {
  ...base,
  id: 2,
  title: 'Lead Sync Bot',
  description: 'Copies form sign-ups into the CRM with their source.',
  rating: 4.4,
  downloads: 8300,
  tags: ['marketing'],
  price: 24.99,
  priority: 'normal',
  notes: '',
  configure: '',
  isActive: false,
  lastRan: null,
};

export const backupChecker: Bot = {
  ...base,
  id: 3,
  title: 'Backup Checker',
  description: 'Verifies last night’s backups and warns when one is missing.',
  rating: 4.1,
  tags: ['security', 'development'],
  price: 19.99,
  priority: 'low',
  isActive: false,
  lastRan: '2026-11-23T22:00:00.000Z',
  configFile: { name: 'backup-check.json', type: 'application/json', size: 2048 },
  hasWorkflow: true,
};

/** A bought market bot before its setup (D66): a URL and a token credential required, a text with a default; its edit form is its setup (D130). */
export const leadCapture: Bot = {
  ...base,
  id: 5,
  title: 'Lead Capture Pro',
  description: 'Collects leads from your web forms and adds each new contact to your CRM.',
  author: 'Northwind Labs',
  tags: ['marketing', 'automation'],
  price: 49.99,
  notes: '',
  configure: '',
  isActive: false,
  lastRan: null,
  configFile: { name: 'workflow.json', type: 'application/json', size: 1840 },
  hasWorkflow: true,
  inputs: [
    { name: 'crmUrl', label: 'CRM contacts endpoint', kind: 'url', required: true, help: 'Where each new contact is posted' },
    { name: 'crmToken', label: 'CRM API token', kind: 'credential', required: true, accepts: ['token'] },
    { name: 'leadSource', label: 'Lead source', kind: 'text', required: false, default: 'web form' },
  ],
  inputValues: {},
  needsSetup: true,
  marketBotId: 1,
  version: 1,
  updateTo: null,
};

export const leadCaptureSetUp: Bot = { ...leadCapture, inputValues: { crmUrl: 'https://crm.acme.test/api/contacts', crmToken: 'acme-crm' }, needsSetup: false };

/** The seller published version 2 (D130): the copy stays on version 1 until its owner chooses Update. */
export const leadCaptureUpdatable: Bot = { ...leadCaptureSetUp, updateTo: 2 };

/** A bot whose workflow declares an input of each kind but a credential. */
export const nightlyReport: Bot = {
  ...leadCapture,
  id: 6,
  title: 'Nightly Report',
  description: 'Exports the day’s orders and e-mails them.',
  inputs: [
    { name: 'sendTo', label: 'Send to', kind: 'text', required: true },
    { name: 'limit', label: 'Rows at most', kind: 'number', required: false, default: 100 },
    { name: 'attach', label: 'Attach the file', kind: 'boolean', required: false, default: true },
    { name: 'columns', label: 'Columns', kind: 'json', required: false, default: ['id', 'total'] },
    { name: 'fileName', label: 'File name', kind: 'file', required: false, default: 'orders.csv' },
  ],
  inputValues: { sendTo: 'team@acme.test', limit: 50 },
  needsSetup: false,
  // The user's own upload, not a bought copy.
  marketBotId: null,
  version: null,
};

/** The user's credentials as the setup's select offers them: names and kinds only. */
export const storyCredentials: CredentialChoice[] = [
  { name: 'acme-crm', kind: 'token' },
  { name: 'github', kind: 'token' },
  { name: 'intranet', kind: 'login' },
];

export const pageOf = (items: Bot[], total = items.length, page = 1): BotPage => ({ items, total, page, page_size: 24 });

export function summaryOf(bots: Bot[]): BotSummary {
  const active = bots.filter((bot) => bot.isActive).length;
  return {
    total: bots.length,
    active,
    inactive: bots.length - active,
    paused: bots.filter((bot) => !bot.isActive && bot.lastRan !== null).length,
    highPriority: bots.filter((bot) => bot.priority === 'high').length,
    normalPriority: bots.filter((bot) => bot.priority === 'normal').length,
    lowPriority: bots.filter((bot) => bot.priority === 'low').length,
    totalValue: Math.round(bots.reduce((sum, bot) => sum + bot.price * 100, 0)) / 100,
    averageRating: bots.length === 0 ? 0 : bots.reduce((sum, bot) => sum + bot.rating, 0) / bots.length,
  };
}

/** A request that never answers: the story stays in the state that waits for it. */
export const never = () => new Promise<never>(() => {});

export const storyBots: Bot[] = [
  invoiceCollector,
  leadSync,
  backupChecker,
  { ...invoiceCollector, id: 4, title: 'Inbox Triage', description: 'Sorts incoming support mail by urgency and drafts replies.', tags: ['ai', 'communication', 'productivity', 'automation'], price: 49.99, rating: 4.8 },
];

/** What updating Lead Capture Pro from version 1 to 2 changes (D130): a step added and one changed, an input added and one changed. */
export const leadCaptureUpdate: BotUpdate = {
  from: 1,
  to: 2,
  changelogs: [{ version: 2, publishedAt: '2026-01-10T09:00:00.000Z', changelog: 'Sends each contact with the date it came in' }],
  steps: {
    added: [{ label: 'Date the Lead', kind: 'Transform' }],
    removed: [],
    changed: [{ label: 'Add Contact to CRM', kind: 'API Call', changes: ['body'] }],
  },
  inputs: {
    added: [{ name: 'region', label: 'CRM region', kind: 'text', required: true, help: 'eu or us' }],
    removed: [{ name: 'leadSource', label: 'Lead source', kind: 'text', required: false, default: 'web form' }],
    changed: [{ name: 'crmToken', label: 'CRM API token', kind: 'credential', required: true, accepts: ['basic'] }],
  },
  kept: ['crmUrl'],
};
