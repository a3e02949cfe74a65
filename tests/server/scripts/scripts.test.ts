import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { scripts } from '../../../server/db/schema/scripts';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { libraryFolder, readScriptLibrary } from '../../../server/scripts/library';
import { libraryScripts } from '../../../src/domain/workflow/node-catalogue/library-scripts';
import { seedScripts } from '../../../server/db/seed';
import { scriptListResponseSchema, scriptResponseSchema } from '../../../src/domain/scripts/scripts';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { runtimeNames } from '../../../server/runs/runtime/prelude';

const scriptLibrary = readScriptLibrary();

let app: App;
let database: Database;
let stop: () => Promise<void>;
let user: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedScripts(database.db);
  user = await createUserWithToken(database);
});
afterAll(() => stop());

const base = '/v1/scripts/scripts';

describe('GET /v1/scripts/scripts', () => {
  it('lists at least ten scripts as {data: [{id, title, description}]} in library order', async () => {
    for (const url of [base, `${base}/`]) {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: user.token } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(scriptListResponseSchema.parse(body)).toEqual(body);
      expect(body.data.length).toBeGreaterThanOrEqual(10);
      for (const script of body.data) expect(Object.keys(script).sort()).toEqual(['description', 'id', 'title']);
      expect(body.data.map((script: { id: string }) => script.id)).toEqual(scriptLibrary.map((script) => script.id));
    }
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: base, headers: { authorization: 'nope' } })).statusCode).toBe(401);
  });
});

describe('GET /v1/scripts/scripts/{id}', () => {
  it('returns one script with its body as {data}', async () => {
    const response = await app.inject({ method: 'GET', url: `${base}/scrape-table-to-csv`, headers: { authorization: user.token } });
    expect(response.statusCode).toBe(200);
    const body = scriptResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({ id: 'scrape-table-to-csv', title: 'Scrape a Table to CSV' });
    expect(body.data.body).toContain('files.write');
  });

  it('answers 404 {detail} to an unknown id', async () => {
    const response = await app.inject({ method: 'GET', url: `${base}/no-such-script`, headers: { authorization: user.token } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Script not found' });
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: `${base}/call-webhook` })).statusCode).toBe(401);
  });
});

describe('the script library', () => {
  it('has unique slug ids and real, non-empty texts', () => {
    const ids = scriptLibrary.map((script) => script.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const script of scriptLibrary) {
      expect(script.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(script.title.length).toBeGreaterThan(0);
      expect(script.title.length).toBeLessThanOrEqual(50);
      expect(script.description.length).toBeGreaterThan(20);
      expect(script.body.split('\n').length).toBeGreaterThan(5);
    }
  });

  it('keeps one JavaScript file per script the catalogue describes, and no other (D65)', () => {
    const files = readdirSync(libraryFolder).sort();
    expect(files).toEqual(libraryScripts.map((script) => `${script.scriptId}.js`).sort());
  });

  it('has modules whose default export is an async function taking only the runtime, with page exactly when the catalogue says it needs a browser', async () => {
    // The script runtime's names (D67), and the browser's page.
    const runtime = [...runtimeNames, 'page'];
    for (const script of libraryScripts) {
      const module = (await import(pathToFileURL(resolve(libraryFolder, `${script.scriptId}.js`)).href)) as { default: unknown };
      expect(module.default, script.scriptId).toBeInstanceOf(Object.getPrototypeOf(async () => {}).constructor);
      const takes = /^async function\s*\w*\s*\(\{([^}]*)\}\)/.exec(String(module.default))?.[1]?.split(',').map((name) => name.trim());
      expect(takes, script.scriptId).toBeDefined();
      for (const name of takes!) expect(runtime, `${script.scriptId} takes ${name}`).toContain(name);
      expect(takes!.includes('page'), script.scriptId).toBe(script.needsBrowser);
    }
  });

  it('seeds idempotently and brings changed rows back to the library text', async () => {
    await database.db.update(scripts).set({ title: 'Tampered', body: '' });
    await seedScripts(database.db);
    await seedScripts(database.db);
    const rows = await database.db.select().from(scripts);
    expect(rows).toHaveLength(scriptLibrary.length);
    const csv = rows.find((row) => row.id === 'scrape-table-to-csv');
    expect(csv?.title).toBe('Scrape a Table to CSV');
    expect(csv?.body.length).toBeGreaterThan(0);
  });
});
