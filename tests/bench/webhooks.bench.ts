/**
 * `npm run bench -- webhooks` (D126, D136): deliveries a webhook's test URL accepts per second, each
 * a queued run (its delivery and run committed in one statement, its job sent to pg-boss), with p50
 * and p99, on PGlite and on PostgreSQL, beside bare Fastify inserting one row per request into the
 * same database kind in the same run. The server only queues (RUN_WORKERS=false): what is measured
 * is taking deliveries, not executing runs. One webhook of one Pro user (120,000 requests a minute,
 * no runs-a-day limit), a small JSON body, no authentication.
 * Targets (printed, not asserted): ≥ 1,000 accepted/s on PostgreSQL at p99 ≤ 50 ms, ≥ 300/s on PGlite.
 *   BENCH_WEBHOOKS_SECONDS (10) per round, BENCH_WEBHOOKS_CONNECTIONS (10,25), BENCH_WEBHOOKS_DATABASES
 *   (pglite,postgres), BENCH_WEBHOOKS_PROFILE=<dir>: the server runs with node --cpu-prof into it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { and, count, eq } from 'drizzle-orm';
import { processCpuSeconds } from '../../scripts/lib/process-cpu';
import { openDatabase, type Database, type DatabaseLocation } from '../../server/db/database';
import { users } from '../../server/db/schema/accounts';
import { subscriptions } from '../../server/db/schema/plans';
import { workflowRuns } from '../../server/db/schema/runs';
import { webhooks } from '../../server/db/schema/webhooks';
import { seedDatabase } from '../../server/db/seed';
import { insertSequence } from '../../server/sequences/repository';
import { keepWebhooksOf } from '../../server/webhooks/repository';
import { onTemporaryPostgres } from './on-postgres';

const roundSeconds = Number(process.env.BENCH_WEBHOOKS_SECONDS ?? 10);
const listed = (name: string) => process.env[name]?.split(',').map((item) => item.trim()).filter(Boolean) ?? null;
const connectionCounts = (listed('BENCH_WEBHOOKS_CONNECTIONS') ?? ['10', '25']).map(Number);
const databasesWanted = listed('BENCH_WEBHOOKS_DATABASES');
const profileDir = process.env.BENCH_WEBHOOKS_PROFILE;
const targets = { postgres: { rate: 1_000, p99: 50 }, pglite: { rate: 300, p99: null } } as const;
const body = JSON.stringify({ id: 'order-1042', total: 129.5, items: [{ sku: 'A-1', quantity: 2 }] });

const workflow = {
  nodes: [
    { id: 'hook', type: 'event', position: { x: 0, y: 0 }, data: { label: 'Order placed', type: 'event', properties: { paletteItem: 'webhook' } } },
    { id: 'end', type: 'end', position: { x: 200, y: 0 }, data: { label: 'End', type: 'end', properties: {} } },
  ],
  edges: [{ id: 'e1', source: 'hook', target: 'end' }],
  viewport: { x: 0, y: 0, zoom: 1 },
};

/** A Pro user with a sequence whose Webhook node has its addresses; answers the test URL's path and the sequence. */
async function prepare(database: Database): Promise<{ path: string; sequenceId: string }> {
  const { db } = database;
  await seedDatabase(db, { demoAccount: false });
  const [user] = await db.insert(users).values({ name: 'Bench', lastname: 'Hooks', email: `hooks-${randomUUID()}@example.com`, passwordHash: 'unused' }).returning({ id: users.id });
  await db.insert(subscriptions).values({ userId: user!.id, planId: 'pro-annual', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
  const sequence = await insertSequence(db, user!.id, { title: 'Orders in', description: '', items: [workflow] });
  await keepWebhooksOf(db, { id: sequence.id, userId: user!.id }, ['hook']);
  const [hook] = await db.select({ testKey: webhooks.testKey }).from(webhooks).where(eq(webhooks.sequenceId, sequence.id));
  return { path: `/v1/webhooks/test/${hook!.testKey}`, sequenceId: sequence.id };
}

interface Running {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

/** The floor: a process that prints the address it listens on. */
async function startFloor(env: Record<string, string>): Promise<Running> {
  const args = ['--import', 'tsx', 'tests/bench/webhooks-floor-server.ts'];
  const addressOf = (output: string) => output.match(/http:\/\/127\.0\.0\.1:\d+/)?.[0] ?? null;
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = addressOf(output);
      if (address) resolve(address);
    });
  });
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The real server on a free port, once it answers its health; it only queues runs. */
async function startServer(location: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const args = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '--import', 'tsx', 'server/main.ts'];
  const env = { ...location, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', RUN_WORKERS: 'false', STATIC_DIR: '/nonexistent/botflow-spa', BOTFLOW_SECRET_KEY: randomBytes(32).toString('base64') };
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (attempt > 1200) throw new Error('the server did not become healthy');
    const ok = await fetch(`${baseUrl}/v1/health`).then((response) => response.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGTERM lets a profiled server write its profile.
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Load {
  accepted: number;
  p50: number;
  p99: number;
  errors: number;
  other: number;
  serverCpuPerRequest: number | null;
}

async function load(url: string, connections: number, pid: number): Promise<Load> {
  const cpuBefore = processCpuSeconds(pid);
  const result = await autocannon({ url, method: 'POST', connections, duration: roundSeconds, timeout: 10, headers: { 'content-type': 'application/json' }, body });
  const cpuAfter = processCpuSeconds(pid);
  const answered = Math.max(result.requests.total, 1);
  return {
    accepted: result['2xx'] / roundSeconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    other: result.non2xx,
    serverCpuPerRequest: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) / answered) * 1e6,
  };
}

