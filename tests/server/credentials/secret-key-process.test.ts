import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secretKeyMessages } from '../../../server/credentials/secret-key';
import { exitOf, startServer } from '../process/server-process';

/** The real server process (server/main.ts) and its credentials key (D66). */

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const listening = /http:\/\/127\.0\.0\.1:\d+/;

function scratchServer(env: Record<string, string>) {
  const scratch = mkdtempSync(join(tmpdir(), 'botflow-key-process-'));
  const dataDir = join(scratch, 'db');
  const servers: Array<ReturnType<typeof startServer>> = [];
  cleanup = () => {
    for (const server of servers) server.child.kill('SIGKILL');
    rmSync(scratch, { recursive: true, force: true });
  };
  return {
    dataDir,
    start: () => {
      const server = startServer(dataDir, { BOTFLOW_SECRET_KEY: '', ...env });
      servers.push(server);
      return server;
    },
  };
}

describe('the server and its credentials key', () => {
  it('refuses to start with DATABASE_URL but no BOTFLOW_SECRET_KEY, saying how to make one', { timeout: 30_000 }, async () => {
    // The check comes before any connection: the address need not answer.
    const server = scratchServer({ DATABASE_URL: 'postgres://botflow@127.0.0.1:9/botflow' }).start();
    expect(await exitOf(server.child)).toBe(1);
    expect(server.logs()).toContain(secretKeyMessages.required);
    expect(server.logs()).toContain('openssl rand -base64 32');
    expect(server.logs()).not.toMatch(listening);
    // A message, not a crash: no stack trace.
    expect(server.logs()).not.toMatch(/\n\s+at /);
  });

  it('refuses to start with a BOTFLOW_SECRET_KEY that is not 32 bytes of base64', { timeout: 30_000 }, async () => {
    const server = scratchServer({ BOTFLOW_SECRET_KEY: 'too-short' }).start();
    expect(await exitOf(server.child)).toBe(1);
    expect(server.logs()).toContain('BOTFLOW_SECRET_KEY must be 32 bytes written in base64');
    expect(server.logs()).not.toMatch(listening);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'on PGlite without BOTFLOW_SECRET_KEY, generates a key into the data directory once and reuses it after a restart',
    { timeout: 90_000 },
    async () => {
      // On an empty data dir, unlike the other process tests' migrated copies: a new install's first
      // start (initdb, the migrations, the key) is tested here.
      const scratch = scratchServer({});
      const first = scratch.start();
      await first.waitForLog(listening);
      const file = join(scratch.dataDir, 'secret.key');
      const key = readFileSync(file, 'utf8');
      expect(Buffer.from(key.trim(), 'base64')).toHaveLength(32);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      first.child.kill('SIGTERM');
      expect(await exitOf(first.child)).toBe(0);

      const second = scratch.start();
      await second.waitForLog(listening);
      expect(readFileSync(file, 'utf8')).toBe(key);
    },
  );
});
