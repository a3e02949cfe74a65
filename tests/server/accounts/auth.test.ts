import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { loginThrottleLimits, retryWaitText } from '../../../server/accounts/login-throttle';
import { dummyPasswordHash, hashPassword, parsePasswordHash, scryptParameters, verifyPassword } from '../../../server/accounts/passwords';
import { hashToken } from '../../../server/accounts/tokens';
import type { Database } from '../../../server/db/database';
import { loginAttempts, sessions, users } from '../../../server/db/schema/accounts';
import {
  defaultPassword,
  getMe,
  loginRequest,
  registerRequest,
  registerUser,
  signIn,
  uniqueEmail,
} from './accounts-fixtures';
import { startTestApp, testSecretKey } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(loginAttempts);
});

async function storedUser(email: string) {
  const [row] = await database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

describe('passwords', () => {
  it('salts every hash, verifies the right password only, and stores its scrypt parameters', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).not.toBe(second);
    expect(parsePasswordHash(first)).toMatchObject(scryptParameters);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horsf', first)).toBe(false);
  });

  it('rejects a missing or unusable hash after the same scrypt work as a real one', async () => {
    // The dummy hash has the production parameters, so an unknown email costs what a wrong password costs.
    expect(parsePasswordHash(await dummyPasswordHash())).toMatchObject(scryptParameters);
    expect(await verifyPassword('botflow-dummy-password', undefined)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

describe('POST /v1/auth/register', () => {
  it('creates an active user and returns 201 with a working token', async () => {
    const email = uniqueEmail('Grace');
    const response = await registerRequest(app, { name: '  Grace ', lastname: 'Hopper', email: `  ${email} `, password: 'cobol60', is_active: true, is_admin: false });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      user: { name: 'Grace', lastname: 'Hopper', email, is_active: true, is_admin: false, created_at: expect.any(String) },
    });
    expect(new Date(body.user.created_at).toISOString()).toBe(body.user.created_at);
    expect(body.access_token.length).toBeGreaterThanOrEqual(43);

    const me = await getMe(app, body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);

    // Neither the password nor the token is stored in the clear.
    const row = await storedUser(email);
    expect(row?.passwordHash).not.toContain('cobol60');
    expect(await verifyPassword('cobol60', row?.passwordHash)).toBe(true);
    const stored = await database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(body.access_token));
    expect(stored[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('ignores is_admin: true and is_active: false in the body', async () => {
    const email = uniqueEmail('mallory');
    const response = await registerRequest(app, { name: 'Mallory', lastname: 'M', email, password: defaultPassword, is_active: false, is_admin: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ is_active: true, is_admin: false });
    expect(await storedUser(email)).toMatchObject({ isActive: true, isAdmin: false });
  });

  it('answers 409 for an email already used, whatever its case', async () => {
    const email = uniqueEmail('ann');
    await registerUser(app, { email });
    const response = await registerRequest(app, { name: 'Other', lastname: 'Ann', email: email.toUpperCase(), password: defaultPassword });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Email already registered' });
  });

  it('answers 409 to the loser of two simultaneous registrations', async () => {
    const email = uniqueEmail('race');
    const payload = { name: 'Race', lastname: 'Twin', password: defaultPassword };
    const responses = await Promise.all([registerRequest(app, { ...payload, email }), registerRequest(app, { ...payload, email: email.toUpperCase() })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual({ detail: 'Email already registered' });
  });

  const valid = { name: 'Ada', lastname: 'Lovelace', password: defaultPassword };
  it.each([
    ['missing first name', { name: undefined }, 'name: First name is required'],
    ['blank first name', { name: '   ' }, 'name: First name is required'],
    ['first name over 50', { name: 'x'.repeat(51) }, 'name: First name must not exceed 50 characters'],
    ['missing last name', { lastname: undefined }, 'lastname: Last name is required'],
    ['last name over 50', { lastname: 'y'.repeat(51) }, 'lastname: Last name must not exceed 50 characters'],
    ['missing email', { email: undefined }, 'email: Email is required'],
    ['invalid email', { email: 'not-an-email' }, 'email: Invalid email address'],
    ['missing password', { password: undefined }, 'password: Password is required'],
    ['password under 6', { password: '12345' }, 'password: Password must be at least 6 characters'],
    ['password over 100', { password: 'p'.repeat(101) }, 'password: Password must not exceed 100 characters'],
    ['is_admin not a boolean', { is_admin: 'yes' }, 'is_admin'],
  ])('answers 422 for %s', async (_case, change, detail) => {
    const email = uniqueEmail('invalid');
    const response = await registerRequest(app, { ...valid, email, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(detail);
    expect(await storedUser(email)).toBeUndefined();
  });

  it('accepts a name of exactly 50 characters and a password of exactly 6 and 100', async () => {
    await registerUser(app, { name: 'n'.repeat(50), password: '123456' });
    await registerUser(app, { password: 'p'.repeat(100) });
  });
});

describe('POST /v1/auth/login', () => {
  it('signs in with the email in any case and returns a fresh token and the user', async () => {
    const user = await registerUser(app, { name: 'Linus', lastname: 'T' });
    const response = await loginRequest(app, `  ${user.email.toUpperCase()} `, user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ name: 'Linus', lastname: 'T', email: user.email, is_active: true, is_admin: false, created_at: expect.any(String) });
    expect(body.access_token).not.toBe(user.token);
    expect((await getMe(app, body.access_token)).statusCode).toBe(200);
    // The registration session stays valid beside the new one.
    expect((await getMe(app, user.token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await registerUser(app);
    const wrongPassword = await loginRequest(app, user.email, 'wrong-password');
    const unknownEmail = await loginRequest(app, uniqueEmail('nobody'), user.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: 'Invalid email or password' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('refuses a deactivated account with the same 401', async () => {
    const user = await registerUser(app);
    await database.db.update(users).set({ isActive: false }).where(sql`lower(${users.email}) = lower(${user.email})`);
    const response = await loginRequest(app, user.email, user.password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid email or password' });
    // Its existing session stops working too.
    expect((await getMe(app, user.token)).statusCode).toBe(401);
  });

  it.each([
    ['missing email', { password: 'x' }, 'email: Email is required'],
    ['invalid email', { email: 'nope', password: 'x' }, 'email: Invalid email address'],
    ['missing password', { email: 'a@b.io' }, 'password: Password is required'],
  ])('answers 422 for %s', async (_case, payload, detail) => {
    const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(detail);
  });
});

describe('login throttling', () => {
  const { maxFailures } = loginThrottleLimits;

  async function failTimes(target: App, email: string, times: number, clientIp = '203.0.113.9') {
    for (let attempt = 0; attempt < times; attempt += 1) {
      const response = await loginRequest(target, email, 'wrong-password', clientIp);
      expect(response.statusCode, `attempt ${attempt + 1}`).toBe(401);
    }
  }

  it('blocks a client for one email after repeated failures, even with the right password', async () => {
    const user = await registerUser(app);
    await failTimes(app, user.email, maxFailures);
    const blocked = await loginRequest(app, user.email.toUpperCase(), user.password, '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another client, or the same client for another email, is not blocked.
    expect((await loginRequest(app, user.email, user.password, '203.0.113.10')).statusCode).toBe(200);
    expect((await loginRequest(app, uniqueEmail('other'), 'wrong-password', '203.0.113.9')).statusCode).toBe(401);
  });

  it('throttles unknown emails the same way, so the 429 reveals nothing either', async () => {
    const email = uniqueEmail('ghost');
    await failTimes(app, email, maxFailures);
    expect((await loginRequest(app, email, 'wrong-password', '203.0.113.9')).statusCode).toBe(429);
  });

  it('says the wait in seconds when less than a minute is left', async () => {
    const user = await registerUser(app);
    await failTimes(app, user.email, maxFailures);
    await database.db.update(loginAttempts).set({ blockedUntil: sql`now() + interval '42 seconds'` }).where(eq(loginAttempts.email, user.email.toLowerCase()));
    const blocked = await loginRequest(app, user.email, user.password, '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many failed sign-in attempts\. Please try again in 4[12] seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(41);
  });

  it('lets the client in again once the block has ended, starting a new count', async () => {
    const user = await registerUser(app);
    await failTimes(app, user.email, maxFailures);
    await database.db.update(loginAttempts).set({ blockedUntil: sql`now() - interval '1 second'` }).where(eq(loginAttempts.email, user.email.toLowerCase()));
    await failTimes(app, user.email, 1);
    const [row] = await database.db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email.toLowerCase()));
    expect(row).toMatchObject({ failures: 1, blockedUntil: null });
    expect((await loginRequest(app, user.email, user.password, '203.0.113.9')).statusCode).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const user = await registerUser(app);
    await failTimes(app, user.email, maxFailures - 1);
    await database.db
      .update(loginAttempts)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.email, user.email.toLowerCase()));
    await failTimes(app, user.email, maxFailures - 1);
    expect((await loginRequest(app, user.email, user.password, '203.0.113.9')).statusCode).toBe(200);
  });

  it('resets the count after a successful sign-in', async () => {
    const user = await registerUser(app);
    await failTimes(app, user.email, maxFailures - 1);
    expect((await loginRequest(app, user.email, user.password, '203.0.113.9')).statusCode).toBe(200);
    await failTimes(app, user.email, maxFailures - 1);
    expect((await loginRequest(app, user.email, user.password, '203.0.113.9')).statusCode).toBe(200);
  });

  it('shares the count between server processes on one database', async () => {
    const secondApp = await buildApp({ database, secretKey: testSecretKey });
    await secondApp.ready();
    try {
      const user = await registerUser(app);
      await failTimes(app, user.email, 3);
      await failTimes(secondApp, user.email, maxFailures - 3);
      expect((await loginRequest(app, user.email, user.password, '203.0.113.9')).statusCode).toBe(429);
      expect((await loginRequest(secondApp, user.email, user.password, '203.0.113.9')).statusCode).toBe(429);
    } finally {
      await secondApp.close();
    }
  });

  it('counts simultaneous failures without losing any', async () => {
    const email = uniqueEmail('burst');
    const responses = await Promise.all(Array.from({ length: maxFailures }, () => loginRequest(app, email, 'wrong-password', '203.0.113.9')));
    expect(responses.every((response) => response.statusCode === 401)).toBe(true);
    const [row] = await database.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(row?.failures).toBe(maxFailures);
    expect(row?.blockedUntil).not.toBeNull();
  });

  it.each([
    [1, '1 second'],
    [42, '42 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('words a wait of %i s as "%s"', (seconds, text) => {
    expect(retryWaitText(seconds)).toBe(text);
  });
});

describe('POST /v1/auth/logout', () => {
  it('answers 204 and the token then gets 401 everywhere', async () => {
    const user = await registerUser(app);
    const otherSession = await signIn(app, user.email, user.password);
    const response = await app.inject({ method: 'POST', url: '/v1/auth/logout', headers: { authorization: user.token } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const headers = { authorization: user.token };
    const afterwards = await Promise.all([
      getMe(app, user.token),
      app.inject({ method: 'PUT', url: '/v1/users/me', headers, payload: { name: 'A', lastname: 'B', email: user.email } }),
      app.inject({ method: 'POST', url: '/v1/auth/logout', headers }),
      app.inject({ method: 'POST', url: '/v1/auth/change-password', headers, payload: { current_password: user.password, new_password: 'another1' } }),
      app.inject({ method: 'GET', url: '/v1/subscriptions/subscriptions/current', headers }),
      app.inject({ method: 'GET', url: '/v1/sequences/sequences', headers }),
    ]);
    for (const [index, answer] of afterwards.entries()) {
      expect(answer.statusCode, `call ${index}`).toBe(401);
      expect(answer.json()).toEqual({ detail: 'Not authenticated' });
    }
    // Only the presented token was revoked.
    expect((await getMe(app, otherSession)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });
});

describe('session expiry', () => {
  it('answers 401 to a token whose session has expired, and only to that one', async () => {
    const user = await registerUser(app);
    const otherSession = await signIn(app, user.email, user.password);
    expect((await getMe(app, user.token)).statusCode).toBe(200);

    // The clock cannot be moved inside the server, so the stored expiry is moved into the past instead.
    const expired = await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)))
      .returning({ id: sessions.id });
    expect(expired).toHaveLength(1);

    const headers = { authorization: user.token };
    const afterwards = await Promise.all([
      getMe(app, user.token),
      app.inject({ method: 'PUT', url: '/v1/users/me', headers, payload: { name: 'A', lastname: 'B', email: user.email } }),
      app.inject({ method: 'POST', url: '/v1/auth/change-password', headers, payload: { current_password: user.password, new_password: 'another1' } }),
    ]);
    for (const [index, answer] of afterwards.entries()) {
      expect(answer.statusCode, `call ${index}`).toBe(401);
      expect(answer.json()).toEqual({ detail: 'Not authenticated' });
    }
    expect((await getMe(app, otherSession)).statusCode).toBe(200);
    // Nothing was changed through the expired token.
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('POST /v1/auth/change-password', () => {
  function changePassword(token: string | undefined, payload: Record<string, unknown>) {
    return app.inject({ method: 'POST', url: '/v1/auth/change-password', headers: token ? { authorization: token } : {}, payload });
  }

  it('changes the password, keeps this session and revokes every other one', async () => {
    const user = await registerUser(app);
    const otherSession = await signIn(app, user.email, user.password);
    const response = await changePassword(user.token, { current_password: user.password, new_password: 'brand-new-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Password changed successfully' });

    expect((await getMe(app, user.token)).statusCode).toBe(200);
    expect((await getMe(app, otherSession)).statusCode).toBe(401);
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(401);
    expect((await loginRequest(app, user.email, 'brand-new-1')).statusCode).toBe(200);
  });

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const user = await registerUser(app);
    const otherSession = await signIn(app, user.email, user.password);
    const response = await changePassword(user.token, { current_password: 'not-my-password', new_password: 'brand-new-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Current password is incorrect' });
    expect((await getMe(app, otherSession)).statusCode).toBe(200);
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['a short new password', { new_password: '12345' }, 'new_password: New password must be at least 6 characters'],
    ['a new password over 100', { new_password: 'p'.repeat(101) }, 'new_password: New password must not exceed 100 characters'],
    ['no current password', { current_password: undefined }, 'current_password: Current password is required'],
  ])('answers 422 for %s', async (_case, change, detail) => {
    const user = await registerUser(app);
    const response = await changePassword(user.token, { current_password: user.password, new_password: 'brand-new-1', ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(detail);
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await changePassword(undefined, { current_password: defaultPassword, new_password: 'brand-new-1' });
    expect(response.statusCode).toBe(401);
  });
});

describe('bodies the parser refuses', () => {
  it('answers malformed JSON with a 400 {detail}', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.io", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers a body over 5 MB with a 413 {detail}', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024 + 1), lastname: 'L', email: uniqueEmail(), password: defaultPassword }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it.each([
    ['an empty JSON body', { 'content-type': 'application/json' }, ''],
    ['a JSON array', { 'content-type': 'application/json' }, '[]'],
    ['JSON null', { 'content-type': 'application/json' }, 'null'],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a%40b.io&password=x'],
    ['no body at all', {}, undefined],
  ])('answers %s with a 4xx {detail}', async (_case, headers, payload) => {
    const response = await app.inject({ method: 'POST', url: '/v1/auth/register', headers, ...(payload === undefined ? {} : { payload }) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });
});

describe('OpenAPI', () => {
  it('documents the account routes from their schemas', async () => {
    const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/auth/register', '/v1/auth/login', '/v1/auth/logout', '/v1/auth/change-password', '/v1/users/me']),
    );
    expect(document.paths['/v1/auth/register'].post.requestBody).toBeDefined();
  });
});
