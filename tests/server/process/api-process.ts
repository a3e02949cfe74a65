import { spawn, type ChildProcess } from 'node:child_process';
import { expect, inject } from 'vitest';
import { testSecretKeyBase64 } from '../test-app';
import { runEventSchema, type RunEvent, type ServerRun } from '../../../src/domain/workflow/server-runs';
import { parseEventStream } from '../event-stream-events';

/** Real server processes (server/main.ts, bundled once for the run: tests/server/server-bundle.ts) and what the process tests do through their HTTP API. */

/** Every process started here, for a test file's afterAll to kill. */
export const runningServers: ChildProcess[] = [];

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  kill: () => Promise<void>;
}

export async function startListeningServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [inject('serverBundle')], {
    env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true', STATIC_DIR: '/nonexistent/botflow-spa', LOG_LEVEL: 'info', LOG_FORMAT: 'json', BOTFLOW_SECRET_KEY: testSecretKeyBase64, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runningServers.push(child);
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

export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@botflow.dev', password: 'demo1234' }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const timerWorkflow = (seconds: number) => ({
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

export async function startRun(base: string, token: string, seconds: number): Promise<ServerRun> {
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

export async function runUntil(base: string, token: string, runId: string, done: (run: ServerRun) => boolean, timeoutMs: number): Promise<ServerRun> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = (await (await fetch(`${base}/v1/workflows/runs/${runId}`, { headers: { Authorization: token } })).json()) as ServerRun;
    if (done(run)) return run;
    if (Date.now() > deadline) throw new Error(`run is still ${run.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function eventsOf(base: string, token: string, runId: string): Promise<RunEvent[]> {
  const text = await (await fetch(`${base}/v1/workflows/runs/${runId}/events`, { headers: { Authorization: token } })).text();
  return parseEventStream(text, runEventSchema);
}

