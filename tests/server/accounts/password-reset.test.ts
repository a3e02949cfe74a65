import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { hashToken } from '../../../server/accounts/tokens';
import type { Database } from '../../../server/db/database';
import { loginAttempts, passwordResets, users } from '../../../server/db/schema/accounts';
import { accountEmails } from '../../../server/db/schema/mail';
import { listAccountEmails } from '../../../server/mail/repository';
import { readConfig } from '../../../server/config';
import { resetLinkOf } from '../../../server/accounts/reset-mail';
import { resetLinkMessages } from '../../../src/domain/account/auth';
import { defaultPassword, getMe, loginRequest, registerUser, signIn, uniqueEmail } from './accounts-fixtures';
import { startTestApp, testSecretKey } from '../test-app';

const publicUrl = 'https://botflow.example.com/app';
let app: App;
let database: Database;
let stop: () => Promise<void>;
/** The clock reset links are made and checked by; each test starts it at the real time. */
let clock = new Date();
const mailWork: Promise<void>[] = [];

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({ accounts: { publicUrl, now: () => clock, onResetMail: (work) => void mailWork.push(work) } }));
});
afterAll(() => stop());
beforeEach(async () => {
  clock = new Date();
  await database.db.delete(loginAttempts);
});

const minutes = (count: number) => count * 60 * 1000;

/** Asks for a link and waits for the e-mail's work, which runs after the answer. */
async function forgot(email: unknown, clientIp = '203.0.113.9') {
  const response = await app.inject({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email }, remoteAddress: clientIp });
  await Promise.all(mailWork.splice(0));
  return response;
}

function reset(token: unknown, password: unknown) {
  return app.inject({ method: 'POST', url: '/v1/auth/reset-password', payload: { token, password } });
}

async function resetEmails(to: string) {
  return listAccountEmails(database.db, { to, kind: 'password-reset' });
}

