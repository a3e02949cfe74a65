import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { insertBot } from '../../../server/bots/repository';
import type { Database } from '../../../server/db/database';
import { bots } from '../../../server/db/schema/bots';
import { marketBots, marketReviews } from '../../../server/db/schema/market';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import type { MarketBot, MarketPage } from '../../../src/domain/market/market';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { expectStatus, type Method } from './market-fixtures';

/** D83: every rating the marketplace shows is its buyers' reviews' average and count. */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let bob: UserWithToken;
let cy: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedMarketBots(database.db);
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  bob = await createUserWithToken(database, { name: 'Bob', lastname: 'Builder' });
  cy = await createUserWithToken(database, { name: 'Cy', lastname: 'Twombly' });
});
afterAll(() => stop());

function call(user: UserWithToken, method: Method, url: string, payload?: object) {
  return app.inject({ method, url: `/v1${url}`, headers: { authorization: user.token }, ...(payload === undefined ? {} : { payload }) });
}
beforeEach(async () => {
  await database.db.delete(marketReviews);
  await database.db.delete(bots);
  // The reviews just deleted went round the review writes: bring the cache back as a start would.
  await seedMarketBots(database.db);
});

async function review(user: UserWithToken, botId: number, rating: number) {
  await insertBot(database.db, user.id, { title: `Copy of ${botId}`, author: 'Catalogue', marketBotId: botId });
  expectStatus(await call(user, 'PUT', `/market/bots/${botId}/reviews/mine`, { rating, text: `${rating} stars` }), 200);
}

const list = async (query: string) => expectStatus<MarketPage>(await call(ada, 'GET', `/market/bots${query}`), 200);
const one = async (id: number) => expectStatus<MarketBot>(await call(ada, 'GET', `/market/bots/${id}`), 200);
const figures = (bot: MarketBot) => [bot.id, bot.rating, bot.reviewCount];

describe('the market bots’ ratings are their reviews’ (D83)', () => {
  it('a seeded bot has no rating of its own: no average and no reviews', async () => {
    const page = await list('?page_size=100');
    expect(page.items).toHaveLength(16);
    for (const bot of page.items) expect([bot.rating, bot.reviewCount]).toEqual([null, 0]);
  });

  it('each review moves the bot’s average and count, on its page, in the list and in the cart', async () => {
    await review(bob, 4, 5);
    expect(figures(await one(4))).toEqual([4, 5, 1]);
    await review(cy, 4, 2);
    expect(figures(await one(4))).toEqual([4, 3.5, 2]);
    // An edit replaces the buyer's stars; it is still one review.
    await review(cy, 4, 4);
    expect(figures(await one(4))).toEqual([4, 4.5, 2]);
    const listed = (await list('?search=' + encodeURIComponent((await one(4)).title))).items.find((bot) => bot.id === 4);
    expect(listed && figures(listed)).toEqual([4, 4.5, 2]);
    const cart = expectStatus<{ items: MarketBot[] }>(await call(ada, 'PUT', '/cart/items/4'), 201);
    expect(cart.items.map(figures)).toEqual([[4, 4.5, 2]]);
    expectStatus(await call(ada, 'DELETE', '/cart'), 200);
    // Its page's reviews say the same.
    expect(expectStatus<{ average: number; count: number }>(await call(ada, 'GET', '/market/bots/4/reviews'), 200)).toMatchObject({ average: 4.5, count: 2 });
  });

  it('deleting a review takes it out of the average, and the last one leaves no rating', async () => {
    await review(bob, 7, 1);
    await review(cy, 7, 5);
    expect((await call(bob, 'DELETE', '/market/bots/7/reviews/mine')).statusCode).toBe(204);
    expect(figures(await one(7))).toEqual([7, 5, 1]);
    expect((await call(cy, 'DELETE', '/market/bots/7/reviews/mine')).statusCode).toBe(204);
    expect(figures(await one(7))).toEqual([7, null, 0]);
  });

  it('Highest Rated orders by the reviews’ average, bots without reviews last (newest id first)', async () => {
    await review(bob, 2, 3);
    await review(bob, 9, 5);
    await review(cy, 9, 4);
    await review(bob, 5, 5);
    const ids = (await list('?sort=rating&page_size=100')).items.map((bot) => bot.id);
    expect(ids.slice(0, 4)).toEqual([5, 9, 2, 16]);
    expect(ids.slice(3)).toEqual([16, 15, 14, 13, 12, 11, 10, 8, 7, 6, 4, 3, 1]);
    // A page boundary falls in the same order.
    expect((await list('?sort=rating&page_size=2&page=2')).items.map((bot) => bot.id)).toEqual([2, 16]);
  });

  it('Most Popular weighs the reviews’ average by downloads; bots without reviews come last', async () => {
    await review(bob, 2, 3);
    await review(bob, 9, 5);
    const page = (await list('?sort=popular&page_size=100')).items;
    const rated = page.filter((bot) => bot.rating !== null);
    expect(rated.map((bot) => bot.id)).toEqual(page.slice(0, 2).map((bot) => bot.id));
    const popularity = rated.map((bot) => (bot.rating ?? 0) * Math.log(1 + bot.downloads));
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('a start replaces a made-up rating with the reviews’ figures, and seeding twice writes nothing', async () => {
    await review(bob, 3, 2);
    await database.db.execute(sql`update market_bots set rating = 4.8, review_count = 0 where id in (1, 3)`);
    await seedMarketBots(database.db);
    expect([figures(await one(1)), figures(await one(3))]).toEqual([
      [1, null, 0],
      [3, 2, 1],
    ]);
    // A row's xmin is the transaction that last wrote it: unchanged means not written.
    const versions = () => database.db.select({ id: marketBots.id, xmin: sql<string>`xmin::text` }).from(marketBots).orderBy(marketBots.id);
    const before = await versions();
    await seedMarketBots(database.db);
    expect(await versions()).toEqual(before);
  });

  it('two buyers reviewing at once are both counted', async () => {
    await insertBot(database.db, bob.id, { title: 'Copy', author: 'Catalogue', marketBotId: 11 });
    await insertBot(database.db, cy.id, { title: 'Copy', author: 'Catalogue', marketBotId: 11 });
    const answers = await Promise.all([
      call(bob, 'PUT', '/market/bots/11/reviews/mine', { rating: 5, text: 'Yes' }),
      call(cy, 'PUT', '/market/bots/11/reviews/mine', { rating: 2, text: 'No' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(figures(await one(11))).toEqual([11, 3.5, 2]);
  });
});
