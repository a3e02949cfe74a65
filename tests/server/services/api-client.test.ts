/**
 * The browser's API client (src/services/api-client.ts) against a real HTTP server on loopback: every
 * rule of spec 01 §7 and §8. Lives with the server tests because it needs Node's fetch and sockets,
 * not jsdom.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, noResponseMessage, requestConfigurationMessage, type ApiClientOptions } from '../../../src/services/api-client';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

let server: Server;
let baseURL: string;
let received: ReceivedRequest[];
let handler: Handler;

function sendJson(response: ServerResponse, status: number, body: unknown, statusText?: string): void {
  if (statusText) response.statusMessage = statusText;
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  // The never-answering handler leaves sockets open; close them so the server can stop.
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  handler = (_request, response) => sendJson(response, 200, {});
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseURL, getToken: () => null, onUnauthorized, ...overrides });
  return { api, onUnauthorized };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('the call succeeded but was expected to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('successful calls', () => {
  it('returns the parsed JSON body of a GET under the base path', async () => {
    handler = (_request, response) => sendJson(response, 200, { plans: [{ id: 1, name: 'Basic' }] });
    const { api } = client();

    await expect(api.get('/subscriptions/subscriptions/plans')).resolves.toEqual({ plans: [{ id: 1, name: 'Basic' }] });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'GET', url: '/v1/subscriptions/subscriptions/plans' });
    expect(received[0]?.headers.accept).toBe('application/json');
  });

  it('sends a body as JSON and reads the JSON answer of POST, PUT and DELETE', async () => {
    handler = (request, response) => sendJson(response, 200, { method: request.method, echoed: request.body ? JSON.parse(request.body) : null });
    const { api } = client();

    await expect(api.post('/auth/login', { email: 'ada@example.com', password: 'secret1' })).resolves.toEqual({
      method: 'POST',
      echoed: { email: 'ada@example.com', password: 'secret1' },
    });
    expect(received[0]?.headers['content-type']).toBe('application/json');
    await expect(api.put('/users/me', { name: 'Ada' })).resolves.toEqual({ method: 'PUT', echoed: { name: 'Ada' } });
    await expect(api.delete('/sequences/sequences/7')).resolves.toEqual({ method: 'DELETE', echoed: null });
    expect(received[2]?.headers['content-type']).toBeUndefined();
  });

  it('passes query parameters', async () => {
    const { api } = client();
    await api.get('/scripts/scripts/', { query: { page: 2, q: 'mail' } });
    expect(received[0]?.url).toBe('/v1/scripts/scripts/?page=2&q=mail');
  });
});

describe('the token', () => {
  it('is sent as the raw Authorization header, without Bearer', async () => {
    const { api } = client({ getToken: () => 'token-abc' });
    await api.get('/users/me');
    expect(received[0]?.headers.authorization).toBe('token-abc');
    expect(api.hasToken()).toBe(true);
  });

  it('is read at each call, so a sign-in after the client was made is used', async () => {
    let stored: string | null = null;
    const { api } = client({ getToken: () => stored });
    await api.get('/users/me');
    stored = 'fresh-token';
    await api.get('/users/me');
    expect(received.map((request) => request.headers.authorization)).toEqual([undefined, 'fresh-token']);
  });

  it('can be given per call (logout runs after the local session is cleared)', async () => {
    const { api } = client({ getToken: () => null });
    await api.post('/auth/logout', undefined, { token: 'old-token' });
    expect(received[0]?.headers.authorization).toBe('old-token');
  });

  it('is absent without a stored token: no header, and the client says it has none', async () => {
    // The client itself does not refuse the call; the profile and sequence services check hasToken()
    // and refuse with "User is not authenticated. Please login first." (spec 01 §8).
    const { api } = client({ getToken: () => null });
    expect(api.hasToken()).toBe(false);
    await api.get('/health');
    expect(received[0]?.headers).not.toHaveProperty('authorization');
  });
});

describe('error text (spec 01 §8)', () => {
  const cases: { name: string; status: number; body: unknown; statusText?: string; expected: string }[] = [
    { name: 'detail first', status: 409, body: { detail: 'Email already registered', message: 'm', error: 'e' }, expected: 'Email already registered' },
    { name: 'message when there is no detail', status: 400, body: { message: 'Bad plan', error: 'e' }, expected: 'Bad plan' },
    { name: 'error when there is neither', status: 422, body: { error: 'Invalid payload' }, expected: 'Invalid payload' },
    { name: 'the status line when the fields are empty', status: 500, body: { detail: '  ' }, expected: 'HTTP 500: Internal Server Error' },
    { name: 'the server’s own status text', status: 418, body: {}, statusText: 'Kettle Trouble', expected: 'HTTP 418: Kettle Trouble' },
  ];

  for (const { name, status, body, statusText, expected } of cases) {
    it(`uses ${name}`, async () => {
      handler = (_request, response) => sendJson(response, status, body, statusText);
      const { api, onUnauthorized } = client();
      const error = await failureOf(api.get('/anything'));
      expect(error.message).toBe(expected);
      expect(error.status).toBe(status);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  }

  it('uses the status line when the body is not JSON', async () => {
    handler = (_request, response) => response.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>');
    const { api } = client();
    const error = await failureOf(api.get('/anything'));
    expect(error.message).toBe('HTTP 502: Bad Gateway');
    expect(error.status).toBe(502);
  });

  it('uses the status line when the body is empty', async () => {
    handler = (_request, response) => response.writeHead(503).end();
    const { api } = client();
    expect((await failureOf(api.get('/anything'))).message).toBe('HTTP 503: Service Unavailable');
  });

  it('keeps the parsed body on the error for callers that need more than the text', async () => {
    handler = (_request, response) => sendJson(response, 422, { detail: 'Invalid', fields: { email: 'Invalid email address' } });
    const { api } = client();
    expect((await failureOf(api.post('/auth/register', {}))).body).toEqual({ detail: 'Invalid', fields: { email: 'Invalid email address' } });
  });
});

describe('401', () => {
  it('tells the session (onUnauthorized) once and passes the error on', async () => {
    handler = (_request, response) => sendJson(response, 401, { detail: 'Invalid or expired token' });
    const { api, onUnauthorized } = client({ getToken: () => 'revoked' });
    const error = await failureOf(api.get('/users/me'));
    expect(error.message).toBe('Invalid or expired token');
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('no response', () => {
  it('gives "No response from server" when the server never answers within the timeout', async () => {
    handler = () => {
      // Keep the request open: the client's timeout must end it.
    };
    const { api, onUnauthorized } = client({ timeoutMs: 150 });
    const startedAt = Date.now();
    const error = await failureOf(api.get('/slow'));
    expect(error.message).toBe(noResponseMessage);
    expect(error.status).toBeNull();
    expect(received).toHaveLength(1);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives "No response from server" when nothing listens on the port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const { api } = client({ baseURL: `http://127.0.0.1:${port}/v1` });
    const error = await failureOf(api.get('/health'));
    expect(error.message).toBe(noResponseMessage);
    expect(error.status).toBeNull();
  });
});

describe('a request that cannot be built', () => {
  it('gives "Request configuration error" and sends nothing', async () => {
    const { api } = client();
    const error = await failureOf(api.post('/sequences/sequences', { count: BigInt(1) }));
    expect(error.message).toBe(requestConfigurationMessage);
    expect(error.status).toBeNull();
    expect(received).toHaveLength(0);
  });
});
