/**
 * Starts every server of the e2e run at once, for Playwright's single webServer entry
 * (playwright.config.ts): Playwright starts the entries of a webServer array one after the other,
 * each once the one before answers, so the two app servers' migrations and seeding took turns
 * (~70 s before the first test instead of the slower one's ~35 s).
 *
 * Reads the servers from E2E_SERVERS (JSON, `E2eServer[]`) and answers on 127.0.0.1 at
 * E2E_SERVERS_READY_PORT only once every one of them is ready. A server that ends before that, or
 * not being ready within E2E_SERVERS_TIMEOUT_MS, ends this process with the servers' output printed.
 *
 * The servers stay in this process's process group: Playwright stops its webServer command by
 * killing that whole group, so they end with it. A SIGTERM, SIGINT or SIGHUP sent to this process
 * alone goes on to every server, and this process ends once they have.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, get as httpGet } from 'node:http';
import { connect } from 'node:net';
import { constants } from 'node:os';

export interface E2eServer {
  name: string;
  /** A TypeScript entry point, run by node with tsx's loader (no shell or tsx wrapper in between to outlive a signal). */
  script: string;
  args?: string[];
  env?: Record<string, string>;
  /** A data dir removed before the start, so every run begins from a fresh one. */
  freshDir?: string;
  /** Ready when this URL answers 2xx, or when this loopback port accepts a connection. */
  ready: { url: string } | { port: number };
}

const outputLinesKept = 200;
const pollDelaysMs = [100, 250, 500];
const pollDelayMaxMs = 1_000;

interface Running {
  server: E2eServer;
  child: ChildProcess;
  output: string[];
  readyAfterMs?: number;
}

const servers = JSON.parse(requiredEnv('E2E_SERVERS')) as E2eServer[];
const readyPort = Number(requiredEnv('E2E_SERVERS_READY_PORT'));
const timeoutMs = Number(process.env.E2E_SERVERS_TIMEOUT_MS ?? 170_000);
const startedAt = performance.now();
let stopping = false;

mkdirSync('.tmp', { recursive: true });
const running = servers.map(start);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stopAll(signal));

const deadline = setTimeout(() => {
  const waiting = running.filter((entry) => entry.readyAfterMs === undefined);
  fail(`not ready within ${timeoutMs} ms: ${waiting.map((entry) => entry.server.name).join(', ')}`, waiting);
}, timeoutMs);
await Promise.all(running.map(waitUntilReady));
clearTimeout(deadline);
createHttpServer((_request, response) => response.end('ready')).listen(readyPort, '127.0.0.1');
const seconds = (ms: number) => (ms / 1000).toFixed(1);
console.error(
  `e2e servers ready in ${seconds(performance.now() - startedAt)} s (${running
    .map((entry) => `${entry.server.name} ${seconds(entry.readyAfterMs ?? 0)} s`)
    .join(', ')})`,
);

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (tests/e2e/start-servers.ts is started by playwright.config.ts)`);
  return value;
}

function start(server: E2eServer): Running {
  if (server.freshDir) rmSync(server.freshDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', server.script, ...(server.args ?? [])], {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const entry: Running = { server, child, output: [] };
  const keep = (chunk: Buffer) => {
    entry.output.push(...chunk.toString().split('\n').filter(Boolean));
    entry.output.splice(0, Math.max(0, entry.output.length - outputLinesKept));
  };
  child.stdout?.on('data', keep);
  // Errors show as they come, as Playwright shows a webServer's stderr.
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(prefixed(server.name, chunk.toString()));
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const how = `${server.name} ended (${signal ?? `exit code ${code}`})`;
    if (entry.readyAfterMs === undefined) fail(`${how} before it was ready`, [entry]);
    else process.stderr.write(`${how} during the run; its last output:\n${prefixed(server.name, entry.output.join('\n'))}\n`);
  });
  return entry;
}

async function waitUntilReady(entry: Running): Promise<void> {
  const delays = [...pollDelaysMs];
  while (!(await answers(entry.server.ready))) {
    await new Promise((resolve) => setTimeout(resolve, delays.shift() ?? pollDelayMaxMs));
  }
  entry.readyAfterMs = performance.now() - startedAt;
}

function answers(ready: E2eServer['ready']): Promise<boolean> {
  return new Promise((resolve) => {
    if ('url' in ready) {
      const request = httpGet(ready.url, (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status >= 200 && status < 300);
      });
      request.on('error', () => resolve(false));
      return;
    }
    const socket = connect(ready.port, '127.0.0.1');
    socket.on('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function prefixed(name: string, text: string): string {
  return text.replace(/^(?=.)/gm, `[${name}] `);
}

function fail(reason: string, shown: Running[]): void {
  process.stderr.write(`e2e servers: ${reason}\n`);
  for (const entry of shown) process.stderr.write(`--- ${entry.server.name}'s last output:\n${entry.output.join('\n')}\n`);
  void stopAll('SIGTERM', 1);
}

/** Sends the signal to every server still running and ends once all have ended (SIGKILL after 5 s). */
async function stopAll(signal: NodeJS.Signals, exitCode = 128 + constants.signals[signal]): Promise<void> {
  if (stopping) return;
  stopping = true;
  const alive = running.filter((entry) => entry.child.exitCode === null && entry.child.signalCode === null);
  const ended = alive.map((entry) => new Promise((resolve) => entry.child.once('exit', resolve)));
  for (const entry of alive) entry.child.kill(signal);
  const forceKill = setTimeout(() => alive.forEach((entry) => entry.child.kill('SIGKILL')), 5_000);
  await Promise.all(ended);
  clearTimeout(forceKill);
  process.exit(exitCode);
}
