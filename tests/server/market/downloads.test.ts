import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { bots } from '../../../server/db/schema/bots';
import { marketBots } from '../../../server/db/schema/market';
import { payments } from '../../../server/db/schema/payments';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { insertSamplePayments } from '../../../server/payments/repository';
import type { MarketBot, MarketPage } from '../../../src/domain/market/market';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';

/** D83: a market bot's downloads are its buyers, counted from their completed payments. */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let bob: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({ payments: { sweep: false } }));
  await seedMarketBots(database.db);
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  bob = await createUserWithToken(database, { name: 'Bob', lastname: 'Builder' });
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(bots);
  await database.db.delete(payments);
  await seedMarketBots(database.db);
});

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
let keys = 0;
const newKey = () => `downloads-${Date.now()}-${(keys += 1)}`;

function call(user: UserWithToken, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url: `/v1${url}`, headers: { authorization: user.token }, ...(payload ? { payload } : {}) });
}
async function buy(user: UserWithToken, botId: number, number = '4242 4242 4242 4242') {
  const card = { number, expiry: `12/${nextYear}`, cvv: '123', name: 'Ada Lovelace' };
  return call(user, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: botId, method: 'card', card });
}
const downloadsOf = async (id: number) => ((await call(ada, 'GET', `/market/bots/${id}`)).json() as MarketBot).downloads;

describe('downloads are buyers (D83)', () => {
  it('a seeded bot has none; each buyer counts once, a declined card and a sample never', async () => {
    const page = (await call(ada, 'GET', '/market/bots?page_size=100')).json() as MarketPage;
    expect(page.items.map((bot) => bot.downloads)).toEqual(Array.from({ length: 16 }, () => 0));
    await insertSamplePayments(database.db, ada.id);
    expect((await buy(ada, 5, '4000 0000 0000 0002')).statusCode).toBe(402);
    expect(await downloadsOf(5)).toBe(0);
    expect((await buy(ada, 5)).statusCode).toBe(201);
    expect(await downloadsOf(5)).toBe(1);
    expect((await buy(bob, 5)).statusCode).toBe(201);
    expect(await downloadsOf(5)).toBe(2);
    expect(await downloadsOf(6)).toBe(0);
    const sorted = (await call(ada, 'GET', '/market/bots?sort=downloads&page_size=1')).json() as MarketPage;
    expect(sorted.items.map((bot) => [bot.id, bot.downloads])).toEqual([[5, 2]]);
  });

  it('a refund takes the buyer out of the count', async () => {
    const paid = (await buy(bob, 8)).json() as { payment: { id: string } };
    expect((await buy(ada, 8)).statusCode).toBe(201);
    expect(await downloadsOf(8)).toBe(2);
    expect((await call(bob, 'POST', `/payments/${paid.payment.id}/refund`, { idempotency_key: newKey() })).statusCode).toBe(200);
    expect(await downloadsOf(8)).toBe(1);
  });

  it('a start replaces a made-up figure with the buyers, and seeding twice writes nothing', async () => {
    expect((await buy(bob, 3)).statusCode).toBe(201);
    await database.db.execute(sql`update market_bots set downloads = 18420 where id in (1, 3)`);
    await seedMarketBots(database.db);
    expect([await downloadsOf(1), await downloadsOf(3)]).toEqual([0, 1]);
    // A row's xmin is the transaction that last wrote it: unchanged means not written.
    const versions = () => database.db.select({ id: marketBots.id, xmin: sql<string>`xmin::text` }).from(marketBots).orderBy(marketBots.id);
    const before = await versions();
    await seedMarketBots(database.db);
    expect(await versions()).toEqual(before);
  });
});
