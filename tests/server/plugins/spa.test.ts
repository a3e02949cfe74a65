import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { startTestApp } from '../test-app';

const indexHtml = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let app: App;
let stop: () => Promise<void>;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'botflow-spa-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), indexHtml);
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app");');
  ({ app, stop } = await startTestApp({ staticDir }));
});
afterAll(async () => {
  await stop();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the built SPA on the API origin', () => {
  it.each(['/', '/documents/overview', '/sequences/nightly-sync', '/no/such/page'])('answers the client route %s with index.html', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: navigation });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(indexHtml);
  });

  it('answers a deep link whose last segment has a dot, as a designer slug can', async () => {
    const response = await app.inject({ method: 'GET', url: '/sequences/sync-v2.0', headers: navigation });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it('serves a client route to a client that sends no Accept header', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.body).toBe(indexHtml);
  });

  it('serves the built files', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
  });

  it('answers a missing built file with a 404, not with a page a script cannot parse', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-1234.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found: GET /assets/gone-1234.js' });
  });

  it('keeps unknown /v1 paths as JSON 404s, also for a browser navigation', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/nothing-here', headers: navigation });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found: GET /v1/nothing-here' });
  });

  it.each([
    ['the page', '/profile'],
    ['a built file', '/assets/app.js'],
  ])('sends the security headers with %s', async (_what, url) => {
    const response = await app.inject({ method: 'GET', url, headers: navigation });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
