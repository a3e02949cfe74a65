import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { apiKeys } from '../../../server/db/schema/api-keys';
import { seedPlans } from '../../../server/db/seed';
import { apiKeyListSchema } from '../../../src/domain/api-keys/api-key-contract';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { apiKeyCalls } from './api-key-fixtures';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let calls: ReturnType<typeof apiKeyCalls>;
let ada: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedPlans(database.db);
  calls = apiKeyCalls(app, database);
  ada = await createUserWithToken(database, { name: 'Ada' });
  await calls.subscribeTo(ada, 'pro-annual');
});
afterAll(() => stop());

const listOf = async (user: UserWithToken) => {
  const response = await calls.asUser(user, 'GET', '/api-keys');
  expect(response.statusCode).toBe(200);
  return { body: response.body, list: apiKeyListSchema.parse(response.json()) };
};

describe('making API keys (D137)', () => {
  it('answers the key once, bf_ and 32 random bytes, and stores only its hash and prefix', async () => {
    const created = await calls.createKey(ada, ['runs:read', 'runs:start', 'runs:read'], { name: '  Nightly export  ' });
    expect(created.key).toMatch(/^bf_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.key.slice(3), 'base64url')).toHaveLength(32);
    expect(created).toMatchObject({ name: 'Nightly export', scopes: ['runs:start', 'runs:read'], prefix: created.key.slice(0, 11), lastUsedAt: null, expiresAt: null, expired: false });
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(11));
  });

  it('lists name, scopes, prefix, created, last used and expiry, newest first, never the key again', async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const older = await calls.createKey(ada, ['bots:read'], { name: 'Older' });
    const newer = await calls.createKey(ada, ['sequences:read'], { name: 'Newer', expiresAt });
    const { body, list } = await listOf(ada);
    expect(list.keys.slice(0, 2)).toEqual([
      { id: newer.id, name: 'Newer', scopes: ['sequences:read'], prefix: newer.prefix, createdAt: newer.createdAt, lastUsedAt: null, expiresAt, expired: false },
      { id: older.id, name: 'Older', scopes: ['bots:read'], prefix: older.prefix, createdAt: older.createdAt, lastUsedAt: null, expiresAt: null, expired: false },
    ]);
    expect(body).not.toContain(newer.key);
    expect(body).not.toContain(older.key);
    expect(list.access).toEqual({ plan: 'Pro Annual', requestsPerMinute: 600, refusal: null });
  });

  it('refuses a key without a scope, with a scope for credentials, payments or keys, or with an expiry passed', async () => {
    const refused = async (payload: object) => {
      const response = await calls.asUser(ada, 'POST', '/api-keys', payload);
      expect(response.statusCode).toBe(422);
      return (response.json() as { detail: string }).detail;
    };
    expect(await refused({ name: 'None', scopes: [] })).toBe('scopes: Choose at least one scope');
    for (const scope of ['credentials:read', 'payments:write', 'api-keys:write', 'account:write']) {
      expect(await refused({ name: 'Too much', scopes: [scope] })).toContain('Scope must be one of runs:start, runs:read, sequences:read, sequences:write, bots:read');
    }
    expect(await refused({ name: 'Past', scopes: ['runs:read'], expiresAt: '2020-01-01T00:00:00Z' })).toBe('expiresAt: Expiry must be in the future');
    expect(await refused({ name: '', scopes: ['runs:read'] })).toBe('name: Name is required');
  });

  it('revokes a key with DELETE: gone from the list, refused from then on, a second revoke a 404', async () => {
    const created = await calls.createKey(ada, ['sequences:read']);
    expect((await calls.withKey(created.key, 'GET', '/sequences/sequences')).statusCode).toBe(200);
    const revoked = await calls.asUser(ada, 'DELETE', `/api-keys/${created.id}`);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    const after = await calls.withKey(created.key, 'GET', '/sequences/sequences');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Invalid API key: it was revoked, or it never existed.' });
    expect((await listOf(ada)).list.keys.map((key) => key.id)).not.toContain(created.id);
    expect((await calls.asUser(ada, 'DELETE', `/api-keys/${created.id}`)).statusCode).toBe(404);
    expect((await calls.asUser(ada, 'DELETE', '/api-keys/not-a-uuid')).statusCode).toBe(404);
  });

  it("treats another user's key as missing: a 404, and the key goes on working", async () => {
    const eve = await createUserWithToken(database, { name: 'Eve' });
    const adas = await calls.createKey(ada, ['sequences:read']);
    const attempt = await calls.asUser(eve, 'DELETE', `/api-keys/${adas.id}`);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({ detail: 'API key not found' });
    expect((await listOf(eve)).list.keys).toEqual([]);
    expect((await calls.withKey(adas.key, 'GET', '/sequences/sequences')).statusCode).toBe(200);
  });
});

