import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { credentialCipher } from '../../../server/credentials/cipher';
import { credentialSecrets, ownedCredentials } from '../../../server/credentials/credentials-for-runs';
import type { Database } from '../../../server/db/database';
import { credentials } from '../../../server/db/schema/credentials';
import type { SecretStore } from '../../../server/runs/engine/secrets';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp, testSecretKey } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let owner: UserWithToken;
let stranger: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  owner = await createUserWithToken(database);
  stranger = await createUserWithToken(database);
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(credentials);
});

async function create(user: UserWithToken, name: string, kind: string, fields: Record<string, string>, on: App = app): Promise<string> {
  const response = await on.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: user.token }, payload: { name, kind, fields } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const storeOf = (userId: string, key = testSecretKey): SecretStore => credentialSecrets(database.db, credentialCipher(key), userId);

describe("a run's secrets: its owner's credentials by name (D66)", () => {
  it('decrypts every field of the kind and gives an empty setting its default', async () => {
    await create(owner, 'CRM token', 'token', { value: 'tok-123' });
    await create(owner, 'Custom token', 'token', { value: 'tok-456', header: 'X-Api-Key', prefix: 'Token' });
    await create(owner, 'Admin', 'basic', { username: 'ada', password: ' spaced pass ' });
    await create(owner, 'Hook', 'secret', { value: 'https://hooks.test/abc' });
    const secrets = storeOf(owner.id);
    expect(await secrets.get('CRM token')).toEqual({ name: 'CRM token', kind: 'token', fields: { value: 'tok-123', header: 'Authorization', prefix: 'Bearer' } });
    expect(await secrets.get('Custom token')).toEqual({ name: 'Custom token', kind: 'token', fields: { value: 'tok-456', header: 'X-Api-Key', prefix: 'Token' } });
    expect(await secrets.get('Admin')).toEqual({ name: 'Admin', kind: 'basic', fields: { username: 'ada', password: ' spaced pass ' } });
    expect((await secrets.get('Hook')).fields).toEqual({ value: 'https://hooks.test/abc' });
  });

  it('stamps the credential as last used by a run, which the list then shows', async () => {
    await create(owner, 'Hook', 'secret', { value: 'hook' });
    const list = async () => (await app.inject({ method: 'GET', url: '/v1/credentials', headers: { authorization: owner.token } })).json<Array<{ lastUsedAt: string | null }>>();
    expect((await list())[0]!.lastUsedAt).toBeNull();
    const before = Date.now();
    await storeOf(owner.id).get('Hook');
    expect(Date.parse((await list())[0]!.lastUsedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('rejects, naming the credential, a name the owner has none of: another user’s, or another case', async () => {
    await create(stranger, 'Theirs', 'secret', { value: 'not yours' });
    await create(owner, 'Hook', 'secret', { value: 'hook' });
    await expect(storeOf(owner.id).get('Theirs')).rejects.toThrow('There is no credential named "Theirs"');
    await expect(storeOf(owner.id).get('hook')).rejects.toThrow('There is no credential named "hook"');
  });

  it('rejects with a clear error naming the credential under another BOTFLOW_SECRET_KEY, never garbage, and stamps nothing', async () => {
    await create(owner, 'Hook', 'secret', { value: 'https://hooks.test/abc' });
    const otherKey = randomBytes(32);
    await expect(storeOf(owner.id, otherKey).get('Hook')).rejects.toThrow(
      `The credential "Hook" cannot be decrypted with this server's BOTFLOW_SECRET_KEY: it was saved under another key, or its stored value was altered.`,
    );
    const [row] = await database.db.select().from(credentials);
    expect(row!.lastUsedAt).toBeNull();
  });

  it('a server started with another key on the same database serves the list but cannot decrypt, and what it saves the first cannot either', async () => {
    const otherKey = randomBytes(32);
    const other = await buildApp({ database, secretKey: otherKey });
    try {
      await create(owner, 'Old', 'secret', { value: 'old value' });
      await create(owner, 'New', 'secret', { value: 'new value' }, other);
      expect((await other.inject({ method: 'GET', url: '/v1/credentials', headers: { authorization: owner.token } })).json()).toHaveLength(2);
      await expect(storeOf(owner.id, otherKey).get('Old')).rejects.toThrow('The credential "Old" cannot be decrypted');
      await expect(storeOf(owner.id).get('New')).rejects.toThrow('The credential "New" cannot be decrypted');
      expect((await storeOf(owner.id, otherKey).get('New')).fields).toEqual({ value: 'new value' });
    } finally {
      await other.close();
    }
  });

  it('a sealed value moved to another row does not open there', async () => {
    await create(owner, 'Real', 'secret', { value: 'real value' });
    await create(owner, 'Decoy', 'secret', { value: 'decoy value' });
    const rows = await database.db.select().from(credentials);
    const real = rows.find((row) => row.name === 'Real')!;
    await database.db.update(credentials).set({ secrets: real.secrets }).where(eq(credentials.name, 'Decoy'));
    await expect(storeOf(owner.id).get('Decoy')).rejects.toThrow('The credential "Decoy" cannot be decrypted');
  });

  it('lists names and kinds only, for the check before a run', async () => {
    await create(owner, 'CRM token', 'token', { value: 'tok' });
    await create(owner, 'Admin', 'login', { username: 'a', password: 'b' });
    await create(stranger, 'Theirs', 'secret', { value: 'x' });
    expect((await ownedCredentials(database.db, owner.id)).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Admin', kind: 'login' },
      { name: 'CRM token', kind: 'token' },
    ]);
  });
});
