/**
 * Generated requests against every endpoint of the OpenAPI document (D64): wrong types, huge
 * and deep bodies, malformed JSON, wrong content types, NUL and lone surrogates, lying multipart.
 * The server must never answer 5xx, every 4xx must carry a string `detail`, and health must still
 * answer afterwards. On PGlite only (CI's run of the suite on it).
 *
 * 100 requests an endpoint by default (7,500 in all, about a tenth of the 201 s the full count took in
 * CI); each run draws new ones from a fresh seed, so runs add up. The full fuzz is
 * `FUZZ_RUNS=1000 DATABASE_URL= npx vitest run --project server tests/server/fuzz` (a nightly's count).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken, newToken, sessionLifetimeMs } from '../../../server/accounts/tokens';
import { sessions } from '../../../server/db/schema/accounts';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { requestFor, type GeneratedRequest, type Operation } from './request-arbitraries';

const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 100);
const onPostgres = Boolean(process.env.DATABASE_URL);
/** The form uploads: their bodies are multipart forms, not the JSON the generated bodies are. */
const multipartRoutes = ['POST /v1/bots/upload', 'POST /v1/market/bots'];

interface BodySchema {
  properties?: Record<string, unknown>;
  /** A body told apart by a field (POST /v1/checkout's purpose): each variant has its fields. */
  oneOf?: BodySchema[];
  anyOf?: BodySchema[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: BodySchema }> };
}

const fieldsOf = (schema: BodySchema | undefined): string[] =>
  schema ? [...new Set([...Object.keys(schema.properties ?? {}), ...[...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap(fieldsOf)])] : [];

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const upperMethod = method.toUpperCase() as Operation['method'];
      return {
        method: upperMethod,
        path,
        bodyFields: fieldsOf(content['application/json']?.schema),
        queryFields: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        multipart: multipartRoutes.includes(`${upperMethod} ${path}`),
      };
    }),
  );
}

describe.skipIf(onPostgres)('generated requests against every endpoint', async () => {
  const { app, database, stop } = await startTestApp();
  afterAll(stop);

  const users: Record<'owner' | 'other', UserWithToken> = { owner: await createUserWithToken(database), other: await createUserWithToken(database) };
  const as = (user: UserWithToken, method: GeneratedRequest['method'], url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: user.token }, ...(payload ? { payload } : {}) });

  // Real ids of both users, so some generated paths reach rows that exist (and another's, a 404).
  const knownIds: string[] = [];
  for (const user of [users.owner, users.other]) {
    knownIds.push((await as(user, 'POST', '/v1/sequences/sequences', { title: `Fuzz ${randomUUID()}`, description: '', items: [] })).json<{ id: string }>().id);
    knownIds.push(String((await as(user, 'POST', '/v1/bots', { title: 'Fuzz bot', description: 'Generated', priority: 'Low' })).json<{ id: string | number }>().id));
    knownIds.push((await as(user, 'POST', '/v1/credentials', { name: `Fuzz ${randomUUID()}`, kind: 'secret', fields: { value: 'fuzz' } })).json<{ id: string }>().id);
  }
  const market = (await as(users.owner, 'GET', '/v1/market/bots')).json<{ items: { id: string | number }[] }>();
  knownIds.push(...market.items.slice(0, 2).map((bot) => String(bot.id)));
  const scripts = (await as(users.owner, 'GET', '/v1/scripts/scripts')).json<{ data: { id: string }[] }>().data;
  knownIds.push(...scripts.slice(0, 2).map((script) => script.id));

  /** A request may end the owner's session (logout): a new one keeps the rest of the run signed in. */
  async function renewSession(user: UserWithToken) {
    user.token = newToken();
    await database.db.insert(sessions).values({ userId: user.id, tokenHash: hashToken(user.token), expiresAt: new Date(Date.now() + sessionLifetimeMs) });
  }

  const tally: { endpoint: string; requests: number; ok: number; clientErrors: number; serverErrors: number }[] = [];
  afterAll(() => {
    console.table(tally);
    const total = tally.reduce((sum, row) => sum + row.requests, 0);
    const serverErrors = tally.reduce((sum, row) => sum + row.serverErrors, 0);
    console.log(`fuzz: ${total} generated requests over ${tally.length} endpoints, ${serverErrors} server errors`);
  });

  const operations = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]);

  it('finds every endpoint in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    expect(operations.filter((operation) => operation.multipart)).toHaveLength(multipartRoutes.length);
  });

  for (const operation of operations) {
    const endpoint = `${operation.method} ${operation.path}`;
    it(`${endpoint}: no 5xx, every 4xx says why`, { timeout: 600_000 }, async () => {
      const row = { endpoint, requests: 0, ok: 0, clientErrors: 0, serverErrors: 0 };
      tally.push(row);
      await fc.assert(
        fc.asyncProperty(requestFor(operation, knownIds), async (request) => {
          const user = request.auth === 'owner' || request.auth === 'other' ? users[request.auth] : null;
          const authorization = user ? user.token : request.auth === 'forged' ? `Bearer ${newToken()}` : undefined;
          const response = await app.inject({
            method: request.method,
            url: request.url,
            headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          row.requests += 1;
          if (response.statusCode >= 500) row.serverErrors += 1;
          else if (response.statusCode >= 400) row.clientErrors += 1;
          else row.ok += 1;
          if (user && response.statusCode === 401) await renewSession(user);
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const detail = (response.json() as { detail?: unknown }).detail;
            expect(typeof detail, `${response.statusCode} ${response.body.slice(0, 300)}`).toBe('string');
          }
        }),
        { numRuns: runsPerEndpoint, endOnFailure: true },
      );
    });
  }

  it('still answers health afterwards', async () => {
    const health = await app.inject({ method: 'GET', url: '/v1/health' });
    expect(health.statusCode).toBe(200);
  });
});
