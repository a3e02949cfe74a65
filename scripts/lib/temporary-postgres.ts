import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { processTreeCpuSeconds } from './process-cpu';
import { runOrFail } from './run';

export interface TemporaryPostgres {
  url: string;
  /** The same server through its Unix socket (libpq's `?host=` directory), as a same-host deployment may reach it. */
  socketUrl: string;
  /** CPU seconds the server's processes have used so far: the postmaster, its live backends and those that ended (D118). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** What the temporary server loads beside itself. */
export interface TemporaryPostgresOptions {
  /** pg_stat_statements, so a bench can count and time each statement (`create extension` in its database). */
  statementStats?: boolean;
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
export async function startTemporaryPostgres(bin: string, { statementStats = false }: TemporaryPostgresOptions = {}): Promise<TemporaryPostgres> {
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
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200${statementStats ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all' : ''}`,
    'start',
  ]);
  // postmaster.pid's first line is the postmaster's process id.
  const postmasterPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://botflow@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://botflow@127.0.0.1:${port}/postgres?host=${encodeURIComponent(dir)}`,
    cpuSeconds: () => processTreeCpuSeconds(postmasterPid),
    stop: async () => {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