describe("keys come with the plan's API access (D137)", () => {
  it('tells a Free account what lifts it, and refuses it a key with a 402 naming Pro Annual', async () => {
    const grace = await createUserWithToken(database, { name: 'Grace' });
    const refusal = 'API access not included. Your Free allowance has no API access (Pro Annual has API access, 600 requests a minute per key: see the plans on /subscriptions).';
    expect((await listOf(grace)).list.access).toEqual({ plan: 'Free', requestsPerMinute: 0, refusal });
    const attempt = await calls.asUser(grace, 'POST', '/api-keys', { name: 'Mine', scopes: ['runs:read'] });
    expect(attempt.statusCode).toBe(402);
    expect(attempt.json()).toEqual({ detail: refusal });
    await calls.subscribeTo(grace, 'basic-monthly');
    expect((await calls.asUser(grace, 'POST', '/api-keys', { name: 'Mine', scopes: ['runs:read'] })).json()).toEqual({
      detail: 'API access not included. Your Basic Monthly plan has no API access (Pro Annual has API access, 600 requests a minute per key: see the plans on /subscriptions).',
    });
  });

  it("refuses a key's requests with a 402 once its owner's Pro Annual period is over, and lists the key still", async () => {
    const linus = await createUserWithToken(database, { name: 'Linus' });
    await calls.subscribeTo(linus, 'pro-annual');
    const created = await calls.createKey(linus, ['sequences:read']);
    expect((await calls.withKey(created.key, 'GET', '/sequences/sequences')).statusCode).toBe(200);
    await calls.subscribeTo(linus, 'pro-annual', new Date(Date.now() - 1000));
    const lapsed = await calls.withKey(created.key, 'GET', '/sequences/sequences');
    expect(lapsed.statusCode).toBe(402);
    expect((lapsed.json() as { detail: string }).detail).toMatch(/^API access not included\. Your Free allowance has no API access \(Pro Annual has API access/);
    expect((await listOf(linus)).list.keys.map((key) => key.id)).toEqual([created.id]);
  });
});

describe('the OpenAPI document (D137)', () => {
  it('declares the key beside the session token, and which operations take one with which scope', async () => {
    const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: object[]; 'x-api-key-scope'?: string; operationId?: string; summary?: string; responses: Record<string, unknown> }>>;
    };
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const start = document.paths['/v1/sequences/sequences/{id}/runs']!.post!;
    expect(start.security).toEqual([{ sessionToken: [] }, { apiKey: [] }]);
    expect(start['x-api-key-scope']).toBe('runs:start');
    expect(Object.keys(start.responses)).toEqual(expect.arrayContaining(['202', '401', '402', '403', '429']));
    expect(document.paths['/v1/credentials']!.get!.security).toEqual([{ sessionToken: [] }]);
    expect(document.paths['/v1/credentials']!.get!['x-api-key-scope']).toBeUndefined();
    for (const [path, method, operationId] of [
      ['/v1/api-keys', 'get', 'listApiKeys'],
      ['/v1/api-keys', 'post', 'createApiKey'],
      ['/v1/api-keys/{id}', 'delete', 'revokeApiKey'],
    ] as const) {
      const operation = document.paths[path]![method]!;
      expect(operation).toMatchObject({ operationId, security: [{ sessionToken: [] }] });
      expect(operation.summary).toEqual(expect.any(String));
    }
    expect(Object.keys(document.paths['/v1/api-keys/{id}']!.delete!.responses)).toEqual(expect.arrayContaining(['204', '401', '403', '404']));
  });
});
