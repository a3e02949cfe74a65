import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { getMe, loginRequest, registerUser, uniqueEmail, type RegisteredUser } from './accounts-fixtures';
import { startTestApp } from '../test-app';

let app: App;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, stop } = await startTestApp());
});
afterAll(() => stop());

function putMe(token: string | undefined, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/v1/users/me', headers: token === undefined ? {} : { authorization: token }, payload });
}

function profileOf(user: RegisteredUser) {
  return { name: user.name, lastname: user.lastname, email: user.email };
}

describe('GET /v1/users/me', () => {
  it('returns the signed-in user in the profile shape', async () => {
    const user = await registerUser(app, { name: 'Katherine', lastname: 'Johnson' });
    const response = await getMe(app, user.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ name: 'Katherine', lastname: 'Johnson', email: user.email, is_active: true, is_admin: false, created_at: expect.any(String) });
    expect(Math.abs(Date.parse(body.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it('accepts the token with a Bearer prefix as well as raw', async () => {
    const user = await registerUser(app);
    for (const authorization of [`Bearer ${user.token}`, `bearer ${user.token}`, user.token]) {
      const response = await getMe(app, authorization);
      expect(response.statusCode, authorization.slice(0, 7)).toBe(200);
      expect(response.json().email).toBe(user.email);
    }
  });

  it.each([
    ['no token', undefined],
    ['an empty header', ''],
    ['an unknown token', 'not-a-real-token'],
    ['an empty Bearer', 'Bearer '],
  ])('answers 401 {detail} for %s', async (_case, token) => {
    const response = await getMe(app, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });
});

describe('PUT /v1/users/me', () => {
  it('updates name, lastname and email (trimmed) and returns the profile', async () => {
    const user = await registerUser(app);
    const newEmail = uniqueEmail('renamed');
    const response = await putMe(user.token, { name: ' Ada ', lastname: ' King ', email: ` ${newEmail} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ada', lastname: 'King', email: newEmail, is_active: true, is_admin: false, created_at: expect.any(String) });
    expect((await getMe(app, user.token)).json()).toMatchObject({ name: 'Ada', lastname: 'King', email: newEmail });
    expect((await loginRequest(app, newEmail, user.password)).statusCode).toBe(200);
    expect((await loginRequest(app, user.email, user.password)).statusCode).toBe(401);
  });

  it('ignores fields that are not editable', async () => {
    const user = await registerUser(app);
    const response = await putMe(user.token, { ...profileOf(user), is_admin: true, is_active: false, created_at: '2000-01-01T00:00:00.000Z' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_admin: false, is_active: true });
    expect(response.json().created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('lets users change the case of their own email', async () => {
    const user = await registerUser(app);
    const response = await putMe(user.token, { ...profileOf(user), email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(user.email.toUpperCase());
  });

  it("answers 409 for another user's email, whatever its case, and changes nothing", async () => {
    const taken = await registerUser(app);
    const user = await registerUser(app, { name: 'Grace' });
    const response = await putMe(user.token, { name: 'Changed', lastname: 'Changed', email: taken.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Email already registered' });
    expect((await getMe(app, user.token)).json()).toMatchObject(profileOf(user));
  });

  it.each([
    ['missing first name', { name: undefined }, 'name: First name is required'],
    ['blank first name', { name: '  ' }, 'name: First name is required'],
    ['first name over 50', { name: 'n'.repeat(51) }, 'name: First name must not exceed 50 characters'],
    ['missing last name', { lastname: undefined }, 'lastname: Last name is required'],
    ['last name over 50', { lastname: 'l'.repeat(51) }, 'lastname: Last name must not exceed 50 characters'],
    ['missing email', { email: undefined }, 'email: Email is required'],
    ['invalid email', { email: 'ada@' }, 'email: Invalid email address'],
  ])('answers 422 for %s and changes nothing', async (_case, change, detail) => {
    const user = await registerUser(app);
    const response = await putMe(user.token, { ...profileOf(user), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(detail);
    expect((await getMe(app, user.token)).json()).toMatchObject(profileOf(user));
  });

  it('answers 401 without a token', async () => {
    const response = await putMe(undefined, { name: 'A', lastname: 'B', email: uniqueEmail() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('answers malformed JSON with a 400 {detail}', async () => {
    const user = await registerUser(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      headers: { authorization: user.token, 'content-type': 'application/json' },
      payload: '{name:',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });
});
