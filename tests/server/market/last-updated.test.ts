import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { marketBots } from '../../../server/db/schema/market';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import type { MarketBot } from '../../../src/domain/market/market';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';

/** D83: a bot page's "Last updated" is the bot's own record, not a fixed "2 days ago". */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedMarketBots(database.db);
  ada = await createUserWithToken(database);
});
afterAll(() => stop());

const bot = async (id: number) => (await app.inject({ method: 'GET', url: `/v1/market/bots/${id}`, headers: { authorization: ada.token } })).json() as MarketBot;

describe('a seeded bot', () => {
  it('was last updated at its release, and a seed that changes nothing leaves it so', async () => {
    const first = await bot(1);
    expect(first.updatedAt).toBe(first.createdAt);
    await seedMarketBots(database.db);
    expect((await bot(1)).updatedAt).toBe(first.createdAt);
  });

  it('is updated now when the seed changes what it says', async () => {
    // As if an older release had described it otherwise: the seed brings it back, and that is an update.
    await database.db.update(marketBots).set({ description: 'An older description' }).where(eq(marketBots.id, 2));
    const before = Date.now();
    await seedMarketBots(database.db);
    const updated = await bot(2);
    expect(updated.description).not.toBe('An older description');
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await bot(3)).updatedAt).toBe((await bot(3)).createdAt);
  });
});
