import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { precompressDirectory } from '../../../scripts/lib/precompress';
import { startTestApp } from '../test-app';

const indexHtml = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
const bigScript = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let app: App;
let stop: () => Promise<void>;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'botflow-spa-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), indexHtml);
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app");');
  writeFileSync(join(staticDir, 'assets', 'big-1a2b3c.js'), bigScript);
  writeFileSync(join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressDirectory(staticDir);
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

  it.each([
    ['br', 'br, gzip, deflate'],
    ['gzip', 'gzip, deflate'],
  ])('sends the %s copy written at build time to a browser that accepts it', async (encoding, acceptEncoding) => {
    const response = await app.inject({ method: 'GET', url: '/assets/big-1a2b3c.js', headers: { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(response.rawPayload.length).toBeLessThan(bigScript.length / 3);
    const decoded = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
    expect(decoded.toString()).toBe(bigScript);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/big-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bigScript);
  });

  it.each(['/', '/sequences/nightly-sync'])('makes the browser revalidate the page at %s, so an upgrade never leaves it asking for deleted assets', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { ...navigation, 'accept-encoding': 'br' } });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets the browser keep a hashed asset for a year without asking again', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/big-1a2b3c.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates a public file whose name carries no hash', async () => {
    const response = await app.inject({ method: 'GET', url: '/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
