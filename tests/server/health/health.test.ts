import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { healthRoutes } from '../../../server/health/routes';
import { responseSerializerCompiler } from '../../../server/plugins/response-serializer';
import { startTestApp } from '../test-app';

let app: App;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, stop } = await startTestApp());
});
afterAll(() => stop());

describe('GET /v1/health', () => {
  it('answers ok while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.each<[string, Database['ping']]>([
    ['refuses', () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))],
    ['never answers', () => new Promise<void>(() => {})],
  ])('answers 503 with a detail when the database %s', async (_case, ping) => {
    const probe = Fastify();
    // The app's serializer: the route's answers are described by zod schemas (the API document's).
    probe.setSerializerCompiler(responseSerializerCompiler());
    await probe.register(healthRoutes, { database: { ping } as Database, pingTimeoutMs: 50 });
    const response = await probe.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Database unreachable' });
    await probe.close();
  });

  it('accepts a trailing slash', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/health/' });
    expect(response.statusCode).toBe(200);
  });
});

describe('errors and headers', () => {
  it('answers an unknown /v1 path with a JSON 404 detail', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found: GET /v1/no-such-thing' });
  });

  it('sends the security headers on every reply', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/v1/health');
  });
});
