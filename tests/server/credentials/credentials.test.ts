import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { credentials } from '../../../server/db/schema/credentials';
import { sequences } from '../../../server/db/schema/sequences';
import { credentialDetailSchema, credentialListSchema, credentialSchema, type Credential } from '../../../src/domain/credentials/credentials';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let owner: UserWithToken;
let stranger: UserWithToken;

/** Every answer the tests get, so that the last test can search all of them for any value sent. */
const answers: string[] = [];
/** Every secret value the tests send. */
const sentValues = new Set<string>();

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  owner = await createUserWithToken(database, { name: 'Ada' });
  stranger = await createUserWithToken(database, { name: 'Eve' });
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(credentials);
  await database.db.delete(sequences);
});

const base = '/v1/credentials';

async function call(user: UserWithToken, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> {
  const response = await app.inject({ method, url, headers: { authorization: user.token }, ...(payload ? { payload } : {}) });
  answers.push(response.body);
  return response;
}

/** Values made unique per test, so a search for one finds nothing by chance. */
const secret = (label: string) => {
  const value = `${label}-${Math.random().toString(36).slice(2, 12)}`;
  sentValues.add(value);
  return value;
};

async function createOk(user: UserWithToken, payload: { name: string; kind: string; fields: Record<string, string> }): Promise<Credential> {
  const response = await call(user, 'POST', base, payload);
  expect(response.statusCode, response.body).toBe(201);
  return credentialSchema.parse(response.json());
}

const storedRow = async (id: string) => (await database.db.select().from(credentials)).find((row) => row.id === id)!;

describe('credential CRUD (D66)', () => {
  it('creates a token credential and answers its names and metadata, never its value', async () => {
    const token = secret('tok');
    const response = await call(owner, 'POST', base, { name: '  CRM token  ', kind: 'token', fields: { value: token, header: 'X-Api-Key' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'CRM token',
      kind: 'token',
      setFields: ['value', 'header'],
      settings: { header: 'X-Api-Key' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(response.body).not.toContain(token);
  });

  it('lists the user’s credentials by name, and reads one with the sequences that use it', async () => {
    const slack = await createOk(owner, { name: 'slack hook', kind: 'secret', fields: { value: secret('hook') } });
    await createOk(owner, { name: 'Admin login', kind: 'login', fields: { username: secret('user'), password: secret('pass') } });
    await createOk(stranger, { name: 'Theirs', kind: 'secret', fields: { value: secret('theirs') } });

    const list = await call(owner, 'GET', base);
    expect(list.statusCode).toBe(200);
    expect(credentialListSchema.parse(list.json()).map((credential) => [credential.name, credential.setFields])).toEqual([
      ['Admin login', ['username', 'password']],
      ['slack hook', ['value']],
    ]);

    const one = await call(owner, 'GET', `${base}/${slack.id}`);
    expect(one.statusCode).toBe(200);
    expect(credentialDetailSchema.parse(one.json())).toEqual({ ...slack, usedBy: [] });
  });

  it('names the sequences whose saved workflows use the credential: a library script input or an api node’s Authentication', async () => {
    const token = await createOk(owner, { name: 'CRM token', kind: 'token', fields: { value: secret('tok') } });
    const workflow = (properties: Record<string, unknown>, type = 'script') => ({
      nodes: [{ id: 'n1', type, position: { x: 0, y: 0 }, data: { label: 'Node', type, properties } }],
      edges: [],
      viewport: { x: 0, y: 0, zoom: 1 },
    });
    const sequence = async (user: UserWithToken, title: string, items: unknown[]) => {
      const response = await app.inject({ method: 'POST', url: '/v1/sequences/sequences', headers: { authorization: user.token }, payload: { title, description: '', items } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const fetching = await sequence(owner, 'Fetch orders', [workflow({ scriptId: 'fetch-json-api', url: 'https://api.test', apiKeySecret: 'CRM token' })]);
    const calling = await sequence(owner, 'Call the CRM', [workflow({ url: 'https://api.test', authentication: 'CRM token' }, 'api')]);
    await sequence(owner, 'Another credential', [workflow({ scriptId: 'fetch-json-api', apiKeySecret: 'Other token' })]);
    await sequence(owner, 'Nothing saved yet', []);
    // Another user's sequence naming the same name is none of this user's business.
    await sequence(stranger, 'Stranger’s', [workflow({ url: 'https://api.test', authentication: 'CRM token' }, 'api')]);

    const detail = credentialDetailSchema.parse((await call(owner, 'GET', `${base}/${token.id}`)).json());
    expect(detail.usedBy).toHaveLength(2);
    expect(detail.usedBy).toEqual(
      expect.arrayContaining([
        { sequenceId: fetching, title: 'Fetch orders' },
        { sequenceId: calling, title: 'Call the CRM' },
      ]),
    );
  });

  it('deletes with 204, after which the credential is gone', async () => {
    const created = await createOk(owner, { name: 'Old', kind: 'secret', fields: { value: secret('old') } });
    expect((await call(owner, 'DELETE', `${base}/${created.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `${base}/${created.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `${base}/${created.id}`)).statusCode).toBe(404);
    expect(await database.db.select().from(credentials)).toEqual([]);
  });
});

describe('editing keeps what is not given', () => {
  it('an empty or missing secret field keeps its stored value; a given one replaces it', async () => {
    const created = await createOk(owner, { name: 'Admin', kind: 'basic', fields: { username: secret('user'), password: secret('pass') } });
    const before = await storedRow(created.id);

    const renamed = await call(owner, 'PUT', `${base}/${created.id}`, { name: 'Admin (prod)', kind: 'basic', fields: { username: '', password: '   ' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Admin (prod)', setFields: ['username', 'password'] });
    expect((await storedRow(created.id)).secrets).toEqual(before.secrets);

    const newPassword = secret('pass2');
    expect((await call(owner, 'PUT', `${base}/${created.id}`, { name: 'Admin (prod)', kind: 'basic', fields: { password: newPassword } })).statusCode).toBe(200);
    const after = await storedRow(created.id);
    expect(after.secrets.username).toBe(before.secrets.username);
    expect(after.secrets.password).not.toBe(before.secrets.password);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
  });

  it('a setting left out is kept, an empty one goes back to its default', async () => {
    const created = await createOk(owner, { name: 'API', kind: 'token', fields: { value: secret('tok'), header: 'X-Api-Key', prefix: 'Token' } });
    const kept = await call(owner, 'PUT', `${base}/${created.id}`, { name: 'API', kind: 'token', fields: { prefix: '' } });
    expect(kept.json()).toMatchObject({ setFields: ['value', 'header'], settings: { header: 'X-Api-Key' } });
  });

  it('a changed kind needs every secret field of the new kind, and drops the old kind’s values', async () => {
    const created = await createOk(owner, { name: 'Hook', kind: 'secret', fields: { value: secret('hook') } });
    const refused = await call(owner, 'PUT', `${base}/${created.id}`, { name: 'Hook', kind: 'login', fields: { username: secret('user') } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: 'fields.password: Password is required' });

    const changed = await call(owner, 'PUT', `${base}/${created.id}`, { name: 'Hook', kind: 'login', fields: { username: secret('user'), password: secret('pass') } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ kind: 'login', setFields: ['username', 'password'] });
    expect(Object.keys((await storedRow(created.id)).secrets).sort()).toEqual(['password', 'username']);
  });
});

describe('refusals', () => {
  it('a name the user already has, in any case, is a 409 on create and on rename; another user may have it', async () => {
    const first = await createOk(owner, { name: 'Slack', kind: 'secret', fields: { value: secret('a') } });
    const second = await createOk(owner, { name: 'Mail', kind: 'secret', fields: { value: secret('b') } });
    const taken = await call(owner, 'POST', base, { name: 'slack', kind: 'secret', fields: { value: secret('c') } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: 'You already have a credential named "slack". Choose another name.' });
    const renamed = await call(owner, 'PUT', `${base}/${second.id}`, { name: 'SLACK', kind: 'secret', fields: {} });
    expect(renamed.statusCode).toBe(409);
    expect((await call(owner, 'PUT', `${base}/${first.id}`, { name: 'slack', kind: 'secret', fields: {} })).statusCode).toBe(200);
    await createOk(stranger, { name: 'Slack', kind: 'secret', fields: { value: secret('d') } });
  });

  it('another user’s credential is a 404 to read, edit and delete, and stays as it was', async () => {
    const theirs = await createOk(stranger, { name: 'Private', kind: 'secret', fields: { value: secret('private') } });
    const before = await storedRow(theirs.id);
    expect((await call(owner, 'GET', `${base}/${theirs.id}`)).json()).toEqual({ detail: 'Credential not found' });
    expect((await call(owner, 'GET', `${base}/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'PUT', `${base}/${theirs.id}`, { name: 'Mine now', kind: 'secret', fields: { value: secret('mine') } })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `${base}/${theirs.id}`)).statusCode).toBe(404);
    expect(await storedRow(theirs.id)).toEqual(before);
    expect((await call(owner, 'GET', `${base}/not-a-uuid`)).statusCode).toBe(404);
  });

  it.each([
    [{ name: '', kind: 'secret', fields: { value: 'x' } }, 'name: Name is required'],
    [{ name: 'N'.repeat(51), kind: 'secret', fields: { value: 'x' } }, 'name: Name must not exceed 50 characters'],
    [{ name: 'Key', kind: 'oauth', fields: { value: 'x' } }, 'kind: Kind must be one of login, basic, token, secret'],
    [{ name: 'Key', kind: 'token', fields: {} }, 'fields.value: Token is required'],
    [{ name: 'Key', kind: 'login', fields: { username: 'ada', password: '  ' } }, 'fields.password: Password is required'],
    [{ name: 'Key', kind: 'secret', fields: { value: 'x', header: 'X-Key' } }, 'fields.header: Not a field of a Secret credential'],
    [{ name: 'Key', kind: 'token', fields: { value: 'x', header: 'Bad Header:' } }, 'fields.header: Header name may hold only letters, digits and - (an HTTP header name)'],
    [{ name: 'Key', kind: 'token', fields: { value: 'x', prefix: 'Bearer\r\nX-Evil: 1' } }, 'fields.prefix: Prefix must be on one line'],
    [{ name: 'Key', kind: 'secret', fields: { value: 'x'.repeat(10_001) } }, 'fields.value: Value must not exceed 10000 characters'],
    [{ name: 'Key', kind: 'secret', fields: { value: 7 } }, 'fields.value: A field value must be text'],
  ])('%j is refused with 422', async (payload, detail) => {
    const response = await call(owner, 'POST', base, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toContain(detail);
    expect(await database.db.select().from(credentials)).toEqual([]);
  });

  it('an anonymous caller gets 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/00000000-0000-0000-0000-000000000000`],
      ['PUT', `${base}/00000000-0000-0000-0000-000000000000`],
      ['DELETE', `${base}/00000000-0000-0000-0000-000000000000`],
    ] as const) {
      expect((await app.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? {} : undefined })).statusCode).toBe(401);
    }
  });
});

describe('values stay secret', () => {
  it('the row holds each secret sealed, never in plain text, and the same value sealed twice differs (a fresh IV)', async () => {
    const same = secret('same');
    const one = await createOk(owner, { name: 'One', kind: 'login', fields: { username: same, password: same } });
    const two = await createOk(owner, { name: 'Two', kind: 'secret', fields: { value: same } });
    const rows = [await storedRow(one.id), await storedRow(two.id)];
    expect(JSON.stringify(rows)).not.toContain(same);
    const sealed = [rows[0]!.secrets.username!, rows[0]!.secrets.password!, rows[1]!.secrets.value!];
    for (const value of sealed) expect(value).toMatch(/^v1\.[\w-]{8}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    const ivs = sealed.map((value) => value.split('.')[2]);
    expect(new Set(ivs).size).toBe(3);
    expect(new Set(sealed).size).toBe(3);
  });

  it('no answer of this file carried a value it sent', () => {
    expect(answers.length).toBeGreaterThan(30);
    const leaks = [...sentValues].filter((value) => answers.some((answer) => answer.includes(value)));
    expect(leaks).toEqual([]);
  });
});
