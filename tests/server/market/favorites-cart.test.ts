import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { insertBot } from '../../../server/bots/repository';
import type { Database } from '../../../server/db/database';
import { bots } from '../../../server/db/schema/bots';
import { cartItems, marketFavorites } from '../../../server/db/schema/market';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import type { Cart, Favorites, MarketBot, MarketPage } from '../../../src/domain/market/market';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { caller, expectStatus } from './market-fixtures';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let eve: UserWithToken;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedMarketBots(database.db);
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  eve = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
  call = caller(app);
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(cartItems);
  await database.db.delete(marketFavorites);
  await database.db.delete(bots);
});

describe('favourites (02 §3: a list of bot ids, per user)', () => {
  it('adds and removes, idempotently, in the order they were liked, and marks the market’s bots', async () => {
    expectStatus<Favorites>(await call(ada, 'PUT', '/market/favorites/5'), 200);
    expectStatus<Favorites>(await call(ada, 'PUT', '/market/favorites/2'), 200);
    expect(expectStatus<Favorites>(await call(ada, 'PUT', '/market/favorites/5'), 200)).toEqual({ ids: [5, 2] });
    expect(expectStatus<MarketBot>(await call(ada, 'GET', '/market/bots/2'), 200).favorite).toBe(true);
    const onlyFavorites = expectStatus<MarketPage>(await call(ada, 'GET', '/market/bots?favorites=true'), 200);
    expect(onlyFavorites.items.map((bot) => bot.id).sort()).toEqual([2, 5]);
    expect(onlyFavorites.total).toBe(2);
    expect(expectStatus<Favorites>(await call(ada, 'DELETE', '/market/favorites/5'), 200)).toEqual({ ids: [2] });
    expect(expectStatus<Favorites>(await call(ada, 'DELETE', '/market/favorites/5'), 200)).toEqual({ ids: [2] });
  });

  it("never mixes two users' favourites", async () => {
    await call(ada, 'PUT', '/market/favorites/1');
    expect(expectStatus<Favorites>(await call(eve, 'GET', '/market/favorites'), 200)).toEqual({ ids: [] });
    expect(expectStatus<MarketBot>(await call(eve, 'GET', '/market/bots/1'), 200).favorite).toBe(false);
    expect(expectStatus<MarketPage>(await call(eve, 'GET', '/market/bots?favorites=true'), 200).total).toBe(0);
  });

  it('an unknown bot is a 404', async () => {
    expect((await call(ada, 'PUT', '/market/favorites/404')).statusCode).toBe(404);
    expect((await call(ada, 'DELETE', '/market/favorites/x')).statusCode).toBe(404);
  });
});

describe('the cart (02 §3: unique by id; D9: one per user, on the server)', () => {
  it('adds in order with a subtotal in cents, removes one, clears', async () => {
    expectStatus<Cart>(await call(ada, 'PUT', '/cart/items/6'), 201);
    const cart = expectStatus<Cart>(await call(ada, 'PUT', '/cart/items/7'), 201);
    expect(cart.items.map((bot) => bot.id)).toEqual([6, 7]);
    expect(cart.subtotal_cents).toBe(5999 + 999);
    expect(expectStatus<Cart>(await call(ada, 'DELETE', '/cart/items/6'), 200)).toMatchObject({ subtotal_cents: 999 });
    expect(expectStatus<Cart>(await call(ada, 'DELETE', '/cart'), 200)).toEqual({ items: [], subtotal_cents: 0 });
  });

  it("a second add is a 409 with the spec's text, and two adds at once leave one line", async () => {
    await call(ada, 'PUT', '/cart/items/2');
    const again = await call(ada, 'PUT', '/cart/items/2');
    expect([again.statusCode, again.json().detail]).toEqual([409, 'Slack Standup Reporter is already in your cart!']);
    const both = await Promise.all([call(ada, 'PUT', '/cart/items/3'), call(ada, 'PUT', '/cart/items/3')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(expectStatus<Cart>(await call(ada, 'GET', '/cart'), 200).items.map((bot) => bot.id)).toEqual([2, 3]);
  });

  it('an owned bot (bought into My Bots) cannot go in the cart and is marked owned (D42)', async () => {
    await insertBot(database.db, ada.id, { title: 'Invoice Reminder', author: 'Ledgerly', marketBotId: 3 });
    const refused = await call(ada, 'PUT', '/cart/items/3');
    expect([refused.statusCode, refused.json().detail]).toEqual([409, 'Invoice Reminder is already in your library']);
    expect(expectStatus<MarketBot>(await call(ada, 'GET', '/market/bots/3'), 200).owned).toBe(true);
    expect(expectStatus<MarketBot>(await call(eve, 'GET', '/market/bots/3'), 200).owned).toBe(false);
    expectStatus<Cart>(await call(eve, 'PUT', '/cart/items/3'), 201);
  });

  it("never mixes two users' carts", async () => {
    await call(ada, 'PUT', '/cart/items/1');
    await call(eve, 'PUT', '/cart/items/2');
    expect(expectStatus<Cart>(await call(ada, 'GET', '/cart'), 200).items.map((bot) => bot.id)).toEqual([1]);
    expect(expectStatus<Cart>(await call(eve, 'GET', '/cart'), 200).items.map((bot) => bot.id)).toEqual([2]);
    await call(eve, 'DELETE', '/cart');
    expect(expectStatus<Cart>(await call(ada, 'GET', '/cart'), 200).items).toHaveLength(1);
  });

  it('removing a bot that is not in the cart, or an unknown one, is a 404; every route needs a session', async () => {
    const missing = await call(ada, 'DELETE', '/cart/items/4');
    expect([missing.statusCode, missing.json().detail]).toEqual([404, 'This bot is not in your cart']);
    expect((await call(ada, 'PUT', '/cart/items/999')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/cart')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/market/favorites/1')).statusCode).toBe(401);
  });
});
