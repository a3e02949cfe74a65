import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { bots } from '../../../server/db/schema/bots';
import { cartItems } from '../../../server/db/schema/market';
import { payments } from '../../../server/db/schema/payments';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { testModeProvider, type PaymentProvider } from '../../../server/payments/provider';
import { findPayment, insertSamplePayments } from '../../../server/payments/repository';
import { chargeKeyOf } from '../../../server/payments/settle';
import { settleStalePayments } from '../../../server/payments/sweeper';
import type { BotPage } from '../../../src/domain/bots/bots';
import type { Cart } from '../../../src/domain/market/market';
import type { CheckoutResponse, PaymentPage } from '../../../src/domain/payments/payments';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp, testSecretKey } from '../test-app';
import { counting, gated, losingTheAnswer, probingTheBuyerLock, swappableProvider, unreachable } from './provider-doubles';

/**
 * The provider is called outside any transaction (D73): a payment is written pending, charged,
 * then recorded; what a crash leaves between the steps, the sweeper settles by asking the provider.
 */

const swappable = swappableProvider();
let app: App;
let database: Database;
let stop: () => Promise<void>;
let buyer: UserWithToken;
let provider: PaymentProvider;

beforeAll(async () => {
  // The sweeper is run by hand here, so each test decides when a payment is settled.
  ({ app, database, stop } = await startTestApp({ payments: { provider: swappable.provider, sameKeyWaitMs: 300, sweep: false } }));
  await seedMarketBots(database.db);
  buyer = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  provider = testModeProvider(database.db);
});
afterAll(() => stop());
beforeEach(async () => {
  for (const table of [cartItems, bots, payments]) await database.db.delete(table);
  await insertSamplePayments(database.db, buyer.id);
  swappable.use(provider);
});

const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' };
const declined = { ...good, number: '4000 0000 0000 0002' };
let keys = 0;
const newKey = () => `in-flight-${Date.now()}-${(keys += 1)}`;

function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url: `/v1${url}`, headers: { authorization: buyer.token }, ...(payload ? { payload } : {}) });
}
const myBots = async () => ((await call('GET', '/bots?page_size=100')).json() as BotPage).items;
const cartIds = async () => ((await call('GET', '/cart')).json() as Cart).items.map((bot) => bot.id);
const payment21 = async () => (await findPayment(database.db, buyer.id, 21))?.payment;
const sweep = (settleAfterMs = 0) => settleStalePayments(database.db, provider, { settleAfterMs, batch: 50 }, app.log);

