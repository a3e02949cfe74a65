import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdApiKeySchema } from '../../../src/domain/api-keys/api-key-contract';
import { runningServers, startListeningServer, type ServerProcess } from '../process/api-process';
import { createIsolatedDatabase } from '../test-app';

/**
 * Two real server processes on one PostgreSQL (as tests/server/process/several-processes.test.ts): a
 * key made through one is taken by the other, and revoked through either it is refused by both at
 * once, since no process keeps keys in memory (D102, D137).
 */

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('API keys on two processes sharing one PostgreSQL', () => {
  let one: ServerProcess;
  let other: ServerProcess;
  beforeAll(async () => {
    const url = await createIsolatedDatabase(databaseUrl!);
    one = await startListeningServer({ DATABASE_URL: url });
    other = await startListeningServer({ DATABASE_URL: url, SEED_DEMO: 'false' });
  }, 60_000);
  afterAll(() => {
    for (const child of runningServers) child.kill('SIGKILL');
  });

  const call = (base: string, authorization: string, method: string, path: string, body?: unknown) =>
    fetch(`${base}/v1${path}`, {
      method,
      headers: { Authorization: authorization, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** A new account on Pro Annual, paid through the test-mode checkout as /payment pays (D85). */
  async function proAccount(): Promise<string> {
    const email = `keys-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const registered = await fetch(`${one.base}/v1/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', lastname: 'Lovelace', email, password: 'correct-horse-42', is_active: true, is_admin: false }),
    });
    expect(registered.status).toBe(201);
    const token = ((await registered.json()) as { access_token: string }).access_token;
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' };
    const paid = await call(one.base, token, 'POST', '/checkout', { purpose: 'plan', plan_id: 'pro-annual', idempotency_key: `plan-${email}`, method: 'card', card });
    expect(paid.status, await paid.text()).toBe(201);
    return token;
  }

  it('a key made through one process works on the other; revoked through the other, both refuse it at once', async () => {
    const token = await proAccount();
    const created = await call(one.base, token, 'POST', '/api-keys', { name: 'Across processes', scopes: ['sequences:read'] });
    expect(created.status).toBe(201);
    const { id, key } = createdApiKeySchema.parse(await created.json());
    const bearer = `Bearer ${key}`;
    expect((await call(other.base, bearer, 'GET', '/sequences/sequences')).status).toBe(200);
    expect((await call(one.base, bearer, 'GET', '/sequences/sequences')).status).toBe(200);
    expect((await call(other.base, token, 'DELETE', `/api-keys/${id}`)).status).toBe(204);
    const [onOne, onOther] = await Promise.all([call(one.base, bearer, 'GET', '/sequences/sequences'), call(other.base, bearer, 'GET', '/sequences/sequences')]);
    expect([onOne.status, onOther.status]).toEqual([401, 401]);
  });

  it("a key's rate window is one across both processes", async () => {
    const token = await proAccount();
    const created = createdApiKeySchema.parse(await (await call(one.base, token, 'POST', '/api-keys', { name: 'Shared window', scopes: ['sequences:read'] })).json());
    const bearer = `Bearer ${created.key}`;
    // 600 a minute on Pro Annual: 300 through each process use the window up, whichever answers.
    const statuses: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => call(index % 2 === 0 ? one.base : other.base, bearer, 'GET', '/sequences/sequences')));
      statuses.push(...answers.map((answer) => answer.status));
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(600);
    const [past] = await Promise.all([call(one.base, bearer, 'GET', '/sequences/sequences'), call(other.base, bearer, 'GET', '/sequences/sequences')]);
    expect(past.status).toBe(429);
    expect(Number(past.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(other.base, bearer, 'GET', '/sequences/sequences')).status).toBe(429);
  }, 60_000);
});
