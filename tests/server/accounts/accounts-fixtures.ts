import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../../server/app';

export const defaultPassword = 'secret123';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface RegisteredUser {
  token: string;
  email: string;
  password: string;
  name: string;
  lastname: string;
}

export function registerRequest(app: App, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/v1/auth/register', payload });
}

/** Registers through the API, as a visitor would. */
export async function registerUser(app: App, overrides: Partial<Omit<RegisteredUser, 'token'>> = {}): Promise<RegisteredUser> {
  const user = { name: 'Ada', lastname: 'Lovelace', email: uniqueEmail(), password: defaultPassword, ...overrides };
  const response = await registerRequest(app, { ...user, is_active: true, is_admin: false });
  expect(response.statusCode, response.body).toBe(201);
  return { ...user, token: response.json().access_token };
}

export function loginRequest(app: App, email: string, password: string, clientIp = '203.0.113.1') {
  return app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: clientIp });
}

/** A second session for the same user. */
export async function signIn(app: App, email: string, password: string): Promise<string> {
  const response = await loginRequest(app, email, password, `198.51.100.${Math.floor(Math.random() * 250) + 1}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token;
}

export function getMe(app: App, token: string | undefined) {
  return app.inject({ method: 'GET', url: '/v1/users/me', headers: token === undefined ? {} : { authorization: token } });
}
