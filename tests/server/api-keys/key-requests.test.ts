import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { users } from '../../../server/db/schema/accounts';
import { apiKeys, apiKeyUsage } from '../../../server/db/schema/api-keys';
import { seedPlans } from '../../../server/db/seed';
import { apiKeyScopes, type ApiKeyScope } from '../../../src/domain/api-keys/api-key-scopes';
import { runEventSchema, serverRunSchema } from '../../../src/domain/workflow/server-runs';
import { parseEventStream } from '../event-stream-events';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { apiKeyCalls, timerless } from './api-key-fixtures';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let calls: ReturnType<typeof apiKeyCalls>;
let ada: UserWithToken;
let sequenceId: string;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({ runs: { work: true, queue: { heartbeatMs: 100, staleAfterMs: 5000, sweepEveryMs: 1000 } } }));
  await seedPlans(database.db);
  calls = apiKeyCalls(app, database);
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  await calls.subscribeTo(ada, 'pro-annual');
  const saved = await calls.asUser(ada, 'POST', '/sequences/sequences', { title: 'Report', description: '', items: [timerless] });
  expect(saved.statusCode, saved.body).toBe(201);
  sequenceId = (saved.json() as { id: string }).id;
});
afterAll(() => stop());

const detailOf = (response: { json: () => unknown }) => (response.json() as { detail: string }).detail;

describe('a program with an API key (D137)', () => {
  it('starts a run with runs:start and reads it, and its events, with runs:read', async () => {
    const { key } = await calls.createKey(ada, ['runs:start', 'runs:read']);
    const started = await calls.withKey(key, 'POST', `/sequences/sequences/${sequenceId}/runs`);
    expect(started.statusCode, started.body).toBe(202);
    const run = serverRunSchema.parse(started.json());
    expect(run.executedBy).toBe('Ada Lovelace');
    const deadline = Date.now() + 15_000;
    let status = run.status;
    while (!['completed', 'failed', 'cancelled'].includes(status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const read = await calls.withKey(key, 'GET', `/workflows/runs/${run.id}`);
      expect(read.statusCode).toBe(200);
      status = serverRunSchema.parse(read.json()).status;
    }
    expect(status).toBe('completed');
    const events = await calls.withKey(key, 'GET', `/workflows/runs/${run.id}/events`);
    expect(events.statusCode).toBe(200);
    expect(parseEventStream(events.body, runEventSchema).at(-1)).toEqual({ type: 'end' });
  });

  // One route of each scope; a key holding every other scope is refused with the one it lacks.
  const routeOf = (): Record<ApiKeyScope, ['GET' | 'POST', string, object?]> => ({
    'runs:start': ['POST', `/sequences/sequences/${sequenceId}/runs`],
    'runs:read': ['GET', '/workflows/runs'],
    'sequences:read': ['GET', `/sequences/sequences/${sequenceId}`],
    'sequences:write': ['POST', '/sequences/sequences', { title: `Made by a key ${Math.random()}`, description: '', items: [] }],
    'bots:read': ['GET', '/bots'],
  });
  for (const scope of apiKeyScopes) {
    it(`${scope}: a key holding it is let through, a key holding every other scope gets a 403 naming it`, async () => {
      const [method, url, payload] = routeOf()[scope];
      const allowed = await calls.createKey(ada, [scope]);
      const response = await calls.withKey(allowed.key, method, url, payload);
      expect(response.statusCode, response.body).toBeLessThan(300);
      const others = await calls.createKey(
        ada,
        apiKeyScopes.filter((each) => each !== scope),
      );
      const refused = await calls.withKey(others.key, method, url, payload);
      expect(refused.statusCode).toBe(403);
      expect(detailOf(refused)).toMatch(new RegExp(`^This API key does not have the ${scope} scope \\(.+\\)\\. Create a key with it on /api-keys\\.$`));
    });
  }

  it('is refused with a 403 by every route that takes no key: credentials, payments, keys, the account', async () => {
    const { key } = await calls.createKey(ada, apiKeyScopes);
    const keyless: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/credentials'],
      ['POST', '/credentials', { name: 'Stolen', kind: 'secret', fields: { value: 'x' } }],
      ['GET', '/payments'],
      ['POST', '/checkout', { purpose: 'plan', plan_id: 'pro-annual' }],
      ['GET', '/api-keys'],
      ['POST', '/api-keys', { name: 'Another', scopes: ['runs:read'] }],
      ['GET', '/users/me'],
      ['PUT', '/users/me', { name: 'Mallory', lastname: 'X', email: 'mallory@example.com' }],
      ['POST', '/auth/change-password', { current_password: 'x', new_password: 'yyyyyyyy' }],
      ['POST', '/auth/logout'],
      ['GET', '/scripts/scripts'],
      ['POST', '/workflows/runs', {}],
    ];
    for (const [method, url, payload] of keyless) {
      const response = await calls.withKey(key, method, url, payload);
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(detailOf(response)).toBe(
        'This route does not take an API key: send the token of a signed-in session. Credentials, payments, API keys and account changes are never open to a key.',
      );
    }
    // The session is untouched, and the key made no key.
    expect((await calls.asUser(ada, 'GET', '/users/me')).statusCode).toBe(200);
  });

  it('is a 401 once expired, naming when, and a 401 for a key of a switched-off account', async () => {
    const expiring = await calls.createKey(ada, ['sequences:read'], { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await calls.withKey(expiring.key, 'GET', '/sequences/sequences')).statusCode).toBe(200);
    const past = new Date(Date.now() - 1000);
    await database.db.update(apiKeys).set({ expiresAt: past }).where(eq(apiKeys.id, expiring.id));
    const expired = await calls.withKey(expiring.key, 'GET', '/sequences/sequences');
    expect(expired.statusCode).toBe(401);
    expect(detailOf(expired)).toBe(`This API key expired at ${past.toISOString()}. Create another on /api-keys.`);
    const listed = (await calls.asUser(ada, 'GET', '/api-keys')).json() as { keys: Array<{ id: string; expired: boolean }> };
    expect(listed.keys.find((key) => key.id === expiring.id)!.expired).toBe(true);

    const ben = await createUserWithToken(database, { name: 'Ben' });
    await calls.subscribeTo(ben, 'pro-annual');
    const bens = await calls.createKey(ben, ['sequences:read']);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, ben.id));
    expect((await calls.withKey(bens.key, 'GET', '/sequences/sequences')).statusCode).toBe(401);
  });

  it('takes a key only in its own shape: a bf_ token of another length is a session token, and unknown', async () => {
    const { key } = await calls.createKey(ada, ['sequences:read']);
    for (const token of [`${key}x`, key.slice(0, -1), `bf_${'A'.repeat(43)}`]) {
      const response = await calls.withKey(token, 'GET', '/sequences/sequences');
      expect(response.statusCode).toBe(401);
    }
    expect((await calls.withKey(key, 'GET', '/sequences/sequences')).statusCode).toBe(200);
  });
});

