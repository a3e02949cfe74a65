import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { insertSampleBots, recordBotRun } from '../../../server/bots/repository';
import type { Database } from '../../../server/db/database';
import { bots } from '../../../server/db/schema/bots';
import type { Bot, BotPage } from '../../../src/domain/bots/bots';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let owner: UserWithToken;
let stranger: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  owner = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  stranger = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
});
afterAll(() => stop());
/** The demo's six bots never ran (D83); these runs are what bot nodes would record. */
const hoursAgoRan: Record<string, number> = { 'Invoice Collector': 2, 'Lead Sync Bot': 26, 'Price Watcher': 5, 'Inbox Triage': 1, 'Meeting Notes Bot': 48 };

beforeEach(async () => {
  await database.db.delete(bots);
  await insertSampleBots(database.db, owner.id);
  const rows = await database.db.select({ id: bots.id, title: bots.title }).from(bots);
  for (const row of rows) {
    const hours = hoursAgoRan[row.title];
    if (hours !== undefined) await recordBotRun(database.db, owner.id, row.id, new Date(Date.now() - hours * 3_600_000));
  }
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(user: UserWithToken | null, method: Method, url: string, payload?: unknown) {
  return app.inject({ method, url: `/v1${url}`, headers: user ? { authorization: user.token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}
async function list(user: UserWithToken, query = ''): Promise<BotPage> {
  const response = await call(user, 'GET', `/bots${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const validEdit = {
  title: 'Invoice Collector Pro',
  description: 'Files invoices',
  image: 'https://example.com/bot.png',
  author: 'Ada',
  rating: 4.5,
  downloads: 10,
  price: 24.5,
  priority: 'low',
  tags: ' finance, , automation ',
  configure: 'Daily',
  notes: 'Checked',
};

describe('a new account', () => {
  it('starts with no bots (D83: the six samples are the demo account\'s), through registration', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: 'New', lastname: 'Person', email: `new-${Date.now()}@example.com`, password: 'secret-pass' },
    });
    expect(response.statusCode).toBe(201);
    const token = (response.json() as { access_token: string }).access_token;
    const page = await app.inject({ method: 'GET', url: '/v1/bots', headers: { authorization: token } });
    expect((page.json() as BotPage).total).toBe(0);
  });

  it('the samples (the demo\'s) are six, priced 19.99 to 49.99, installed with the account and never run', async () => {
    await database.db.delete(bots);
    await insertSampleBots(database.db, owner.id);
    const { items, total } = await list(owner);
    expect(total).toBe(6);
    const prices = items.map((bot) => bot.price);
    expect(Math.min(...prices)).toBe(19.99);
    expect(Math.max(...prices)).toBe(49.99);
    for (const bot of items) expect([bot.installedAt, bot.lastRan]).toEqual([bot.createdAt, null]);
  });
});

describe('the list', () => {
  it("is the user's own: another user sees none of them, and a visitor gets a 401", async () => {
    expect((await list(owner)).total).toBe(6);
    expect((await list(stranger)).total).toBe(0);
    expect((await call(null, 'GET', '/bots')).statusCode).toBe(401);
  });

  it('searches title, description, author and tags, ignoring case, and filters by status', async () => {
    expect((await list(owner, '?search=INVOICE')).items.map((bot) => bot.title)).toEqual(['Invoice Collector']);
    expect((await list(owner, '?search=minutes%20ai')).items.map((bot) => bot.title)).toEqual(['Meeting Notes Bot']);
    expect((await list(owner, '?search=secur')).items.map((bot) => bot.title)).toEqual(['Backup Checker']);
    expect((await list(owner, '?search=competitor')).items.map((bot) => bot.title)).toEqual(['Price Watcher']);
    expect((await list(owner, '?search=100%25')).total).toBe(0);
    const active = await list(owner, '?status=active');
    expect(active.items.every((bot) => bot.isActive)).toBe(true);
    const inactive = await list(owner, '?status=inactive');
    expect(active.total + inactive.total).toBe(6);
    expect((await list(owner, '?status=active&search=ai')).items.map((bot) => bot.title)).toEqual(['Price Watcher', 'Inbox Triage']);
  });

  it('pages, and refuses a page size over 100', async () => {
    const first = await list(owner, '?page=1&page_size=4');
    const second = await list(owner, '?page=2&page_size=4');
    expect([first.items.length, second.items.length, first.total]).toEqual([4, 2, 6]);
    expect(new Set([...first.items, ...second.items].map((bot) => bot.id)).size).toBe(6);
    expect((await call(owner, 'GET', '/bots?page_size=101')).statusCode).toBe(422);
  });

  it('orders by last run (install for a bot never run), newest first, and by title, on request', async () => {
    // Backup Checker never ran and was installed now; Inbox Triage ran an hour ago, Invoice Collector two.
    expect((await list(owner, '?sort=recent&page_size=3')).items.map((bot) => bot.title)).toEqual(['Backup Checker', 'Inbox Triage', 'Invoice Collector']);
    const byTitle = (await list(owner, '?sort=title')).items.map((bot) => bot.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b)));
    expect((await call(owner, 'GET', '/bots?sort=random')).statusCode).toBe(422);
  });
});

describe('the summary', () => {
  it("counts all of the user's bots, whatever page is shown, and follows a toggle", async () => {
    const summary = async (user: UserWithToken) => (await call(user, 'GET', '/bots/summary')).json();
    expect(await summary(owner)).toEqual({
      total: 6,
      active: 3,
      inactive: 3,
      paused: 2,
      highPriority: 2,
      normalPriority: 3,
      lowPriority: 1,
      totalValue: 199.94,
      averageRating: expect.closeTo(4.45, 5),
    });
    // Three bots on is the Free allowance (D85): the toggle switches one off.
    const { items } = await list(owner, '?status=active');
    await call(owner, 'PATCH', `/bots/${items[0]!.id}`, { isActive: false });
    expect(await summary(owner)).toMatchObject({ active: 2, inactive: 4 });
    expect(await summary(stranger)).toEqual({ total: 0, active: 0, inactive: 0, paused: 0, highPriority: 0, normalPriority: 0, lowPriority: 0, totalValue: 0, averageRating: 0 });
    expect((await call(null, 'GET', '/bots/summary')).statusCode).toBe(401);
  });
});

describe('one bot', () => {
  it('is read, edited, toggled, duplicated and deleted by its owner', async () => {
    const [first] = (await list(owner)).items as [Bot];
    expect((await call(owner, 'GET', `/bots/${first.id}`)).json()).toEqual(first);

    const edited = await call(owner, 'PUT', `/bots/${first.id}`, validEdit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Invoice Collector Pro', price: 24.5, priority: 'low', tags: ['finance', 'automation'], image: 'https://example.com/bot.png' });

    const toggled = await call(owner, 'PATCH', `/bots/${first.id}`, { isActive: false });
    expect(toggled.json()).toMatchObject({ isActive: false });

    await call(owner, 'PATCH', `/bots/${first.id}`, { isActive: true });
    const copy = await call(owner, 'POST', `/bots/${first.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Invoice Collector Pro (copy)', isActive: false, lastRan: null, price: 24.5, tags: ['finance', 'automation'] });
    expect((copy.json() as Bot).id).not.toBe(first.id);

    expect((await call(owner, 'DELETE', `/bots/${first.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/bots/${first.id}`)).statusCode).toBe(404);
    expect((await list(owner)).total).toBe(6);
  });

  it("is a 404 to another user on every route, and so is an id that names nothing", async () => {
    const [first] = (await list(owner)).items as [Bot];
    for (const [method, url, payload] of [
      ['GET', `/bots/${first.id}`],
      ['PUT', `/bots/${first.id}`, validEdit],
      ['PATCH', `/bots/${first.id}`, { isActive: true }],
      ['DELETE', `/bots/${first.id}`],
      ['POST', `/bots/${first.id}/duplicate`],
    ] as const) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Bot not found' });
    }
    for (const id of ['abc', '0', '99999999999', '-1']) expect((await call(owner, 'GET', `/bots/${id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/bots/${first.id}`)).json()).toMatchObject({ title: first.title, isActive: first.isActive });
  });

  it("refuses an edit with the spec's messages and changes nothing", async () => {
    const [first] = (await list(owner)).items as [Bot];
    for (const [change, message] of [
      [{ author: '  ' }, 'author: Author is required'],
      [{ tags: ' , ' }, 'tags: At least one tag is required'],
      [{ rating: 5.1 }, 'rating: Rating must be between 0 and 5'],
      [{ downloads: 1.5 }, 'downloads: Downloads must be a whole number of at least 0'],
      [{ price: -1 }, 'price: Price must be at least 0'],
      [{ image: 'not a url' }, 'image: Invalid URL format'],
      [{ title: '' }, 'title: Title is required'],
      [{ priority: 'urgent' }, 'priority: Priority must be high, normal or low'],
    ] as const) {
      const response = await call(owner, 'PUT', `/bots/${first.id}`, { ...validEdit, ...change });
      expect(response.statusCode, message).toBe(422);
      expect((response.json() as { detail: string }).detail).toContain(message);
    }
    expect((await call(owner, 'PUT', `/bots/${first.id}`, { ...validEdit, image: '' })).statusCode).toBe(200);
  });
});

describe('adding a bot without a file', () => {
  it('takes a plain form or a subscription URL: inactive, by the user, installed now', async () => {
    const plain = await call(owner, 'POST', '/bots', { title: 'Report Mailer', description: 'Mails the weekly report', priority: 'high', notes: '' });
    expect(plain.statusCode).toBe(201);
    const bot = plain.json() as Bot;
    expect(bot).toMatchObject({ title: 'Report Mailer', author: 'Ada Lovelace', isActive: false, priority: 'high', price: 0, lastRan: null, subscriptionUrl: null });
    expect(Math.abs(Date.parse(bot.installedAt) - Date.now())).toBeLessThan(60_000);

    const subscribed = await call(owner, 'POST', '/bots', { title: 'Feed Bot', subscriptionUrl: 'https://bots.example.com/feed' });
    expect(subscribed.json()).toMatchObject({ subscriptionUrl: 'https://bots.example.com/feed', priority: 'normal' });
    expect((await list(owner)).total).toBe(8);
  });

  it('refuses a bad subscription URL or a missing name', async () => {
    const badUrl = await call(owner, 'POST', '/bots', { title: 'Feed Bot', subscriptionUrl: 'feed' });
    expect(badUrl.statusCode).toBe(422);
    expect((badUrl.json() as { detail: string }).detail).toContain('subscriptionUrl: Invalid URL format');
    const noName = await call(owner, 'POST', '/bots', { title: ' ' });
    expect((noName.json() as { detail: string }).detail).toContain('title: Bot name is required');
  });
});
