import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { bots } from '../../../server/db/schema/bots';
import { cartItems } from '../../../server/db/schema/market';
import { payments } from '../../../server/db/schema/payments';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { insertSamplePayments } from '../../../server/payments/repository';
import { seedPlans } from '../../../server/db/seed';
import type { Bot, BotPage } from '../../../src/domain/bots/bots';
import type { Cart, MarketBot } from '../../../src/domain/market/market';
import type { CheckoutResponse, PaymentPage } from '../../../src/domain/payments/payments';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let buyer: UserWithToken;
let other: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedMarketBots(database.db);
  await seedPlans(database.db);
  buyer = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  other = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
});
afterAll(() => stop());
beforeEach(async () => {
  for (const table of [cartItems, bots, payments]) await database.db.delete(table);
  await insertSamplePayments(database.db, buyer.id);
});

const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' };
const declined = { ...good, number: '4000 0000 0000 0002' };
let keys = 0;
const newKey = () => `key-${Date.now()}-${(keys += 1)}`;

function call(user: UserWithToken, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url: `/v1${url}`, headers: { authorization: user.token }, ...(payload ? { payload } : {}) });
}
const myBots = async (user: UserWithToken) => ((await call(user, 'GET', '/bots?page_size=100')).json() as BotPage).items;
const history = async (user: UserWithToken, query = '') => (await call(user, 'GET', `/payments${query}`)).json() as PaymentPage;

describe('POST /v1/checkout (D39–D42)', () => {
  it('pays the cart from the market’s prices with 8 % tax: PAY021, the bots in My Bots with their workflow, the cart empty', async () => {
    await call(buyer, 'PUT', '/cart/items/6');
    await call(buyer, 'PUT', '/cart/items/7');
    const response = await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'cart', method: 'card', card: good });
    expect(response.statusCode).toBe(201);
    const { payment, bots: bought } = response.json() as CheckoutResponse;
    expect(payment).toMatchObject({ id: 'PAY021', subtotal: 69.98, tax: 5.6, amount: 75.58, status: 'completed', method: 'Credit Card', description: 'AI Support Triage and 1 more' });
    expect(payment.lines).toEqual([
      { name: 'AI Support Triage', price: 59.99, quantity: 1 },
      { name: 'Uptime Watchdog', price: 9.99, quantity: 1 },
    ]);
    const copies = (await myBots(buyer)).filter((bot: Bot) => bought.includes(bot.id));
    expect(copies.map((bot) => [bot.title, bot.hasWorkflow, bot.isActive])).toEqual([
      ['AI Support Triage', true, false],
      ['Uptime Watchdog', true, false],
    ]);
    expect(((await call(buyer, 'GET', '/cart')).json() as Cart).items).toEqual([]);
    expect(((await call(buyer, 'GET', '/market/bots/6')).json() as MarketBot).owned).toBe(true);
    expect((await history(buyer)).items[0]!.id).toBe('PAY021');
  });

  it('a declined card is a 402 with the spec text, records a failed payment, and changes nothing else', async () => {
    await call(buyer, 'PUT', '/cart/items/2');
    const response = await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'cart', method: 'card', card: declined });
    expect([response.statusCode, response.json().detail]).toEqual([402, 'An error occurred while processing your payment. Please try again. Your card was declined.']);
    expect(((await call(buyer, 'GET', '/cart')).json() as Cart).items.map((bot) => bot.id)).toEqual([2]);
    expect(await myBots(buyer)).toEqual([]);
    expect((await history(buyer)).items[0]).toMatchObject({ id: 'PAY021', status: 'failed' });
    const poor = await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: 3, method: 'card', card: { ...good, number: '4000000000009995' } });
    expect(poor.statusCode).toBe(402);
  });

  it('the same key charges once: a double click, a retry, and the same key with other details is a 409', async () => {
    const request = { idempotency_key: newKey(), purpose: 'bot', bot_id: 5, method: 'paypal' };
    const [first, second] = await Promise.all([call(buyer, 'POST', '/checkout', request), call(buyer, 'POST', '/checkout', request)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json()).toEqual(second.json());
    const retry = await call(buyer, 'POST', '/checkout', request);
    expect(retry.json()).toEqual(first.json());
    expect((await history(buyer)).total).toBe(21);
    expect(await myBots(buyer)).toHaveLength(1);
    const reused = await call(buyer, 'POST', '/checkout', { ...request, bot_id: 6 });
    expect([reused.statusCode, reused.json().detail]).toEqual([409, 'This payment was already made with other details']);
  });

  it('two tabs paying the same cart with their own keys charge it once', async () => {
    await call(buyer, 'PUT', '/cart/items/1');
    const [a, b] = await Promise.all([
      call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'cart', method: 'card', card: good }),
      call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'cart', method: 'card', card: good }),
    ]);
    // The second finds the first in flight, or already paid and the cart empty: either way, no second charge.
    const [paid, refused] = a.statusCode === 201 ? [a, b] : [b, a];
    expect(paid.statusCode).toBe(201);
    expect([
      [409, 'Another payment is still being processed. Please wait a moment and try again.'],
      [422, 'Your cart is empty'],
    ]).toContainEqual([refused.statusCode, refused.json().detail]);
    expect((await history(buyer, '?status=completed')).items.filter((payment) => payment.bot === 'Lead Capture Pro' && payment.id === 'PAY021')).toHaveLength(1);
    expect(await myBots(buyer)).toHaveLength(1);
  });

  it('an owned bot cannot be bought again; a plan is priced from the plans; another user sees none of it', async () => {
    await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: 4, method: 'stripe' });
    const again = await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: 4, method: 'stripe' });
    expect([again.statusCode, again.json().detail]).toEqual([409, 'Social Media Scheduler is already in your library']);
    const plans = (await call(buyer, 'GET', '/subscriptions/subscriptions/plans/')).json() as { plans: Array<{ id: string; name: string; price: number }> };
    const plan = plans.plans[0]!;
    const paid = (await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'plan', plan_id: plan.id, method: 'card', card: good })).json() as CheckoutResponse;
    expect(paid.payment).toMatchObject({ description: `Subscription: ${plan.name}`, subtotal: plan.price, bot: null });
    // Another plan: the one just paid has nothing left to pay for the period (D85).
    const failedPlan = await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'plan', plan_id: plans.plans[1]!.id, method: 'card', card: declined });
    expect(failedPlan.json().detail).toBe('There was an error processing your payment. Please try again. Your card was declined.');
    expect((await history(other)).total).toBe(0);
    expect((await call(other, 'GET', '/payments/PAY021')).statusCode).toBe(404);
  });

  it('refuses a card payment without a card, and an empty cart', async () => {
    const noCard = await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'cart', method: 'card' });
    expect(noCard.statusCode).toBe(422);
    const empty = await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'cart', method: 'paypal' });
    expect([empty.statusCode, empty.json().detail]).toEqual([422, 'Your cart is empty']);
  });
});