describe("a key's rate limit and last use (D137)", () => {
  const usageOf = async (keyId: string) => (await database.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.keyId, keyId)))[0];
  const lastUsedOf = async (keyId: string) => (await database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId)))[0]!.lastUsedAt;

  it("counts each request in the key's minute, past Pro Annual's 600 a 429 with Retry-After, and a new minute starts again", async () => {
    const { id, key } = await calls.createKey(ada, ['sequences:read']);
    for (let index = 0; index < 3; index += 1) expect((await calls.withKey(key, 'GET', '/sequences/sequences')).statusCode).toBe(200);
    expect((await usageOf(id))!.requests).toBe(3);
    // The window's remaining 597 requests, sent at once from many clients: exactly those pass.
    await database.db.update(apiKeyUsage).set({ requests: 590 }).where(eq(apiKeyUsage.keyId, id));
    const burst = await Promise.all(Array.from({ length: 16 }, () => calls.withKey(key, 'GET', '/sequences/sequences')));
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(10);
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(6);
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(detailOf(refused[0]!)).toMatch(/^API key rate limit reached\. Your Pro Annual plan allows each key 600 requests a minute \(no plan has more\)\. Please try again in (\d+ seconds?|1 minute)\.$/);
    // Another key of the same user has a window of its own.
    const other = await calls.createKey(ada, ['sequences:read']);
    expect((await calls.withKey(other.key, 'GET', '/sequences/sequences')).statusCode).toBe(200);
    // Once the minute is over the window starts again.
    await database.db.update(apiKeyUsage).set({ windowStartedAt: sql`now() - interval '61 seconds'` }).where(eq(apiKeyUsage.keyId, id));
    expect((await calls.withKey(key, 'GET', '/sequences/sequences')).statusCode).toBe(200);
    expect((await usageOf(id))!.requests).toBe(1);
  });

  it("writes the key's last use with the first request of each minute, not with every request", async () => {
    const { id, key } = await calls.createKey(ada, ['sequences:read']);
    expect(await lastUsedOf(id)).toBeNull();
    await calls.withKey(key, 'GET', '/sequences/sequences');
    const first = await lastUsedOf(id);
    expect(first).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await calls.withKey(key, 'GET', '/sequences/sequences');
    expect(await lastUsedOf(id)).toEqual(first);
    await database.db.update(apiKeyUsage).set({ windowStartedAt: sql`now() - interval '61 seconds'` }).where(eq(apiKeyUsage.keyId, id));
    await calls.withKey(key, 'GET', '/sequences/sequences');
    expect((await lastUsedOf(id))!.getTime()).toBeGreaterThan(first!.getTime());
    const listed = (await calls.asUser(ada, 'GET', '/api-keys')).json() as { keys: Array<{ id: string; lastUsedAt: string | null }> };
    expect(listed.keys.find((each) => each.id === id)!.lastUsedAt).toBe((await lastUsedOf(id))!.toISOString());
  });
});
