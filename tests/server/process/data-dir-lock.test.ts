import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exitOf, migratedDataDir, startServer } from './server-process';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const listening = /http:\/\/127\.0\.0\.1:\d+/;

// A process test on PGlite's data directory: it runs once, whichever database the run is for.
describe.skipIf(Boolean(process.env.DATABASE_URL))('one process per PGlite data directory (D64)', () => {
  it('a second server on the same DATA_DIR refuses to start with a clear message; the first keeps serving', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'botflow-lock-'));
    const dataDir = await migratedDataDir(scratch);
    const first = startServer(dataDir);
    const second = { current: null as ReturnType<typeof startServer> | null };
    cleanup = () => {
      first.child.kill('SIGKILL');
      second.current?.child.kill('SIGKILL');
      rmSync(scratch, { recursive: true, force: true });
    };
    const address = await first.waitForLog(listening);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(first.child.pid));

    second.current = startServer(dataDir);
    expect(await exitOf(second.current.child)).toBe(1);
    expect(second.current.logs()).toContain(`Another Botflow process (pid ${first.child.pid}) is using the data directory ${dataDir}.`);
    expect(second.current.logs()).not.toMatch(listening);

    const health = await fetch(new URL('/v1/health', address));
    expect(health.status).toBe(200);

    // A clean stop gives the directory back.
    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('a lock left by a process that is gone (killed with SIGKILL) does not keep the server down', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'botflow-lock-'));
    const dataDir = await migratedDataDir(scratch);
    const killed = startServer(dataDir);
    const next = { current: null as ReturnType<typeof startServer> | null };
    cleanup = () => {
      killed.child.kill('SIGKILL');
      next.current?.child.kill('SIGKILL');
      rmSync(scratch, { recursive: true, force: true });
    };
    await killed.waitForLog(listening);
    killed.child.kill('SIGKILL');
    await exitOf(killed.child);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);

    next.current = startServer(dataDir);
    const address = await next.current.waitForLog(listening);
    expect((await fetch(new URL('/v1/health', address))).status).toBe(200);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(next.current.child.pid));
  });

  it('a lock file that names no process is taken over too', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'botflow-lock-'));
    const dataDir = await migratedDataDir(scratch);
    writeFileSync(`${dataDir}.lock`, 'not a pid');
    const server = startServer(dataDir);
    cleanup = () => {
      server.child.kill('SIGKILL');
      rmSync(scratch, { recursive: true, force: true });
    };
    await server.waitForLog(listening);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(server.child.pid));
  });
});