describe('GET /v1/payments (D12)', () => {
  it("lists the demo's twenty samples, ten a page, newest first, marked and left out of the tiles, with filters applied", async () => {
    const first = await history(buyer);
    expect([first.total, first.items.length, first.items[0]!.id, first.page_size]).toEqual([20, 10, 'PAY020', 10]);
    const all = [...first.items, ...(await history(buyer, '?page=2')).items];
    expect(all.every((payment) => payment.sample)).toBe(true);
    // D83: sample rows are no payments the user made (the tiles over real payments: real-history.test.ts).
    expect(first.summary).toEqual({ completed_total: 0, completed_count: 0, this_month_total: 0 });
    expect((await history(buyer, '?status=failed')).items.map((payment) => payment.id)).toEqual(['PAY017', 'PAY007']);
    expect((await history(buyer, '?period=week')).items.every((payment) => Date.now() - Date.parse(payment.date) <= 7 * 86_400_000)).toBe(true);
    expect((await history(buyer, '?period=today')).items.map((payment) => payment.id)).toEqual(['PAY020']);
    expect((await history(buyer, '?search=pay012')).items.map((payment) => payment.id)).toEqual(['PAY012']);
    expect((await history(buyer, '?search=wechat')).items.map((payment) => payment.id)).toEqual(['PAY015']);
    const one = (await call(buyer, 'GET', '/payments/PAY003')).json();
    expect(one).toMatchObject({ id: 'PAY003', description: 'Slack Standup Reporter', subtotal: 19.99, tax: 1.6, amount: 21.59, lines: [{ name: 'Slack Standup Reporter', price: 19.99, quantity: 1 }] });
  });
});
