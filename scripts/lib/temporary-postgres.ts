import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { runOrFail } from './run';

export interface TemporaryPostgres {
  url: string;
  /** The same server through its Unix socket (libpq's `?host=` directory), as a same-host deployment may reach it. */
  socketUrl: string;
  /** CPU seconds the server's processes have used so far: the postmaster, its live backends and those that ended (issue 33). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** What the temporary server loads beside itself. */
export interface TemporaryPostgresOptions {
  /** pg_stat_statements, so a bench can count and time each statement (`create extension` in its database). */
  statementStats?: boolean;
}

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/** Fields of /proc/<pid>/stat after the command's closing parenthesis (the command may hold spaces). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds of a process and its children, live or ended: an ended child's time is in the
 * parent's cutime/cstime once reaped, a live one's is read from its own stat.
 */
function cpuSecondsOfTree(rootPid: number): number {
  // After ')': state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
  const own = statFields(rootPid);
  if (!own) return 0;
  let ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(own[index]), 0);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === rootPid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
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
    cpuSeconds: () => cpuSecondsOfTree(postmasterPid),
    stop: async () => {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
