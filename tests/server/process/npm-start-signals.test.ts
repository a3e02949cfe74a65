/**
 * D76: a process manager stops the server by signalling the process it started, `npm start`
 * (or the process npm runs). The server must shut down gracefully (the run queue stopped, the
 * database closed, its lock released) and nothing it started may stay behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedDataDir } from './server-process';

/** Generous for a loaded 2-core machine; a process that stays is caught all the same. */
const exitBoundMs = 15_000;

interface Started {
  npm: ChildProcess;
  dataDir: string;
  base: string;
  logs: () => string;
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** `npm start` on a migrated data dir and a free port, serving a tiny prebuilt SPA (so nothing is built). */
async function startWithNpm(): Promise<Started> {
  const root = mkdtempSync(join(tmpdir(), 'botflow-npm-start-'));
  const staticDir = join(root, 'spa');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Botflow</title>');
  const dataDir = await migratedDataDir(root);
  // Its own process group, so that whatever happens the test can remove the whole tree.
  const npm = spawn('npm', ['start'], {
    detached: true,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', STATIC_DIR: staticDir, LOG_FORMAT: 'json', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup = () => {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
    rmSync(root, { recursive: true, force: true });
  };
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (address) resolve(address[1]!);
    };
    npm.stdout!.on('data', onData);
    npm.stderr!.on('data', onData);
    npm.once('exit', (code) => reject(new Error(`npm start exited with ${code} before listening:\n${output}`)));
  });
  const base = await listening;
  return { npm, dataDir, base, logs: () => output };
}

/** Every process below `root`, read from /proc (pid and ppid of each). */
function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (name) state ppid ...": the name may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone while we looked.
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** Alive and not a zombie waiting for its parent to read its exit. */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/** Resolves with the exit code, or rejects once the bound has passed. */
function exitWithin(child: ChildProcess, ms: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => reject(new Error(`still running ${ms} ms after the signal`)), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** The processes of the tree still running once the bound has passed (an orphan is reaped a moment after its parent). */
async function survivorsWithin(pids: number[], ms: number): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const alive = pids.filter(isAlive);
    if (alive.length === 0 || Date.now() >= deadline) return alive.map((pid) => `${pid} ${commandOf(pid)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A process test, not a database one: it runs once, on PGlite, whichever database the run is for.
describe.skipIf(Boolean(process.env.DATABASE_URL))('stopping `npm start`', () => {
  const cases: Array<{ name: string; signal: NodeJS.Signals; target: (npm: number) => number }> = [
    { name: 'SIGTERM to npm itself (npm passes it on)', signal: 'SIGTERM', target: (npm) => npm },
    { name: 'SIGTERM to the process npm runs', signal: 'SIGTERM', target: (npm) => descendantsOf(npm)[0]! },
    { name: 'SIGINT to npm itself', signal: 'SIGINT', target: (npm) => npm },
  ];

  for (const { name, signal, target } of cases) {
    it(`${name}: the server shuts down gracefully and no process of the tree stays`, { timeout: 90_000 }, async () => {
      const started = await startWithNpm();
      expect((await fetch(`${started.base}/v1/health`)).status).toBe(200);
      const tree = descendantsOf(started.npm.pid!);
      expect(tree.length, 'npm runs the server in a process of its own').toBeGreaterThan(0);
      expect(existsSync(`${started.dataDir}.lock`)).toBe(true);

      process.kill(target(started.npm.pid!), signal);

      const exit = await exitWithin(started.npm, exitBoundMs).catch((error: Error) => error.message);
      expect({ exit, signal: started.npm.signalCode, survivors: await survivorsWithin(tree, 5000) }).toEqual({ exit: 0, signal: null, survivors: [] });
      expect(started.logs()).toContain(`"signal":"${signal}"`);
      expect(started.logs()).toMatch(/shutting down: finishing in-flight requests/);
      // The database was closed: its lock is released, so the next start can open it.
      expect(existsSync(`${started.dataDir}.lock`)).toBe(false);
    });
  }
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("a stop during `npm start`'s build", () => {
  it('passes the signal on to the build, waits for it, and ends with the signal', { timeout: 60_000 }, async () => {
    // The build's stand-in: says it is running, and says so again when a stop reaches it. It listens
    // before it says so: the stop is sent the moment the line is read, which on a busy machine came
    // before the listener, so the default action ended the step silently.
    const step = "process.on('SIGTERM', () => { console.log('step stopped by SIGTERM'); process.exit(0); }); console.log('step running'); setInterval(() => {}, 1000);";
    const script = `const { runStoppableOrFail } = await import(${JSON.stringify(join(process.cwd(), 'scripts/lib/run.ts'))}); await runStoppableOrFail(process.execPath, ['-e', ${JSON.stringify(step)}]); console.log('went on after the step');`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    cleanup = () => {
      try {
        process.kill(-parent.pid!, 'SIGKILL');
      } catch {
        // The group is gone already.
      }
    };
    let output = '';
    await new Promise<void>((resolve, reject) => {
      parent.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('step running')) resolve();
      });
      parent.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      parent.once('exit', () => reject(new Error(`ended before its step ran:\n${output}`)));
    });
    const tree = descendantsOf(parent.pid!);
    expect(tree.length).toBeGreaterThan(0);

    process.kill(parent.pid!, 'SIGTERM');

    expect(await exitWithin(parent, exitBoundMs)).toBe(128 + 15);
    expect(await survivorsWithin(tree, 5000)).toEqual([]);
    // 'exit' can come before the pipe's last chunk has been read: the step's answer is in it.
    if (!parent.stdout!.readableEnded) await new Promise((resolve) => parent.stdout!.once('end', resolve));
    expect(output).toContain('step stopped by SIGTERM');
    expect(output).not.toContain('went on after the step');
  });
});