describe('the provider outside the transaction', () => {
  it('charges while no transaction holds the buyer: the row is free for anyone else to lock', async () => {
    const probing = probingTheBuyerLock(database.db, buyer.id, provider);
    swappable.use(probing.provider);
    const response = await call('POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: 5, method: 'paypal' });
    expect(probing.lockFreeAtCharge).toEqual([true]);
    expect(response.statusCode).toBe(201);
    const paid = await payment21();
    expect(paid?.status).toBe('completed');
    expect(paid?.providerReference).toMatch(/^ch_test_[0-9a-f]{24}$/);
  });

  it('a double submit with the same key charges once: the second waits for the first and answers the same', async () => {
    const held = gated(provider);
    const count = counting(held.provider);
    swappable.use(count.provider);
    const request = { idempotency_key: newKey(), purpose: 'bot', bot_id: 3, method: 'card', card: good };
    const both = Promise.all([call('POST', '/checkout', request), call('POST', '/checkout', request)]);
    setTimeout(held.open, 100);
    const [first, second] = await both;
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(count.charges).toHaveLength(1);
    expect(await myBots()).toHaveLength(1);
  });

  it('a crash after the charge leaves the payment pending; the sweeper completes it once, with the bot in My Bots once', async () => {
    await call('PUT', '/cart/items/6');
    await call('PUT', '/cart/items/7');
    swappable.use(losingTheAnswer(provider));
    const key = newKey();
    const request = { idempotency_key: key, purpose: 'cart', method: 'card', card: good };
    const lost = await call('POST', '/checkout', request);
    expect([lost.statusCode, lost.json().detail]).toEqual([502, 'The payment service did not answer. Your payment is pending and will be settled shortly.']);
    expect(await payment21()).toMatchObject({ status: 'pending', providerReference: null });
    expect(await provider.lookup(chargeKeyOf({ userId: buyer.id, idempotencyKey: key }))).toMatchObject({ status: 'succeeded' });

    // Pending, it shows in the history, the CSV and its invoice; nothing is bought yet.
    const history = (await call('GET', '/payments?status=pending')).json() as PaymentPage;
    expect(history.items.map((payment) => payment.id)).toEqual(['PAY021', 'PAY019', 'PAY012']);
    expect((await call('GET', '/payments/export?status=pending')).body.split('\n')[1]).toMatch(/^PAY021,.*,pending,75\.58,USD,INV-\d{4}-021,/);
    expect((await call('GET', '/payments/PAY021/invoice')).headers['content-type']).toBe('application/pdf');
    expect(await myBots()).toEqual([]);
    expect(await cartIds()).toEqual([6, 7]);

    // While it is in flight, the buyer's next payment waits its turn, and its own key waits for it.
    swappable.use(provider);
    const other = await call('POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: 2, method: 'paypal' });
    expect([other.statusCode, other.json().detail]).toEqual([409, 'Another payment is still being processed. Please wait a moment and try again.']);
    const again = await call('POST', '/checkout', request);
    expect([again.statusCode, again.json().detail]).toEqual([409, 'This payment is still being processed. Please wait a moment before trying again.']);

    // Not old enough for the sweeper yet; then two processes sweep at once, and one settles it.
    expect(await sweep(60_000)).toEqual([]);
    const [one, two] = await Promise.all([sweep(), sweep()]);
    expect([...one, ...two].map((settled) => [settled.payment.number, settled.payment.status])).toEqual([[21, 'completed']]);
    expect(await sweep()).toEqual([]);
    const settled = await payment21();
    expect(settled?.providerReference).toMatch(/^ch_test_/);
    const copies = await myBots();
    expect(copies.map((bot) => [bot.title, bot.hasWorkflow])).toEqual([
      ['AI Support Triage', true],
      ['Uptime Watchdog', true],
    ]);
    expect(settled?.boughtBotIds).toEqual(copies.map((bot) => bot.id));
    expect(await cartIds()).toEqual([]);

    // The retry of the lost request now gets the answer it missed.
    const answered = await call('POST', '/checkout', request);
    expect(answered.statusCode).toBe(201);
    expect((answered.json() as CheckoutResponse).bots).toEqual(copies.map((bot) => bot.id));
    expect((answered.json() as CheckoutResponse).payment).toMatchObject({ id: 'PAY021', status: 'completed', amount: 75.58 });
  });

  it('a decline whose answer was lost settles to failed, and nothing is bought', async () => {
    await call('PUT', '/cart/items/2');
    swappable.use(losingTheAnswer(provider));
    const request = { idempotency_key: newKey(), purpose: 'cart', method: 'card', card: declined };
    expect((await call('POST', '/checkout', request)).statusCode).toBe(502);
    expect((await sweep()).map((settled) => settled.payment.status)).toEqual(['failed']);
    expect(await myBots()).toEqual([]);
    expect(await cartIds()).toEqual([2]);
    const answered = await call('POST', '/checkout', request);
    expect([answered.statusCode, answered.json().detail]).toEqual([402, 'An error occurred while processing your payment. Please try again. Your card was declined.']);
  });

  it('a charge that never reached the provider is unknown to it and settles to failed', async () => {
    swappable.use(unreachable(provider));
    const key = newKey();
    expect((await call('POST', '/checkout', { idempotency_key: key, purpose: 'bot', bot_id: 4, method: 'stripe' })).statusCode).toBe(502);
    expect(await provider.lookup(chargeKeyOf({ userId: buyer.id, idempotencyKey: key }))).toBeNull();
    expect((await sweep()).map((settled) => settled.payment.status)).toEqual(['failed']);
    expect(await myBots()).toEqual([]);
  });

  it("the app's own sweeper settles what a crashed process left, after a restart, with a provider that remembers", async () => {
    swappable.use(losingTheAnswer(provider));
    expect((await call('POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: 8, method: 'google_pay' })).statusCode).toBe(502);
    // Another server on the same database, with a test-mode provider of its own: only the charges table remembers.
    const restarted = await buildApp({ database, secretKey: testSecretKey, payments: { sweep: { everyMs: 50, settleAfterMs: 0 } } });
    try {
      await restarted.ready();
      for (let waited = 0; (await payment21())?.status === 'pending' && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await payment21())?.status).toBe('completed');
      expect((await myBots()).map((bot) => bot.title)).toEqual(['Expense Tracker']);
    } finally {
      await restarted.close();
    }
  });
});
