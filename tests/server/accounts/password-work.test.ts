import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { passwordWorkAbandoned, passwordWorkBusy, passwordWorkGate } from '../../../server/accounts/password-work';
import { HttpError } from '../../../server/plugins/errors';
import { defaultPassword, loginRequest, registerUser } from './accounts-fixtures';
import { startTestApp } from '../test-app';

function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('the password work gate', () => {
  it('runs up to its limit, queues the next in order, and refuses the rest at once with 503 and Retry-After', async () => {
    const gate = passwordWorkGate({ running: 1, waiting: 1 });
    const order: string[] = [];
    const first = deferred();
    const running = gate(async () => {
      order.push('first');
      await first.done;
    });
    const waiting = gate(async () => {
      order.push('second');
    });
    const refused = await gate(async () => order.push('third')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: passwordWorkBusy, headers: { 'Retry-After': '1' } });
    expect(order).toEqual(['first']);

    first.finish();
    await Promise.all([running, waiting]);
    expect(order).toEqual(['first', 'second']);
  });

  it('skips the work of a caller gone by its turn, and gives its slot to the next', async () => {
    const gate = passwordWorkGate({ running: 1, waiting: 2 });
    const first = deferred();
    const ran: string[] = [];
    let callerConnected = true;
    const running = gate(() => first.done);
    const abandoned = gate(async () => ran.push('abandoned'), () => callerConnected).catch((error: unknown) => error);
    const next = gate(async () => ran.push('next'), () => true);
    callerConnected = false;
    first.finish();
    await running;
    expect(await abandoned).toMatchObject({ statusCode: 503, message: passwordWorkAbandoned });
    await next;
    expect(ran).toEqual(['next']);
    await expect(gate(async () => 'hashed')).resolves.toBe('hashed');
  });

  it('gives the slot back when the work fails', async () => {
    const gate = passwordWorkGate({ running: 1, waiting: 0 });
    await expect(gate(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    await expect(gate(async () => 'hashed')).resolves.toBe('hashed');
  });
});

describe('sign-ins beyond what the server can hash at once', () => {
  let app: App;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ app, stop } = await startTestApp({ passwordWork: { running: 1, waiting: 1 } }));
  });
  afterAll(() => stop());

  it('are answered 503 with a detail and Retry-After while the admitted ones sign in, and the next sign-in goes through', async () => {
    const { email } = await registerUser(app);
    const replies = await Promise.all(Array.from({ length: 6 }, () => loginRequest(app, email, defaultPassword)));

    const busy = replies.filter((reply) => reply.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const reply of busy) {
      expect(reply.json()).toEqual({ detail: passwordWorkBusy });
      expect(reply.headers['retry-after']).toBe('1');
    }
    expect(replies.filter((reply) => reply.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    expect(busy.length + replies.filter((reply) => reply.statusCode === 200).length).toBe(replies.length);

    expect((await loginRequest(app, email, defaultPassword)).statusCode).toBe(200);
  });
});
