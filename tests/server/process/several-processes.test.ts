import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantMessagesPerMinute } from '../../../src/domain/assistant/chat';
import type { ServerRun } from '../../../src/domain/workflow/server-runs';
import { loginThrottleLimits } from '../../../server/accounts/login-throttle';
import { createIsolatedDatabase } from '../test-app';
import { runningServers, runUntil, signIn, startListeningServer, startRun, type ServerProcess } from './api-process';
import { startRoundRobinProxy } from './round-robin-proxy';

/**
 * Two server processes on one PostgreSQL behind a round-robin proxy (D64): everything a user
 * has lives in the database, so it does not matter which process answers.
 */

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('two processes on one PostgreSQL behind a load balancer', () => {
  let one: ServerProcess;
  let other: ServerProcess;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  beforeAll(async () => {
    const url = await createIsolatedDatabase(databaseUrl!);
    one = await startListeningServer({ DATABASE_URL: url, TRUST_PROXY_HOPS: '1' });
    other = await startListeningServer({ DATABASE_URL: url, TRUST_PROXY_HOPS: '1', SEED_DEMO: 'false' });
    proxy = await startRoundRobinProxy([one.base, other.base]);
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    for (const child of runningServers) child.kill('SIGKILL');
  });

  const call = (base: string, token: string | null, method: string, path: string, body?: unknown) =>
    fetch(`${base}/v1${path}`, {
      method,
      headers: { ...(token ? { Authorization: token } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('a token issued by one works on the other, and a logout on one revokes it on both', async () => {
    const token = await signIn(one.base);
    expect((await call(other.base, token, 'GET', '/users/me')).status).toBe(200);
    expect((await call(other.base, token, 'POST', '/auth/logout')).status).toBe(204);
    expect((await call(one.base, token, 'GET', '/users/me')).status).toBe(401);
    expect((await call(other.base, token, 'GET', '/users/me')).status).toBe(401);
  });

  it('the sign-in limit is shared: failures counted by either process block the next attempt on both', async () => {
    const wrong = { email: `nobody-${Date.now()}@example.com`, password: 'not-the-password' };
    const before = [...proxy.hits];
    for (let attempt = 0; attempt < loginThrottleLimits.maxFailures; attempt += 1) {
      expect((await call(proxy.base, null, 'POST', '/auth/login', wrong)).status).toBe(401);
    }
    expect(proxy.hits.every((count, index) => count > before[index]!)).toBe(true);
    const blocked = await Promise.all([call(proxy.base, null, 'POST', '/auth/login', wrong), call(proxy.base, null, 'POST', '/auth/login', wrong)]);
    expect(blocked.map((response) => response.status)).toEqual([429, 429]);
  });

  it("the assistant's limit is shared across both processes", async () => {
    const token = await signIn(one.base);
    const ask = () => call(proxy.base, token, 'POST', '/assistant/chat', { messages: [{ role: 'user', text: 'How do I run a workflow?' }] });
    for (let message = 0; message < assistantMessagesPerMinute; message += 1) {
      const answer = await ask();
      expect(answer.status).toBe(200);
      await answer.text();
    }
    const refused = await Promise.all([ask(), ask()]);
    expect(refused.map((response) => response.status)).toEqual([429, 429]);
  });

  it('a cart changed through one is seen through the other', async () => {
    const token = await signIn(one.base);
    await call(one.base, token, 'DELETE', '/cart');
    const { items } = (await (await call(one.base, token, 'GET', '/market/bots')).json()) as { items: { id: number }[] };
    const wanted = items.find((bot) => bot.id > 0)!;
    expect((await call(one.base, token, 'PUT', `/cart/items/${wanted.id}`)).status).toBeLessThan(300);
    const cart = (await (await call(other.base, token, 'GET', '/cart')).json()) as { items: { id: number }[] };
    expect(cart.items.map((bot) => bot.id)).toEqual([wanted.id]);
  });

  it('runs started through the load balancer are each executed once', async () => {
    const token = await signIn(one.base);
    const started: ServerRun[] = [];
    for (let index = 0; index < 6; index += 1) started.push(await startRun(proxy.base, token, 1));
    const finished = await Promise.all(started.map((run) => runUntil(proxy.base, token, run.id, (each) => ['completed', 'failed', 'cancelled'].includes(each.status), 60_000)));
    for (const run of finished) {
      expect(run.status).toBe('completed');
      // A second executor would have written its own steps, or a second attempt.
      expect(run.steps.map((step) => [step.nodeId, step.attempt])).toEqual([
        ['start', 1],
        ['wait', 1],
        ['end', 1],
      ]);
    }
  }, 90_000);
});
