import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { sequences } from '../../../server/db/schema/sequences';
import { insertSequence } from '../../../server/sequences/repository';
import { slugOf } from '../../../src/domain/sequences/sequence-slug';
import { itemsFromWorkflow, workflowFromItems, type SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let owner: UserWithToken;
let stranger: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  owner = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  stranger = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(sequences);
});

const base = '/v1/sequences/sequences';

function create(user: UserWithToken, payload: unknown) {
  return app.inject({ method: 'POST', url: base, headers: { authorization: user.token }, payload: payload as object });
}

async function createOk(user: UserWithToken, title: string, extra: Record<string, unknown> = {}) {
  const response = await create(user, { title, description: '', items: [], ...extra });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const workflow: SavedWorkflow = {
  nodes: [
    { id: 'node-1', type: 'start', position: { x: 10, y: 20 }, data: { label: 'Start Node', type: 'start', properties: {} } },
    {
      id: 'node-2',
      type: 'script',
      position: { x: 200, y: 20 },
      data: { label: 'Log In', type: 'script', properties: { scriptId: 'log-in-to-site' } },
      measured: { width: 150, height: 40 },
    },
  ],
  edges: [{ id: 'e1', source: 'node-1', target: 'node-2', sourceHandle: null, animated: true }],
  viewport: { x: 0, y: 0, zoom: 1 },
};

describe('sequence CRUD', () => {
  it('creates a sequence with trimmed fields and returns it with 201', async () => {
    const response = await create(owner, { title: '  Morning report  ', description: '  Daily  ', items: [] });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Morning report',
      description: 'Daily',
      items: [],
      created_at: expect.any(String),
      last_run_at: null,
      // D63: a new sequence starts with Workflow Active off.
      active: false,
    });
    expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);
  });

  it('defaults a missing description and items to empty', async () => {
    const response = await create(owner, { title: 'Only a title' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ description: '', items: [] });
  });

  it('reads one sequence back', async () => {
    const created = await createOk(owner, 'Read me');
    const response = await app.inject({ method: 'GET', url: `${base}/${created.id}`, headers: { authorization: owner.token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('lists only the caller\u2019s sequences, newest first, with or without a trailing slash', async () => {
    await createOk(owner, 'First');
    await createOk(stranger, 'Not yours');
    await createOk(owner, 'Second');
    await createOk(owner, 'Third');
    for (const url of [base, `${base}/`]) {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: owner.token } });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((sequence: { title: string }) => sequence.title)).toEqual(['Third', 'Second', 'First']);
    }
  });

  it.each(['Nightly Sync', 'Q&A / Sales? #1 100%', 'Naïve  Café'])(
    'narrows the list to the sequences a designer slug names, for %j',
    async (title) => {
      await createOk(owner, 'Something Else', { items: [itemsFromWorkflow(workflow)[0]] });
      const older = await createOk(owner, title);
      // Two titles with one slug can no longer be created (D29); rows from before that rule still exist.
      const newer = await insertSequence(database.db, owner.id, { title: title.toUpperCase(), description: '', items: itemsFromWorkflow(workflow) });
      await createOk(stranger, title);
      const response = await app.inject({
        method: 'GET',
        url: `${base}/?slug=${encodeURIComponent(slugOf(title))}`,
        headers: { authorization: owner.token },
      });
      expect(response.statusCode).toBe(200);
      // Only the caller's matches, newest first, with their workflows.
      expect(response.json().map((sequence: { id: string }) => sequence.id)).toEqual([newer.id, older.id]);
      expect(response.json()[0].items).toEqual(itemsFromWorkflow(workflow));
    },
  );

  it('answers an empty list to a slug no title of the caller makes', async () => {
    await createOk(stranger, 'Nightly Sync');
    const response = await app.inject({ method: 'GET', url: `${base}?slug=nightly-sync`, headers: { authorization: owner.token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('updates title, description and items, and keeps the saved workflow shape intact', async () => {
    const created = await createOk(owner, 'Before');
    const response = await app.inject({
      method: 'PUT',
      url: `${base}/${created.id}`,
      headers: { authorization: owner.token },
      payload: { title: 'After ', description: 'New text', items: itemsFromWorkflow(workflow) },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ id: created.id, title: 'After', description: 'New text', created_at: created.created_at });
    expect(workflowFromItems(updated.items)).toEqual(workflow);

    const reread = await app.inject({ method: 'GET', url: `${base}/${created.id}`, headers: { authorization: owner.token } });
    expect(workflowFromItems(reread.json().items)?.nodes).toHaveLength(2);
  });

  it('keeps stored items and description when an update leaves them out', async () => {
    const created = await createOk(owner, 'Keep', { description: 'Kept text', items: itemsFromWorkflow(workflow) });
    const response = await app.inject({
      method: 'PUT',
      url: `${base}/${created.id}`,
      headers: { authorization: owner.token },
      payload: { title: 'Renamed' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Renamed', description: 'Kept text' });
    expect(workflowFromItems(response.json().items)).toEqual(workflow);
  });

  it('deletes with 204, after which the sequence is gone', async () => {
    const created = await createOk(owner, 'Doomed');
    const deleted = await app.inject({ method: 'DELETE', url: `${base}/${created.id}`, headers: { authorization: owner.token } });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const reread = await app.inject({ method: 'GET', url: `${base}/${created.id}`, headers: { authorization: owner.token } });
    expect(reread.statusCode).toBe(404);
    const again = await app.inject({ method: 'DELETE', url: `${base}/${created.id}`, headers: { authorization: owner.token } });
    expect(again.statusCode).toBe(404);
  });
});

describe('titles with one slug (D29)', () => {
  // Named like a validation detail, so a form puts it under its title field.
  const taken = { detail: 'title: You already have a sequence with this title. Choose a different title.' };

  it.each(['Nightly Sync', 'nightly sync', '  NIGHTLY   Sync '])('refuses to create %j beside "Nightly Sync" with 409 and a detail', async (title) => {
    await createOk(owner, 'Nightly Sync');
    const response = await create(owner, { title, description: '', items: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(taken);
    const list = await app.inject({ method: 'GET', url: base, headers: { authorization: owner.token } });
    expect(list.json()).toHaveLength(1);
  });

  it('refuses a rename onto another sequence\u2019s slug, and changes nothing', async () => {
    await createOk(owner, 'Nightly Sync');
    const other = await createOk(owner, 'Morning Report', { description: 'Kept' });
    const response = await app.inject({
      method: 'PUT',
      url: `${base}/${other.id}`,
      headers: { authorization: owner.token },
      payload: { title: 'nightly SYNC', description: 'Changed' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(taken);
    const stored = await app.inject({ method: 'GET', url: `${base}/${other.id}`, headers: { authorization: owner.token } });
    expect(stored.json()).toMatchObject({ title: 'Morning Report', description: 'Kept' });
  });

  it('lets a sequence keep its own title or change its case, and leaves other users alone', async () => {
    const own = await createOk(owner, 'Nightly Sync');
    const same = await app.inject({ method: 'PUT', url: `${base}/${own.id}`, headers: { authorization: owner.token }, payload: { title: 'Nightly sync' } });
    expect(same.statusCode).toBe(200);
    expect(same.json().title).toBe('Nightly sync');
    // Another user's sequence of that title does not clash: slugs are per user.
    await createOk(stranger, 'Nightly Sync');
  });

  it('answers 404, not 409, to a rename of another user\u2019s sequence', async () => {
    await createOk(owner, 'Nightly Sync');
    const theirs = await createOk(stranger, 'Private');
    const response = await app.inject({ method: 'PUT', url: `${base}/${theirs.id}`, headers: { authorization: owner.token }, payload: { title: 'Nightly Sync' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('ownership and unknown ids', () => {
  it('answers 404 to another user on read, update and delete, and changes nothing', async () => {
    const created = await createOk(owner, 'Private', { description: 'Mine' });
    const headers = { authorization: stranger.token };
    const read = await app.inject({ method: 'GET', url: `${base}/${created.id}`, headers });
    const update = await app.inject({ method: 'PUT', url: `${base}/${created.id}`, headers, payload: { title: 'Hijacked' } });
    const remove = await app.inject({ method: 'DELETE', url: `${base}/${created.id}`, headers });
    for (const response of [read, update, remove]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Sequence not found' });
    }
    const reread = await app.inject({ method: 'GET', url: `${base}/${created.id}`, headers: { authorization: owner.token } });
    expect(reread.json()).toEqual(created);
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g'])('answers 404, never 500, to the malformed id %s', async (id) => {
    const url = `${base}/${encodeURIComponent(id)}`;
    const headers = { authorization: owner.token };
    for (const response of [
      await app.inject({ method: 'GET', url, headers }),
      await app.inject({ method: 'PUT', url, headers, payload: { title: 'x' } }),
      await app.inject({ method: 'DELETE', url, headers }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Sequence not found' });
    }
  });

  it('answers 404 to a well-formed id that names nothing', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${base}/7c9e6679-7425-40de-944b-e07fc1f90ae7`,
      headers: { authorization: owner.token },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('validation', () => {
  it.each([
    ['a blank title', { title: '   ' }, 'Title is required'],
    ['a missing title', { description: 'x' }, 'Title is required'],
    ['a 51-character title', { title: 'x'.repeat(51) }, 'Title must not exceed 50 characters'],
    ['a 501-character description', { title: 'ok', description: 'y'.repeat(501) }, 'Description must not exceed 500 characters'],
    ['items that are not a list', { title: 'ok', items: { nodes: [] } }, 'Items must be a list'],
    ['items that are not objects', { title: 'ok', items: [1, 'two'] }, 'Each item must be an object'],
    ['items that are lists', { title: 'ok', items: [[]] }, 'Each item must be an object'],
  ])('refuses %s with 422 on create and update', async (_case, payload, message) => {
    const created = await createOk(owner, 'Valid');
    const responses = [
      await create(owner, payload),
      await app.inject({ method: 'PUT', url: `${base}/${created.id}`, headers: { authorization: owner.token }, payload }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toContain(message);
    }
    const list = await app.inject({ method: 'GET', url: base, headers: { authorization: owner.token } });
    expect(list.json()).toHaveLength(1);
  });

  it('accepts exactly 50 and 500 characters', async () => {
    const response = await create(owner, { title: 't'.repeat(50), description: 'd'.repeat(500) });
    expect(response.statusCode).toBe(201);
  });
});

describe('authentication', () => {
  it('answers 401 without a token or with an unknown one, on every route', async () => {
    const created = await createOk(owner, 'Guarded');
    const calls = [
      { method: 'GET' as const, url: base },
      { method: 'POST' as const, url: base, payload: { title: 'x' } },
      { method: 'GET' as const, url: `${base}/${created.id}` },
      { method: 'PUT' as const, url: `${base}/${created.id}`, payload: { title: 'x' } },
      { method: 'DELETE' as const, url: `${base}/${created.id}` },
    ];
    for (const call of calls) {
      expect((await app.inject(call)).statusCode).toBe(401);
      expect((await app.inject({ ...call, headers: { authorization: 'wrong-token' } })).statusCode).toBe(401);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the sequence, script and run routes', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json().paths;
    for (const path of ['/v1/sequences/sequences', '/v1/sequences/sequences/{id}', '/v1/scripts/scripts', '/v1/scripts/scripts/{id}', '/v1/workflows/runs']) {
      expect(paths).toHaveProperty([path]);
    }
  });
});
