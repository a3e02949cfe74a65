import { expect } from 'vitest';
import type { App } from '../../../server/app';
import type { UserWithToken } from '../fixtures';

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
