import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { credentialCipher } from '../../../server/credentials/cipher';
import { credentialSecrets } from '../../../server/credentials/credentials-for-runs';
import { configuredSecretKey, dataDirSecretKey, parseSecretKey, secretKeyFor, secretKeyMessages } from '../../../server/credentials/secret-key';
import { openDatabase } from '../../../server/db/database';
import { createUserWithToken } from '../fixtures';

const scratchDirs: string[] = [];
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'botflow-key-'));
  scratchDirs.push(dir);
  return dir;
};

const aKey = randomBytes(32).toString('base64');

describe('BOTFLOW_SECRET_KEY (D66)', () => {
  it('is 32 bytes of base64; anything else is refused with how to make one', () => {
    expect(parseSecretKey(`  ${aKey}\n`, 'BOTFLOW_SECRET_KEY')).toEqual(Buffer.from(aKey, 'base64'));
    for (const bad of [randomBytes(16).toString('base64'), 'not base64 at all!', `${aKey}AAAA`, randomBytes(32).toString('hex')]) {
      expect(() => parseSecretKey(bad, 'BOTFLOW_SECRET_KEY')).toThrow(/^BOTFLOW_SECRET_KEY must be 32 bytes written in base64 \(44 characters\); it holds \d+ bytes\. Make one with `openssl rand -base64 32`/);
    }
  });

  it('is required with DATABASE_URL, and optional on the embedded database', () => {
    expect(() => configuredSecretKey({ DATABASE_URL: 'postgres://db/botflow' })).toThrow(secretKeyMessages.required);
    expect(secretKeyMessages.required).toContain('openssl rand -base64 32');
    expect(configuredSecretKey({ DATABASE_URL: 'postgres://db/botflow', BOTFLOW_SECRET_KEY: aKey })).toEqual(Buffer.from(aKey, 'base64'));
    expect(configuredSecretKey({})).toBeNull();
    expect(secretKeyFor(Buffer.from(aKey, 'base64'), { dataDir: '/nonexistent' })).toEqual(Buffer.from(aKey, 'base64'));
    expect(() => secretKeyFor(null, { databaseUrl: 'postgres://db/botflow' })).toThrow(secretKeyMessages.required);
  });
});

describe("the embedded database's own key", () => {
  it('is generated once into the data directory, readable by its owner only, and read back after', () => {
    const dataDir = scratch();
    const key = dataDirSecretKey(dataDir);
    const file = join(dataDir, 'secret.key');
    expect(key).toHaveLength(32);
    expect(readFileSync(file, 'utf8')).toBe(`${key.toString('base64')}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(dataDirSecretKey(dataDir)).toEqual(key);
  });

  it('an empty key file (a crash while it was first written) is written anew; a damaged one stops the start', () => {
    const dataDir = scratch();
    writeFileSync(join(dataDir, 'secret.key'), '');
    expect(dataDirSecretKey(dataDir)).toHaveLength(32);
    writeFileSync(join(dataDir, 'secret.key'), 'half a key');
    expect(() => dataDirSecretKey(dataDir)).toThrow(`The key file ${join(dataDir, 'secret.key')} must be 32 bytes written in base64`);
  });

  // An embedded database's data directory: once, whichever database the run is for.
  it.skipIf(Boolean(process.env.DATABASE_URL))('after a restart on the same data directory, what was saved before still decrypts', { timeout: 60_000 }, async () => {
    const dataDir = join(scratch(), 'db');
    const first = await openDatabase({ dataDir });
    const firstApp = await buildApp({ database: first, secretKey: secretKeyFor(null, { dataDir }) });
    const user = await createUserWithToken(first);
    const created = await firstApp.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: user.token }, payload: { name: 'Hook', kind: 'secret', fields: { value: 'kept across restarts' } } });
    expect(created.statusCode).toBe(201);
    await firstApp.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const cipher = credentialCipher(secretKeyFor(null, { dataDir }));
      expect((await credentialSecrets(second.db, cipher, user.id).get('Hook')).fields).toEqual({ value: 'kept across restarts' });
    } finally {
      await second.close();
    }
  });
});
