import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** The real server process (server/main.ts) on a fresh embedded database and a free port. */
export function startServer(dataDir: string, env: Record<string, string> = {}): { child: ChildProcess; logs: () => string; waitForLog: (pattern: RegExp) => Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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

