/**
 * D74: on every route that needs a signed-in user, authentication runs before the body is
 * read or anything is validated, so a caller without a valid token gets 401 whatever it sends, and
 * learns nothing about the route's schema. The routes are taken from the app's own OpenAPI document,
 * where a signed-in operation carries a security requirement; the public ones are an explicit list,
 * so a new route cannot silently be public.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../../server/accounts/tokens';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { authPlugin, sessionTokenScheme } from '../../../server/plugins/auth';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { multipartBoundary } from '../multipart-body';
import { startTestApp } from '../test-app';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
}

interface OpenApiOperation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Operation {
  method: Method;
  path: string;
  spec: OpenApiOperation;
}

/** Everything a caller may reach without signing in; anything else must demand a session. */
const publicOperations = [
  'GET /v1/health',
  // The API document, for code generators (D125).
  'GET /v1/openapi.json',
  'POST /v1/auth/register',
  'POST /v1/auth/login',
  // D82: someone who forgot their password is not signed in; the link's token is the proof.
  'POST /v1/auth/forgot-password',
  'POST /v1/auth/reset-password',
  // An <img> sends no token; the id is the image's content hash.
  'GET /v1/market/images/{id}',
];

const notAuthenticated = { detail: 'Not authenticated' };
/** Over the app's 5 MB body limit. */
const oversizedBody = 'x'.repeat(5 * 1024 * 1024 + 1);

let app: App;
let database: Database;
let stop: () => Promise<void>;
let user: UserWithToken;
let operations: Operation[];

beforeAll(async () => {
  const started = await startTestApp();
  ({ app, database, stop } = started);
  user = await createUserWithToken(database);
  const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({ method: method.toUpperCase() as Method, path, spec })),
  );
});
afterAll(() => stop());

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;
const requiresSession = (operation: Operation) => (operation.spec.security ?? []).some((requirement) => sessionTokenScheme in requirement);
/** The operations that need a session; never none, or every test below would pass on nothing. */
function signedInOperations(): Operation[] {
  const signedIn = operations.filter(requiresSession);
  expect(signedIn.length, 'operations with the session-token requirement').toBeGreaterThanOrEqual(40);
  return signedIn;
}
const sendsBody = (method: Method) => method !== 'GET' && method !== 'HEAD';

/** Every path parameter and every documented query parameter holds a NUL, which no route accepts. */
function badUrl(operation: Operation): string {
  const path = operation.path.replace(/\{[^}]+\}/g, '%00');
  const query = (operation.spec.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => `${parameter.name}=%00`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** Each documented field with a value of another type; an object with a stray field where none is documented. */
/** Operations whose body's field takes any JSON value: no value of it is of a wrong type. */
const takesAnyJson = new Set(['POST /v1/sequences/sequences/{id}/nodes/{nodeId}/run']);

function wrongTypedJson(operation: Operation): string {
  const properties = operation.spec.requestBody?.content?.['application/json']?.schema?.properties;
  if (!properties) return JSON.stringify({ unexpected: [null] });
  const isString = (schema: JsonSchema) => [schema.type].flat().includes('string');
  return JSON.stringify(Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, isString(schema) ? { not: 'a string' } : 'not the right type'])));
}

const badBodies: { name: string; contentType: string; payload: (operation: Operation) => string }[] = [
  { name: 'JSON of the wrong types', contentType: 'application/json', payload: wrongTypedJson },
  { name: 'text that is not JSON', contentType: 'application/json', payload: () => '{"title": ' },
  { name: 'multipart garbage', contentType: `multipart/form-data; boundary=${multipartBoundary}`, payload: () => `--${multipartBoundary}\r\nnot a part header\r\n\r\n\u0000\u0001` },
  { name: 'a content type no route takes', contentType: 'application/x-unknown', payload: () => 'whatever' },
  { name: 'a body over the size limit', contentType: 'application/json', payload: () => oversizedBody },
];

const badCredentials: { name: string; headers: () => Record<string, string> }[] = [
  { name: 'no token', headers: () => ({}) },
  { name: 'a token no session has', headers: () => ({ authorization: `Bearer ${newToken()}` }) },
  { name: 'a malformed Authorization header', headers: () => ({ authorization: 'Bearer ' }) },
];

