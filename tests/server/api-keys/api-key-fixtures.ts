import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { findActivePlan, startPaidPeriod } from '../../../server/plans/repository';
import { createdApiKeySchema, type CreatedApiKey } from '../../../src/domain/api-keys/api-key-contract';
import { apiKeyScopes, type ApiKeyScope } from '../../../src/domain/api-keys/api-key-scopes';
import type { UserWithToken } from '../fixtures';

/** The API keys' server tests: a user on a plan, their keys, and calls made with a key. */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function apiKeyCalls(app: App, database: Database) {
  /** Holds the plan for a month from now (D85), as a paid checkout would. */
  async function subscribeTo(user: UserWithToken, planId: string, periodEnd = new Date(Date.now() + 30 * 86_400_000)) {
    const plan = await findActivePlan(database.db, planId);
    if (!plan) throw new Error(`no plan ${planId}: seed the plans first`);
    await startPaidPeriod(database.db, user.id, plan, 1, periodEnd);
  }

  const call = (authorization: string, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/v1${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });

  /** A call signed in with the user's session token. */
  const asUser = (user: UserWithToken, method: Method, url: string, payload?: object) => call(user.token, method, url, payload);

  /** A call made with an API key, as another program sends it. */
  const withKey = (key: string, method: Method, url: string, payload?: object) => call(`Bearer ${key}`, method, url, payload);

  async function createKey(user: UserWithToken, scopes: readonly ApiKeyScope[] = apiKeyScopes, extra: { name?: string; expiresAt?: string | null } = {}): Promise<CreatedApiKey> {
    const response = await asUser(user, 'POST', '/api-keys', { name: extra.name ?? 'Deploy script', scopes, ...(extra.expiresAt !== undefined ? { expiresAt: extra.expiresAt } : {}) });
    expect(response.statusCode, response.body).toBe(201);
    return createdApiKeySchema.parse(response.json());
  }

  return { subscribeTo, asUser, withKey, createKey };
}

export const timerless = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start', type: 'start', properties: {} } },
    { id: 'end', type: 'end', position: { x: 200, y: 0 }, data: { label: 'End', type: 'end', properties: {} } },
  ],
  edges: [{ id: 'e1', source: 'start', target: 'end' }],
  viewport: { x: 0, y: 0, zoom: 1 },
};