const fixed = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const line = (cells: string[]) => console.log(`| ${cells.join(' | ')} |`);

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function benchDatabase(label: 'PGlite' | 'PostgreSQL', location: DatabaseLocation, env: Record<string, string>, floorEnv: Record<string, string>): Promise<void> {
  const target = label === 'PGlite' ? targets.pglite : targets.postgres;
  let database = await openDatabase(location);
  const { path, sequenceId } = await prepare(database);
  // A PGlite directory is one process's: the bench lets go of it while the server has it.
  if (label === 'PGlite') await database.close();
  const server = await startServer(env);
  // Warmed up first: the run queue starts pg-boss with its first run (seconds), and the first statements are prepared then.
  for (let index = 0; index < 20; index += 1) await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const floor = await startFloor(floorEnv);
  console.log(`\n${label}: ${roundSeconds} s per round, one webhook, its test URL; a small JSON body. CPU µs per request: the server's, the floor's`);
  line(['Connections', 'Accepted/s (each a queued run)', 'p50 ms', 'p99 ms', 'errors / non-2xx', 'Floor inserts/s', 'Floor p50 / p99 ms', 'CPU µs server / floor']);
  line(Array(8).fill('---'));
  // The warm-up's.
  let accepted = 20;
  try {
    for (const connections of connectionCounts) {
      const result = await load(`${server.baseUrl}${path}`, connections, server.pid);
      const onFloor = await load(`${floor.baseUrl}/floor`, connections, floor.pid);
      accepted += result.accepted * roundSeconds;
      const rateMark = result.accepted >= target.rate ? '✔' : '✘';
      const p99Mark = target.p99 === null ? '' : result.p99 <= target.p99 ? ' ✔' : ' ✘';
      line([
        String(connections),
        `${fixed(result.accepted)} ${rateMark}`,
        fixed(result.p50),
        `${fixed(result.p99)}${p99Mark}`,
        `${result.errors} / ${result.other}`,
        fixed(onFloor.accepted),
        `${fixed(onFloor.p50)} / ${fixed(onFloor.p99)}`,
        `${result.serverCpuPerRequest === null ? '–' : fixed(result.serverCpuPerRequest)} / ${onFloor.serverCpuPerRequest === null ? '–' : fixed(onFloor.serverCpuPerRequest)}`,
      ]);
    }
  } finally {
    await floor.stop();
    await server.stop();
  }
  // Each accepted delivery is a queued run of the sequence, no more and no fewer.
  if (label === 'PGlite') database = await openDatabase(location);
  const [queued] = await database.db.select({ n: count() }).from(workflowRuns).where(and(eq(workflowRuns.sequenceId, sequenceId), eq(workflowRuns.status, 'queued')));
  // A request still in flight when a round ends is answered after autocannon stopped counting: its run is queued too.
  console.log(`${label}: ${fixed(accepted)} deliveries answered 202 within the rounds, ${fixed(queued!.n)} runs queued ${queued!.n >= Math.round(accepted) ? '✔' : '✘'}`);
  await database.close();
}

export async function runWebhooksBench(): Promise<void> {
  console.log('\nWebhook deliveries under load (autocannon; the machine is shared: figures move with the other load on it):');
  if (!databasesWanted || databasesWanted.includes('pglite')) {
    const scratch = mkdtempSync(join(tmpdir(), 'botflow-webhooks-bench-'));
    try {
      const dataDir = join(scratch, 'pglite');
      await benchDatabase('PGlite', { dataDir }, { DATA_DIR: dataDir, DATABASE_URL: '' }, { DATA_DIR: join(scratch, 'floor'), DATABASE_URL: '' });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  if (!databasesWanted || databasesWanted.includes('postgres')) {
    await onTemporaryPostgres((url) => benchDatabase('PostgreSQL', { databaseUrl: url }, { DATABASE_URL: url }, { DATABASE_URL: url }));
  }
}