describe('which operations the OpenAPI document says need a session', () => {
  it('every operation but the explicit public list carries the session-token requirement', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    const publicNames = operations.filter((operation) => !requiresSession(operation)).map(nameOf);
    expect(publicNames.sort()).toEqual([...publicOperations].sort());
  });

  it('a route cannot run requireUser after its body is read', async () => {
    const probe = Fastify();
    await probe.register(authPlugin, { database });
    for (const hook of ['preParsing', 'preValidation', 'preHandler'] as const) {
      expect(() => probe.post(`/late-${hook}`, { [hook]: probe.requireUser }, async () => 'reached')).toThrow(`requireUser must run onRequest, not ${hook}`);
    }
    await probe.close();
  });

  it('the document names the scheme: the Authorization header', async () => {
    const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json<{ components: { securitySchemes: Record<string, unknown> } }>();
    expect(document.components.securitySchemes[sessionTokenScheme]).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
  });
});

describe('a caller without a valid session gets 401 whatever it sends', () => {
  for (const credentials of badCredentials) {
    it(`with ${credentials.name}, on every signed-in operation and every bad body`, async () => {
      const refused: string[] = [];
      for (const operation of signedInOperations()) {
        const url = badUrl(operation);
        const attempts = sendsBody(operation.method)
          ? badBodies.map((body) => ({ name: body.name, headers: { 'content-type': body.contentType }, payload: body.payload(operation) }))
          : [{ name: 'no body', headers: {}, payload: undefined }];
        for (const attempt of attempts) {
          const response = await app.inject({ method: operation.method, url, headers: { ...credentials.headers(), ...attempt.headers }, payload: attempt.payload });
          if (response.statusCode !== 401 || response.body !== JSON.stringify(notAuthenticated)) {
            refused.push(`${nameOf(operation)} with ${attempt.name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          }
        }
        // The HEAD twin of a GET route must not slip past either.
        if (operation.method === 'GET') {
          const head = await app.inject({ method: 'HEAD', url, headers: credentials.headers() });
          if (head.statusCode !== 401) refused.push(`HEAD ${operation.path}: ${head.statusCode}`);
        }
      }
      expect(refused).toEqual([]);
    });
  }

  it('the same wrong-typed bodies are refused by validation when signed in, so the 401s above come before it', async () => {
    const withJsonBody = signedInOperations().filter((operation) => operation.spec.requestBody?.content?.['application/json']);
    expect(withJsonBody.length).toBeGreaterThanOrEqual(10);
    for (const operation of withJsonBody) {
      const path = operation.path.replace(/\{[^}]+\}/g, '1');
      // Run this node (D87) takes any JSON value as its input, so only a body without one is of the wrong shape.
      const payload = takesAnyJson.has(nameOf(operation)) ? '{}' : wrongTypedJson(operation);
      const response = await app.inject({ method: operation.method, url: path, headers: { authorization: user.token, 'content-type': 'application/json' }, payload });
      expect(response.statusCode, `${nameOf(operation)}: ${response.body.slice(0, 200)}`).toBe(422);
    }
  });
});

describe('over a real connection, the refusal comes before the body is read', () => {
  let origin: { host: string; port: number };
  beforeAll(async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address() as AddressInfo;
    origin = { host: address.address, port: address.port };
  });

  /** How long an answer may take; a server that waits for the announced body never answers. */
  const answerDeadlineMs = 5000;

  /** Announces a 1 MB body, sends its first bytes only, and resolves with the answer's status and text. */
  function answerBeforeBody(method: Method, path: string, contentType: string): Promise<{ status: number | 'no answer'; body: string }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest({ ...origin, method, path, headers: { 'content-type': contentType, 'content-length': String(1024 * 1024) } });
      request.setTimeout(answerDeadlineMs, () => {
        request.destroy();
        resolve({ status: 'no answer', body: '' });
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        });
      });
      request.on('error', reject);
      request.write(contentType.startsWith('multipart/') ? `--${multipartBoundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n` : '{"title": "');
    });
  }

  it('every signed-in operation that takes a body answers 401 while the body is still on its way', { timeout: 30_000 }, async () => {
    const withBody = signedInOperations().filter((operation) => sendsBody(operation.method));
    expect(withBody.length).toBeGreaterThanOrEqual(20);
    const answers = await Promise.all(
      withBody.flatMap((operation) =>
        ['application/json', `multipart/form-data; boundary=${multipartBoundary}`].map(async (contentType) => ({
          name: `${nameOf(operation)} (${contentType.split(';')[0]})`,
          ...(await answerBeforeBody(operation.method, badUrl(operation), contentType)),
        })),
      ),
    );
    const refused = answers.filter((answer) => answer.status !== 401 || answer.body !== JSON.stringify(notAuthenticated));
    expect(refused).toEqual([]);
  });
});
