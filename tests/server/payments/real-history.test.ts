import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { demoAccount, seedDatabase } from '../../../server/db/seed';
import type { BotPage } from '../../../src/domain/bots/bots';
import type { MarketBot } from '../../../src/domain/market/market';
import type { CheckoutResponse, Payment, PaymentPage } from '../../../src/domain/payments/payments';
import { registerUser, signIn } from '../accounts/accounts-fixtures';
import { startTestApp } from '../test-app';

/** D83: a new account's history is its own (empty); the demo's sample rows are marked and count for nothing. */

let app: App;
let database: Database;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedDatabase(database.db, { demoAccount: true });
});
afterAll(() => stop());

const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' };
let keys = 0;
const newKey = () => `real-history-${Date.now()}-${(keys += 1)}`;

function call(token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url: `/v1${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}
const history = async (token: string, query = '') => (await call(token, 'GET', `/payments${query}`)).json() as PaymentPage;
const zeroTiles = { completed_total: 0, completed_count: 0, this_month_total: 0 };

describe('a new account', () => {
  it('starts with no payments and no bots: empty history, zero tiles, nothing in My Bots', async () => {
    const { token } = await registerUser(app);
    expect(await history(token)).toEqual({ items: [], total: 0, page: 1, page_size: 10, summary: zeroTiles });
    expect((await call(token, 'GET', '/payments/PAY001')).statusCode).toBe(404);
    expect((await call(token, 'GET', '/payments/export')).body.trim().split('\n')).toHaveLength(1);
    expect(((await call(token, 'GET', '/bots')).json() as BotPage).total).toBe(0);
  });

  it('numbers its first payment PAY001, which counts in the tiles and is no sample', async () => {
    const { token } = await registerUser(app, { name: 'Grace', lastname: 'Hopper' });
    const paid = await call(token, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: 3, method: 'card', card: good });
    expect(paid.statusCode, paid.body).toBe(201);
    const { payment } = paid.json() as CheckoutResponse;
    expect(payment).toMatchObject({ id: 'PAY001', status: 'completed', sample: false });
    const page = await history(token);
    expect(page.items.map((each) => each.id)).toEqual(['PAY001']);
    expect(page.summary).toEqual({ completed_total: payment.amount, completed_count: 1, this_month_total: payment.amount });
  });
});

describe('the demo account', () => {
  const demoToken = () => signIn(app, demoAccount.email, demoAccount.password);

  it('keeps the twenty sample payments, each marked, counted in no tile', async () => {
    const token = await demoToken();
    const first = await history(token, '?page_size=100');
    expect(first.total).toBe(20);
    expect(first.items.every((payment: Payment) => payment.sample)).toBe(true);
    expect(first.items.some((payment) => payment.status === 'completed')).toBe(true);
    expect(first.summary).toEqual(zeroTiles);
    expect((await history(token, '?status=completed')).summary).toEqual(zeroTiles);
    expect(((await call(token, 'GET', '/payments/PAY001')).json() as Payment).sample).toBe(true);
  });

  it('owns none of the bots its samples name, and its own purchase (PAY021) is the only one counted', async () => {
    const token = await demoToken();
    // PAY001 is a sample "Completed" purchase of Lead Capture Pro: the demo does not own it.
    const leadCapture = (await call(token, 'GET', '/market/bots/1')).json() as MarketBot;
    expect([leadCapture.title, leadCapture.owned]).toEqual(['Lead Capture Pro', false]);
    const titles = ((await call(token, 'GET', '/bots?page_size=100')).json() as BotPage).items.map((bot) => bot.title);
    expect(titles).not.toContain('Lead Capture Pro');
    const paid = await call(token, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: 1, method: 'card', card: good });
    expect(paid.statusCode, paid.body).toBe(201);
    const { payment } = paid.json() as CheckoutResponse;
    expect(payment).toMatchObject({ id: 'PAY021', sample: false, status: 'completed' });
    const after = await history(token);
    expect(after.total).toBe(21);
    expect(after.summary).toEqual({ completed_total: payment.amount, completed_count: 1, this_month_total: payment.amount });
    expect(((await call(token, 'GET', '/market/bots/1')).json() as MarketBot).owned).toBe(true);
  });
});