/** The token in the newest reset e-mail to the address. */
async function linkToken(to: string): Promise<string> {
  const [email] = await resetEmails(to);
  const link = email?.body.match(/https:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link was written to ${to}`);
  expect(link.startsWith(`${publicUrl}/reset-password?token=`)).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

describe('asking for a reset link', () => {
  it('answers 204 for an address without an account, and writes nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await forgot(email);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await database.db.select().from(accountEmails).where(eq(accountEmails.to, email))).toEqual([]);
  });

  it('answers the same 204 for an account, and keeps an e-mail with a link for it alone', async () => {
    const user = await registerUser(app);
    const before = await database.db.select().from(passwordResets);
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [email, ...more] = await resetEmails(user.email);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ kind: 'password-reset', subject: 'Reset your Botflow password', sentAt: null, error: null });
    expect(email?.body).toContain('within 30 minutes');
    const token = await linkToken(user.email);
    // Only the token's hash is stored, with its expiry 30 minutes on.
    const [stored] = (await database.db.select().from(passwordResets)).filter((row) => !before.some((old) => old.id === row.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.expiresAt.getTime()).toBe(clock.getTime() + minutes(30));
    expect(stored?.usedAt).toBeNull();
  });

  it('writes nothing for a deactivated account, with the same answer', async () => {
    const user = await registerUser(app);
    await database.db.update(users).set({ isActive: false }).where(eq(users.email, user.email));
    expect((await forgot(user.email)).statusCode).toBe(204);
    expect(await resetEmails(user.email)).toEqual([]);
  });

  it('refuses a malformed address with 422 naming the field', async () => {
    for (const email of ['not-an-address', '', 42]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/^email: /);
    }
  });

  it('is limited like sign-in: the sixth request in 15 minutes from one client for one address is a 429', async () => {
    const user = await registerUser(app);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await forgot(user.email)).statusCode).toBe(204);
    const refused = await forgot(user.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many password reset requests. Please try again in 15 minutes.' });
    expect(refused.headers['retry-after']).toBe('900');
    expect(await resetEmails(user.email)).toHaveLength(5);
    // The same client for another address, and another client, are not held back; nor is sign-in.
    expect((await forgot(uniqueEmail())).statusCode).toBe(204);
    expect((await forgot(user.email, '198.51.100.77')).statusCode).toBe(204);
    expect((await loginRequest(app, user.email, defaultPassword, '203.0.113.9')).statusCode).toBe(200);
    // An unknown address is limited the same way: the limit tells nothing either.
    const nobody = uniqueEmail('nobody');
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await forgot(nobody)).statusCode).toBe(204);
    expect((await forgot(nobody)).statusCode).toBe(429);
  });
});

describe('resetting the password with the link', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const user = await registerUser(app);
    const second = await signIn(app, user.email, user.password);
    await forgot(user.email);
    const token = await linkToken(user.email);

    const response = await reset(token, 'brand-new-secret');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await getMe(app, user.token)).statusCode).toBe(401);
    expect((await getMe(app, second)).statusCode).toBe(401);
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(401);
    expect((await loginRequest(app, user.email, 'brand-new-secret')).statusCode).toBe(200);

    const again = await reset(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: resetLinkMessages.invalid });
    expect((await loginRequest(app, user.email, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('expires 30 minutes after it was asked for', async () => {
    const user = await registerUser(app);
    await forgot(user.email);
    const late = await linkToken(user.email);
    clock = new Date(clock.getTime() + minutes(30));
    expect((await reset(late, 'too-late-secret')).json()).toEqual({ detail: resetLinkMessages.invalid });
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(200);

    await forgot(user.email);
    const inTime = await linkToken(user.email);
    clock = new Date(clock.getTime() + minutes(30) - 1000);
    expect((await reset(inTime, 'just-in-time')).statusCode).toBe(204);
  });

  it('refuses an unknown token with 400, and a bad password with 422 leaving the link usable', async () => {
    expect((await reset('not-a-token', 'whatever-secret')).statusCode).toBe(400);
    const user = await registerUser(app);
    await forgot(user.email);
    const token = await linkToken(user.email);
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('password: New password must be at least 6 characters');
    expect((await reset(token, 'x'.repeat(101))).statusCode).toBe(422);
    expect((await reset('', 'whatever-secret')).statusCode).toBe(422);
    expect((await getMe(app, user.token)).statusCode).toBe(200);
    expect((await reset(token, 'long-enough')).statusCode).toBe(204);
  });

  it("uses up the account's other links, and lifts a sign-in block on its address", async () => {
    const user = await registerUser(app);
    for (let attempt = 1; attempt <= 5; attempt += 1) await loginRequest(app, user.email, 'wrong-password');
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(429);
    await forgot(user.email);
    const first = await linkToken(user.email);
    await forgot(user.email);
    const second = await linkToken(user.email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'fresh-secret')).statusCode).toBe(204);
    expect((await reset(first, 'stale-secret')).statusCode).toBe(400);
    expect((await loginRequest(app, user.email, 'fresh-secret')).statusCode).toBe(200);
  });

  it('lets one of two requests with the same link win', async () => {
    const user = await registerUser(app);
    await forgot(user.email);
    const token = await linkToken(user.email);
    const answers = await Promise.all([reset(token, 'first-secret'), reset(token, 'second-secret')]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([204, 400]);
  });
});

describe('without SMTP_URL', () => {
  it('logs the link at warn level for the operator to pass on', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const work: Promise<void>[] = [];
    const logged = await buildApp({ database, secretKey: testSecretKey, logger: { level: 'warn', stream }, accounts: { publicUrl, onResetMail: (each) => void work.push(each) } });
    try {
      const user = await registerUser(logged);
      expect((await logged.inject({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email: user.email } })).statusCode).toBe(204);
      await Promise.all(work);
      const token = await linkToken(user.email);
      const warning = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).find((line) => line.msg.startsWith('SMTP_URL is not set'));
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toBe(`SMTP_URL is not set: the password reset link for ${user.email} is ${publicUrl}/reset-password?token=${token}`);
    } finally {
      await logged.close();
    }
  });
});

describe('PUBLIC_URL', () => {
  it('is where reset links point: http://localhost:PORT unless set, and only an http or https address', () => {
    expect(readConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(readConfig({ PUBLIC_URL: 'https://botflow.example.com' }).publicUrl).toBe('https://botflow.example.com');
    expect(() => readConfig({ PUBLIC_URL: 'botflow.example.com' })).toThrow('PUBLIC_URL must be an http or https address, got "botflow.example.com"');
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_URL must be an http or https address');
    expect(resetLinkOf('https://botflow.example.com', 'abc-_1')).toBe('https://botflow.example.com/reset-password?token=abc-_1');
    expect(resetLinkOf('https://example.com/botflow/', 'abc')).toBe('https://example.com/botflow/reset-password?token=abc');
  });
});
