import { spawn, type ChildProcess } from 'node:child_process';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A data dir at `parent`/db with every migration applied: a copy of the one the server project's global
 * setup made (tests/server/database-template.ts). A server started on it skips PGlite's initdb and the
 * migrations, most of a fresh start (about 20 of 55 s under load), and opens it as it opens any data dir
 * after a restart; the first start on an empty DATA_DIR keeps its own test (secret-key-process).
 * The PostgreSQL pass makes no PGlite template: there the dir is left empty and the process makes it.
 */
export async function migratedDataDir(parent: string): Promise<string> {
  const dataDir = join(parent, 'db');
  const template = inject('pgliteTemplateDataDir');
  if (template) await cp(template, dataDir, { recursive: true });
  return dataDir;
}

/** The real server process (server/main.ts, bundled once for the run) on the embedded database in `dataDir` and a free port. */
export function startServer(dataDir: string, env: Record<string, string> = {}): { child: ChildProcess; logs: () => string; waitForLog: (pattern: RegExp) => Promise<string> } {
  const child = spawn(process.execPath, [inject('serverBundle')], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', STATIC_DIR: join(dataDir, 'no-spa'), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      const match = output.match(waiter.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match[0]);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    child,
    logs: () => output,
    waitForLog: (pattern) => {
      const match = output.match(pattern);
      return match ? Promise.resolve(match[0]) : new Promise((resolve) => waiters.push({ pattern, resolve }));
    },
  };
}

export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

