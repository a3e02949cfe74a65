import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchServer {
  baseUrl: string;
  /** The server's process, for benches that read its CPU time. */
  pid: number;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become healthy in time');
}

export interface BenchServerOptions {
  /** A PGlite data directory the bench filled beforehand (default: a fresh one). */
  dataDir?: string;
  /** A PostgreSQL database instead of PGlite. */
  databaseUrl?: string;
}

/**
 * The real server (`npm start`: builds the SPA when the build is stale) on a fresh data directory
 * (or the given database) and a free port, as the e2e tests run it.
 */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const root = mkdtempSync(join(tmpdir(), 'botflow-bench-'));
  mkdirSync(root, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_STATIC_DIR serves an existing build as is (no rebuild of dist/).
  const staticDir = process.env.BENCH_STATIC_DIR;
  // `node --import tsx` keeps the server in this one child, so SIGTERM reaches it directly.
  const child = spawn(process.execPath, ['--import', 'tsx', staticDir ? 'server/main.ts' : 'scripts/build-and-serve.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? join(root, 'data'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
      // PostgreSQL needs a credentials key (D66); one process on a throwaway database can make its own.
      BOTFLOW_SECRET_KEY: process.env.BOTFLOW_SECRET_KEY || randomBytes(32).toString('base64'),
      ...(staticDir ? { STATIC_DIR: staticDir } : {}),
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop };
}
