import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runEventSchema, serverRunMessages, type RunEvent, type ServerRun } from '../../../src/domain/workflow/server-runs';
import { createIsolatedDatabase } from '../test-app';

/**
 * Runs across real server processes (issue 16): a process killed with SIGKILL mid-run leaves no run
 * "running" once the server is back, and on one PostgreSQL a run queued through one process is
 * executed by another, its events reaching a client of either.
 */

interface ServerProcess {
  child: ChildProcess;
  base: string;
  kill: () => Promise<void>;
}

const scratch = mkdtempSync(join(tmpdir(), 'botflow-runs-'));
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true', STATIC_DIR: join(scratch, 'no-spa'), LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (address && output.includes('Botflow is serving')) resolve(address[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    child,
    base,
    kill: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@botflow.dev', password: 'demo1234' }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const timerWorkflow = (seconds: number) => ({
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start', type: 'start', properties: {} } },
    { id: 'wait', type: 'timer', position: { x: 200, y: 0 }, data: { label: 'Wait', type: 'timer', properties: { seconds, timeout: 120 } } },
    { id: 'end', type: 'end', position: { x: 400, y: 0 }, data: { label: 'End', type: 'end', properties: {} } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'wait' },
    { id: 'e2', source: 'wait', target: 'end' },
  ],
  viewport: { x: 0, y: 0, zoom: 1 },
});

async function startRun(base: string, token: string, seconds: number): Promise<ServerRun> {
  const sequence = await fetch(`${base}/v1/sequences/sequences`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ title: `Wait ${Math.random().toString(36).slice(2, 8)}`, description: '', items: [timerWorkflow(seconds)] }),
  });
  expect(sequence.status).toBe(201);
  const { id } = (await sequence.json()) as { id: string };
  const started = await fetch(`${base}/v1/sequences/sequences/${id}/runs`, { method: 'POST', headers: { Authorization: token } });
  expect(started.status).toBe(202);
  return (await started.json()) as ServerRun;
}

async function runUntil(base: string, token: string, runId: string, done: (run: ServerRun) => boolean, timeoutMs: number): Promise<ServerRun> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = (await (await fetch(`${base}/v1/workflows/runs/${runId}`, { headers: { Authorization: token } })).json()) as ServerRun;
    if (done(run)) return run;
    if (Date.now() > deadline) throw new Error(`run is still ${run.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function eventsOf(base: string, token: string, runId: string): Promise<RunEvent[]> {
  const text = await (await fetch(`${base}/v1/workflows/runs/${runId}/events`, { headers: { Authorization: token } })).text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => runEventSchema.parse(JSON.parse(block.slice('data: '.length))));
}

const databaseUrl = process.env.DATABASE_URL;
const finished = (run: ServerRun) => ['completed', 'failed', 'cancelled'].includes(run.status);

describe('runs and server processes', () => {
  it(`a run under way when the server is killed (SIGKILL) ends as failed "interrupted" after a restart, on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const location: Record<string, string> = databaseUrl ? { DATABASE_URL: await createIsolatedDatabase(databaseUrl) } : { DATA_DIR: join(scratch, 'killed') };
    const first = await startServer(location);
    const token = await signIn(first.base);
    const run = await startRun(first.base, token, 30);
    await runUntil(first.base, token, run.id, (each) => each.status === 'running', 10_000);
    await first.kill();

    const second = await startServer(location);
    // PGlite's own process ends it at start; on PostgreSQL another process's sweep ends it once its heartbeat is stale.
    const ended = await runUntil(second.base, token, run.id, finished, 30_000);
    expect(ended).toMatchObject({ status: 'failed', error: serverRunMessages.interrupted });
    expect(ended.steps.find((step) => step.nodeId === 'wait')).toMatchObject({ status: 'failed', error: serverRunMessages.interrupted });
    // The restarted server runs what comes next.
    const next = await startRun(second.base, token, 0);
    expect((await runUntil(second.base, token, next.id, finished, 15_000)).status).toBe('completed');
    await second.kill();
  }, 90_000);

  it.runIf(databaseUrl)('on one PostgreSQL, a run queued through a process without workers is executed by another, and both stream its events', async () => {
    const url = await createIsolatedDatabase(databaseUrl!);
    const front = await startServer({ DATABASE_URL: url, RUN_WORKERS: 'false' });
    const worker = await startServer({ DATABASE_URL: url, SEED_DEMO: 'false' });
    const token = await signIn(front.base);
    const run = await startRun(front.base, token, 1);
    const [throughFront, throughWorker] = await Promise.all([eventsOf(front.base, token, run.id), eventsOf(worker.base, token, run.id)]);
    for (const events of [throughFront, throughWorker]) {
      expect(events.at(-1)).toEqual({ type: 'end' });
      const last = events.at(-2);
      expect(last?.type === 'run' && last.run.status).toBe('completed');
    }
    await Promise.all([front.kill(), worker.kill()]);
  }, 90_000);
});
