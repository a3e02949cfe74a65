import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { runOrFail } from './run';

export interface TemporaryPostgres {
  url: string;
  /** The same server through its Unix socket (libpq's `?host=` directory), as a same-host deployment may reach it. */
  socketUrl: string;
  stop(): Promise<void>;
}

/** Debian puts the server binaries under /usr/lib/postgresql/<major>/bin. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const bin = join(root, major, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a throwaway PostgreSQL cluster on loopback. initdb refuses to run as root, so as root the
 * cluster belongs to the `postgres` system user that Debian's package creates.
 */
export async function startTemporaryPostgres(bin: string): Promise<TemporaryPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'botflow-pg-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const exec = (tool: string, args: string[]) => {
    const [command, ...rest] = [...prefix, join(bin, tool), ...args];
    return runOrFail(command as string, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  await exec('initdb', ['-D', dataDir, '-U', 'botflow', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  await exec('pg_ctl', [
    '-D', dataDir, '-w', '-l', join(dir, 'server.log'),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://botflow@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://botflow@127.0.0.1:${port}/postgres?host=${encodeURIComponent(dir)}`,
    stop: async () => {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
