import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import type { MarketPage } from '../../../src/domain/market/market';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(app: App) {
  return (user: UserWithToken | null, method: Method, url: string) =>
    app.inject({ method, url: `/v1${url}`, headers: user ? { authorization: user.token } : {} });
}

/** The answer's JSON after checking its status, so a wrong status fails with the body in view. */
export function expectStatus<T>(response: { statusCode: number; body: string; json: () => unknown }, status: number): T {
  expect({ status: response.statusCode, body: response.statusCode === status ? '' : response.body }).toEqual({ status, body: '' });
  return response.json() as T;
}

export interface SeededMarket {
  database: Database;
  /** Ada Lovelace, signed in. */
  user: UserWithToken;
  call: ReturnType<typeof caller>;
  /** A page of GET /v1/market/bots as Ada sees it, after checking it answered 200. */
  list: (query?: string) => Promise<MarketPage>;
}

/** A test app with the seeded bots and a signed-in user, started before the file's tests and stopped after them. */
export function seededMarket(): SeededMarket {
  let stop = async () => {};
  const market = {
    list: async (query = '') => expectStatus<MarketPage>(await market.call(market.user, 'GET', `/market/bots${query}`), 200),
  } as SeededMarket;
  beforeAll(async () => {
    let app: App;
    ({ app, database: market.database, stop } = await startTestApp());
    await seedMarketBots(market.database.db);
    market.user = await createUserWithToken(market.database, { name: 'Ada', lastname: 'Lovelace' });
    market.call = caller(app);
  });
  afterAll(() => stop());
  return market;
}
