import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { maxJsonDepth } from '../../../server/plugins/json-body';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { multipartBody, multipartBoundary } from '../multipart-body';
import { startTestApp } from '../test-app';

let app: App;
let stop: () => Promise<void>;
let user: UserWithToken;

beforeAll(async () => {
  const started = await startTestApp();
  ({ app, stop } = started);
  user = await createUserWithToken(started.database);
});
afterAll(() => stop());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string | Buffer, contentType = 'application/json') =>
  app.inject({ method, url, headers: { authorization: user.token, ...(payload === undefined ? {} : { 'content-type': contentType }) }, ...(payload === undefined ? {} : { payload }) });

const nul = 'must not contain the NUL character (\\u0000)';
const surrogate = 'must not contain a lone UTF-16 surrogate';

describe('text PostgreSQL cannot store is refused at the edge with a 422 naming the field (D64)', () => {
  it('a NUL in a path parameter', async () => {
    const response = await send('GET', '/v1/scripts/scripts/x%00y');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: `id: ${nul}` });
  });

  it('a NUL in a JSON string, at any depth, and in a query parameter', async () => {
    const plan = await send('POST', '/v1/subscriptions/subscriptions/subscribe', '{"plan_id":"\\u0000"}');
    expect(plan.statusCode).toBe(422);
    expect(plan.json()).toEqual({ detail: `plan_id: ${nul}` });

    const nested = await send('POST', '/v1/sequences/sequences', JSON.stringify({ title: 'Ok', description: '', items: [{ label: 'a\u0000b' }] }));
    expect(nested.json()).toEqual({ detail: `items.0.label: ${nul}` });

    const query = await send('GET', '/v1/sequences/sequences?search=%00');
    expect(query.statusCode).toBe(422);
    expect(query.json()).toEqual({ detail: `search: ${nul}` });
  });

  it('a lone surrogate, which would be stored silently changed, and a NUL in a field name', async () => {
    const lone = await send('POST', '/v1/sequences/sequences', '{"title":"Report \\ud800","description":"","items":[]}');
    expect(lone.statusCode).toBe(422);
    expect(lone.json()).toEqual({ detail: `title: ${surrogate}` });

    const paired = await send('POST', '/v1/sequences/sequences', '{"title":"Report \\ud83e\\udd16","description":"","items":[]}');
    expect(paired.statusCode).toBe(201);
    expect(paired.json()).toMatchObject({ title: 'Report 🤖' });

    const key = await send('POST', '/v1/sequences/sequences', '{"title":"Ok","description":"","items":[{"a\\u0000":1}]}');
    expect(key.json()).toEqual({ detail: `items.0: a field name ${nul}` });
  });

  it('in a multipart field, a file name and a JSON file the workflow would be stored from', async () => {
    const upload = (fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) =>
      send('POST', '/v1/bots/upload', multipartBody(fields, file), `multipart/form-data; boundary=${multipartBoundary}`);
    const form = { name: 'Export', description: 'Nightly', priority: 'high' };

    const field = await upload({ ...form, notes: 'a\u0000b' });
    expect(field.statusCode).toBe(422);
    expect(field.json()).toEqual({ detail: `notes: ${nul}` });

    const fileName = await upload(form, { name: 'bot\u0000.json', type: 'application/json', content: '{}' });
    expect(fileName.statusCode).toBe(422);
    expect(fileName.json()).toEqual({ detail: `file: ${nul}` });

    const escaped = await upload(form, { name: 'bot.json', type: 'application/json', content: '{"nodes":[{"id":"\\u0000"}],"edges":[]}' });
    expect(escaped.statusCode).toBe(422);
    expect(escaped.json()).toEqual({ detail: `file.nodes.0.id: ${nul}` });
  });
});

describe('malformed requests are 4xx with a detail, never 500 (D64)', () => {
  it('JSON nested deeper than the limit, however deep', async () => {
    for (const depth of [maxJsonDepth + 1, 200_000]) {
      const response = await send('POST', '/v1/sequences/sequences', '['.repeat(depth) + ']'.repeat(depth));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: `The JSON body nests deeper than ${maxJsonDepth} levels` });
    }
    const withinLimit = await send('POST', '/v1/sequences/sequences', JSON.stringify({ title: 'Deep', description: '', items: [JSON.parse('{"a":'.repeat(maxJsonDepth - 3) + '1' + '}'.repeat(maxJsonDepth - 3))] }));
    expect(withinLimit.statusCode).toBe(201);
  });

  it('a malformed percent-escape and an overlong path parameter', async () => {
    const escape = await send('GET', '/v1/bots/%zz');
    expect(escape.statusCode).toBe(400);
    expect(escape.json()).toEqual({ detail: 'The URL has a malformed percent-escape' });

    const long = await send('GET', `/v1/bots/${'a'.repeat(10_000)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'A path parameter of the URL is too long' });
  });

  it('a multipart body cut short or without its boundary', async () => {
    const whole = multipartBody({ name: 'Export', description: 'Nightly' }, { name: 'bot.json', type: 'application/json', content: '{"every":"day"}' });
    const cut = await send('POST', '/v1/bots/upload', whole.subarray(0, whole.length - 30), `multipart/form-data; boundary=${multipartBoundary}`);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toMatch(/^The form could not be read: /);

    const noBoundary = await send('POST', '/v1/market/bots', whole, 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().detail).toMatch(/^The form could not be read: /);
  });
});
