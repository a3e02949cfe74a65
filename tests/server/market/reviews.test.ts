import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { insertBot } from '../../../server/bots/repository';
import type { Database } from '../../../server/db/database';
import { bots } from '../../../server/db/schema/bots';
import { marketReviews } from '../../../server/db/schema/market';
import { insertMarketBot } from '../../../server/market/repository';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { reviewMessages, type Review, type ReviewList } from '../../../src/domain/market/reviews';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { expectStatus, type Method } from './market-fixtures';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let bob: UserWithToken;
let eve: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedMarketBots(database.db);
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  bob = await createUserWithToken(database, { name: 'Bob', lastname: 'Builder' });
  eve = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(marketReviews);
  await database.db.delete(bots);
});

function call(user: UserWithToken, method: Method, url: string, payload?: unknown) {
  return app.inject({ method, url: `/v1${url}`, headers: { authorization: user.token }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The user bought the market bot: a copy of it is in their My Bots (D42). */
async function buy(user: UserWithToken, marketBotId: number) {
  return insertBot(database.db, user.id, { title: `Copy of ${marketBotId}`, author: 'Catalogue', marketBotId });
}

const list = async (user: UserWithToken, botId: number) => expectStatus<ReviewList>(await call(user, 'GET', `/market/bots/${botId}/reviews`), 200);

describe('reviews (D83): written by buyers, one each', () => {
  it('a bot without reviews has none, no average, and says so to a non-buyer who cannot write one', async () => {
    expect(await list(eve, 4)).toEqual({ items: [], average: null, count: 0, can_review: false });
  });

  it('only a buyer reviews: anyone else is a 403 and nothing is kept', async () => {
    const response = await call(eve, 'PUT', '/market/bots/4/reviews/mine', { rating: 5, text: 'Great' });
    expect([response.statusCode, response.json().detail]).toEqual([403, reviewMessages.notABuyer]);
    // A bot of another market bot's id in My Bots does not make its owner a buyer of this one.
    await buy(eve, 5);
    expect((await call(eve, 'PUT', '/market/bots/4/reviews/mine', { rating: 5, text: 'Great' })).statusCode).toBe(403);
    expect((await list(ada, 4)).count).toBe(0);
  });

  it('the publisher does not review their own bot', async () => {
    const id = await insertMarketBot(database.db, { title: 'Ada’s bot', author: 'Ada Lovelace', priceCents: 100, publisherId: ada.id });
    const response = await call(ada, 'PUT', `/market/bots/${id}/reviews/mine`, { rating: 5, text: 'Mine is the best' });
    expect([response.statusCode, response.json().detail]).toEqual([403, reviewMessages.ownBot]);
    expect((await list(ada, id)).can_review).toBe(false);
  });

  it('a buyer writes one review; a second PUT edits it; it answers with the first name and marks it theirs', async () => {
    await buy(ada, 4);
    expect((await list(ada, 4)).can_review).toBe(true);
    const written = expectStatus<Review>(await call(ada, 'PUT', '/market/bots/4/reviews/mine', { rating: 3, text: '  Does the job.  ' }), 200);
    expect(written).toMatchObject({ rating: 3, text: 'Does the job.', author: 'Ada', mine: true });
    const edited = expectStatus<Review>(await call(ada, 'PUT', '/market/bots/4/reviews/mine', { rating: 5, text: 'Better after a week.' }), 200);
    expect(edited).toMatchObject({ id: written.id, rating: 5, text: 'Better after a week.', created_at: written.created_at });
    expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(written.updated_at));
    const seen = await list(ada, 4);
    expect(seen.count).toBe(1);
    expect(seen.items).toEqual([edited]);
    // Another user sees the same review, not as theirs; the author's last name is never sent.
    const byEve = await list(eve, 4);
    expect(byEve.items.map((review) => [review.author, review.mine])).toEqual([['Ada', false]]);
    expect(JSON.stringify(byEve)).not.toContain('Lovelace');
  });

  it('two PUTs at once leave one review', async () => {
    await buy(ada, 4);
    const both = await Promise.all([
      call(ada, 'PUT', '/market/bots/4/reviews/mine', { rating: 2, text: 'One' }),
      call(ada, 'PUT', '/market/bots/4/reviews/mine', { rating: 4, text: 'Two' }),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await list(ada, 4)).count).toBe(1);
  });

  it('lists newest first with the average and the count of that bot only', async () => {
    await Promise.all([buy(ada, 4), buy(bob, 4), buy(eve, 4), buy(eve, 6)]);
    await call(ada, 'PUT', '/market/bots/4/reviews/mine', { rating: 5, text: 'First' });
    await call(bob, 'PUT', '/market/bots/4/reviews/mine', { rating: 2, text: 'Second' });
    await call(eve, 'PUT', '/market/bots/4/reviews/mine', { rating: 4, text: 'Third' });
    await call(eve, 'PUT', '/market/bots/6/reviews/mine', { rating: 1, text: 'Another bot' });
    // Editing keeps a review's place: the order is the order of writing.
    await call(ada, 'PUT', '/market/bots/4/reviews/mine', { rating: 3, text: 'First, edited' });
    const seen = await list(bob, 4);
    expect(seen.items.map((review) => [review.author, review.text])).toEqual([
      ['Eve', 'Third'],
      ['Bob', 'Second'],
      ['Ada', 'First, edited'],
    ]);
    expect([seen.average, seen.count]).toEqual([3, 3]);
    expect(seen.items.map((review) => review.mine)).toEqual([false, true, false]);
    const other = await list(bob, 6);
    expect([other.average, other.count]).toEqual([1, 1]);
  });

  it.each([
    ['rating 0', { rating: 0, text: 'x' }, 'rating'],
    ['rating 6', { rating: 6, text: 'x' }, 'rating'],
    ['a rating of 4.5', { rating: 4.5, text: 'x' }, 'rating'],
    ['no rating', { text: 'x' }, 'rating'],
    ['a text over 1,000 characters', { rating: 4, text: 'a'.repeat(1001) }, 'text'],
    ['an empty text', { rating: 4, text: '   ' }, 'text'],
  ])('%s is a 422 naming the field, and nothing is kept', async (_name, body, field) => {
    await buy(ada, 4);
    const response = await call(ada, 'PUT', '/market/bots/4/reviews/mine', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(new RegExp(`^${field}: `));
    expect((await list(ada, 4)).count).toBe(0);
  });

  it('a text of exactly 1,000 characters is kept whole', async () => {
    await buy(ada, 4);
    const text = 'a'.repeat(1000);
    expect(expectStatus<Review>(await call(ada, 'PUT', '/market/bots/4/reviews/mine', { rating: 4, text }), 200).text).toBe(text);
  });

  it('an unknown bot, or the id of a bot in another user’s My Bots, is a 404', async () => {
    const copy = await insertBot(database.db, eve.id, { title: 'Eve’s own', author: 'Eve' });
    for (const id of [String(copy.id + 100_000), 'x', '0']) {
      expect((await call(ada, 'GET', `/market/bots/${id}/reviews`)).statusCode).toBe(404);
      expect((await call(ada, 'PUT', `/market/bots/${id}/reviews/mine`, { rating: 4, text: 'x' })).statusCode).toBe(404);
      expect((await call(ada, 'DELETE', `/market/bots/${id}/reviews/mine`)).statusCode).toBe(404);
    }
  });

  it('the author deletes their review (204); a second delete, or one with no review, is a 404', async () => {
    await Promise.all([buy(ada, 4), buy(bob, 4)]);
    await call(ada, 'PUT', '/market/bots/4/reviews/mine', { rating: 5, text: 'Mine' });
    await call(bob, 'PUT', '/market/bots/4/reviews/mine', { rating: 1, text: 'Bob’s' });
    expect((await call(ada, 'DELETE', '/market/bots/4/reviews/mine')).statusCode).toBe(204);
    const again = await call(ada, 'DELETE', '/market/bots/4/reviews/mine');
    expect([again.statusCode, again.json().detail]).toEqual([404, reviewMessages.noReview]);
    expect((await call(eve, 'DELETE', '/market/bots/4/reviews/mine')).statusCode).toBe(404);
    const seen = await list(ada, 4);
    expect(seen.items.map((review) => review.author)).toEqual(['Bob']);
    expect([seen.average, seen.count]).toEqual([1, 1]);
  });

  it('a buyer who no longer has the bot cannot edit, but still deletes their review', async () => {
    const copy = await buy(ada, 4);
    await call(ada, 'PUT', '/market/bots/4/reviews/mine', { rating: 5, text: 'Mine' });
    await database.db.delete(bots);
    expect(copy.id).toBeGreaterThan(0);
    expect((await call(ada, 'PUT', '/market/bots/4/reviews/mine', { rating: 1, text: 'Changed' })).statusCode).toBe(403);
    expect((await list(ada, 4)).items[0]).toMatchObject({ text: 'Mine', mine: true });
    expect((await call(ada, 'DELETE', '/market/bots/4/reviews/mine')).statusCode).toBe(204);
  });

  it('an anonymous caller is a 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/market/bots/4/reviews' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/v1/market/bots/4/reviews/mine', payload: { rating: 4, text: 'x' } })).statusCode).toBe(401);
  });
});
