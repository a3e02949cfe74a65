/**
 * `npm run bench -- api` (D64, D115): the API under load on this machine, loopback only. For GET the
 * user's sequences, POST login, GET market bots and GET My Bots, at 100 and 200 connections
 * (autocannon, the real server in its own process), on PGlite and on PostgreSQL, beside what the
 * same database work does without HTTP (the handlers' own repository calls, the same concurrency; on
 * PostgreSQL each raw round runs just before its HTTP round) and bare Fastify, with the CPU each
 * answer cost the server and the load generator; and a soak, GET sequences at 200 connections for 30 s, beside its twin: bare
 * Fastify holding the event loop as long per request as the soak's rate implies.
 * Targets (printed, not asserted): each endpoint ≥ 60 % of its raw rate; p99 ≤ 100 ms at 200
 * connections; no errors and no non-2xx in the soak.
 *   BENCH_API_SECONDS (10) per round, BENCH_API_SOAK_SECONDS (30; 0 skips the soak),
 *   BENCH_API_DATABASES (pglite,postgres) and BENCH_API_ENDPOINTS (every one, by name: "GET sequences,GET My Bots")
 *   to measure only some, e.g. before and after a change to one route.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { processCpuSeconds } from '../../scripts/lib/process-cpu';
import { assertLoginAllowed, loginThrottleKey } from '../../server/accounts/login-throttle';
import { verifyPassword } from '../../server/accounts/passwords';
import { createSession, deleteExpiredSessions, findUserByEmail, resetLoginFailures } from '../../server/accounts/repository';
import { openDatabase, type Database, type DatabaseLocation } from '../../server/db/database';
import { demoAccount, seedDatabase } from '../../server/db/seed';
import { listEndpoints } from './api-lists';
import { startBenchServer } from './designer-server';
import { onTemporaryPostgres } from './on-postgres';

const roundSeconds = Number(process.env.BENCH_API_SECONDS ?? 10);
const soakSeconds = Number(process.env.BENCH_API_SOAK_SECONDS ?? 30);
const connectionCounts = [100, 200];
const listed = (name: string) => process.env[name]?.split(',').map((item) => item.trim()).filter(Boolean) ?? null;
const databasesWanted = listed('BENCH_API_DATABASES');
const endpointsWanted = listed('BENCH_API_ENDPOINTS');

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  signedIn: boolean;
  /** What the handler asks of the database (and, for login, of scrypt), without HTTP. */
  raw: (db: Database['db'], token: string) => Promise<unknown>;
  /** Whether the floor server (api-floor-server.ts) answers it. */
  onFloor: boolean;
}

const allEndpoints: Endpoint[] = [
  ...listEndpoints.map((list): Endpoint => ({ name: list.name, method: 'GET', path: list.path, signedIn: true, raw: list.raw, onFloor: true })),
  // Last: the sign-ins a round leaves queued behind scrypt would slow the next round down.
  {
    name: 'POST login',
    method: 'POST',
    path: '/v1/auth/login',
    body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
    signedIn: false,
    onFloor: false,
    raw: async (db) => {
      const key = loginThrottleKey('127.0.0.1', demoAccount.email);
      await assertLoginAllowed(db, key);
      const user = (await findUserByEmail(db, demoAccount.email))!;
      await verifyPassword(demoAccount.password, user.passwordHash);
      await resetLoginFailures(db, key);
      await deleteExpiredSessions(db, user.id);
      return createSession(db, user.id);
    },
  },
];

const endpoints = endpointsWanted ? allEndpoints.filter((endpoint) => endpointsWanted.includes(endpoint.name)) : allEndpoints;

/** CPU seconds this process has used (user and system). */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

interface RawRound {
  rate: number;
  /** This process's CPU per operation, µs: what the repository calls cost without HTTP. */
  cpuPerOp: number;
}

/** Operations per second of `work` kept `concurrency` deep for `seconds`. */
async function rawRate(work: () => Promise<unknown>, concurrency: number, seconds: number): Promise<RawRound> {
  const end = Date.now() + seconds * 1000;
  const cpuBefore = ownCpuSeconds();
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await work();
        done += 1;
      }
    }),
  );
  return { rate: done / seconds, cpuPerOp: ((ownCpuSeconds() - cpuBefore) / Math.max(done, 1)) * 1e6 };
}

interface Load {
  rate: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** CPU per answer, µs: the load generator's (this process) and, when its pid is given, the server's. */
  clientCpuPerRequest: number;
  serverCpuPerRequest: number | null;
}

async function load(url: string, endpoint: Pick<Endpoint, 'method' | 'body'>, token: string | null, connections: number, seconds: number, serverPid?: number): Promise<Load> {
  const clientCpuBefore = ownCpuSeconds();
  const serverCpuBefore = serverPid === undefined ? null : processCpuSeconds(serverPid);
  const result = await autocannon({
    url,
    method: endpoint.method,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { ...(token ? { authorization: token } : {}), ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
    ...(endpoint.body ? { body: endpoint.body } : {}),
  });
  const answered = Math.max(result.requests.total, 1);
  const serverCpuAfter = serverPid === undefined ? null : processCpuSeconds(serverPid);
  return {
    // Answers that did the work: a sign-in turned away with 503 (password work is bounded) is not one.
    rate: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    clientCpuPerRequest: ((ownCpuSeconds() - clientCpuBefore) / answered) * 1e6,
    serverCpuPerRequest: serverCpuBefore === null || serverCpuAfter === null ? null : ((serverCpuAfter - serverCpuBefore) / answered) * 1e6,
  };
}

/** Until the server answers health at once: requests a round left behind must not count against the next. */
async function settle(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const began = performance.now();
    await fetch(`${baseUrl}/v1/health`);
    if (performance.now() - began < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const fixed = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const line = (cells: string[]) => console.log(`| ${cells.join(' | ')} |`);

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAccount) });
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

interface FloorServer {
  baseUrl: string;
  pid: number;
  stop: () => void;
}

/** The floor (api-floor-server.ts) on the same PostgreSQL: bare Fastify doing the lists' repository calls. */
async function startFloorServer(databaseUrl: string): Promise<FloorServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/api-floor-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The floor server exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return { baseUrl, pid: child.pid!, stop: () => child.kill('SIGKILL') };
}

/**
 * `rawBesideServer`: each raw round runs just before its HTTP round, so both meet the same load on a
 * shared machine (all raw rounds first put minutes between a pair). PGlite's directory takes one
 * process at a time, so there the raw rounds run before the server starts.
 */
async function benchDatabase(label: string, location: DatabaseLocation, serverOptions: { dataDir?: string; databaseUrl?: string }, { rawBesideServer }: { rawBesideServer: boolean }): Promise<void> {
  const database = await openDatabase(location);
  let open = true;
  const closeDatabase = async () => {
    if (open) await database.close();
    open = false;
  };
  await seedDatabase(database.db, { demoAccount: true });
  const user = (await findUserByEmail(database.db, demoAccount.email))!;
  const rawToken = await createSession(database.db, user.id);
  const measureRaw = (endpoint: Endpoint, connections: number) => rawRate(() => endpoint.raw(database.db, rawToken), connections, roundSeconds);
  const rawFirst = new Map<string, RawRound>();
  const roundKey = (endpoint: Endpoint, connections: number) => `${endpoint.name} ${connections}`;
  try {
    if (!rawBesideServer) {
      for (const endpoint of endpoints) {
        for (const connections of connectionCounts) rawFirst.set(roundKey(endpoint, connections), await measureRaw(endpoint, connections));
      }
      await closeDatabase();
    }
    const rawRound = (endpoint: Endpoint, connections: number) => (rawBesideServer ? measureRaw(endpoint, connections) : Promise.resolve(rawFirst.get(roundKey(endpoint, connections))!));
    // The floor needs the database beside the real server, which a PGlite directory cannot give.
    const floor = rawBesideServer && serverOptions.databaseUrl ? await startFloorServer(serverOptions.databaseUrl) : null;
    try {
      await benchServer(label, serverOptions, rawRound, floor);
    } finally {
      floor?.stop();
    }
  } finally {
    await closeDatabase();
  }
}

async function benchServer(
  label: string,
  serverOptions: { dataDir?: string; databaseUrl?: string },
  rawRound: (endpoint: Endpoint, connections: number) => Promise<RawRound>,
  floor: FloorServer | null,
): Promise<void> {
  const server = await startBenchServer(serverOptions);
  try {
    const token = await signIn(server.baseUrl);
    // The soak goes first: logins answered after their round is over keep scrypt busy for seconds.
    await settle(server.baseUrl);
    const soak = soakSeconds > 0 ? await load(`${server.baseUrl}/v1/sequences/sequences`, { method: 'GET' }, token, 200, soakSeconds) : null;
    console.log(
      `\n${label}: ${roundSeconds} s per round. ` +
        (floor ? "Floor: bare Fastify doing the same repository calls and answer mapping, nothing else of ours (run after the server's round). " : 'No floor (it needs the database beside the server). ') +
        "CPU µs per answer: the server's, the floor's, the load generator's (this process); raw: this process's per operation",
    );
    line(['Endpoint', 'Connections', 'HTTP 2xx/s', 'Raw ops/s', 'HTTP / raw', 'Floor / raw', 'p50 ms', 'p99 ms', 'max ms', 'errors (of them timeouts)', 'non-2xx', 'CPU µs server / floor / client / raw']);
    line(Array(12).fill('---'));
    for (const endpoint of endpoints) {
      for (const connections of connectionCounts) {
        const raw = await rawRound(endpoint, connections);
        await settle(server.baseUrl);
        const result = await load(`${server.baseUrl}${endpoint.path}`, endpoint, endpoint.signedIn ? token : null, connections, roundSeconds, server.pid);
        const onFloor = floor && endpoint.onFloor ? await load(`${floor.baseUrl}${endpoint.path}`, endpoint, token, connections, roundSeconds, floor.pid) : null;
        const share = result.rate / raw.rate;
        const cpu = (value: number | null | undefined) => (value === null || value === undefined ? '–' : fixed(value));
        line([
          endpoint.name,
          String(connections),
          fixed(result.rate),
          fixed(raw.rate),
          `${fixed(share * 100)} % ${share >= 0.6 ? '✔' : '✘'}`,
          onFloor ? `${fixed((onFloor.rate / raw.rate) * 100)} %` : '–',
          fixed(result.p50),
          `${fixed(result.p99)}${connections === 200 ? (result.p99 <= 100 ? ' ✔' : ' ✘') : ''}`,
          fixed(result.max),
          `${result.errors} (${result.timeouts})`,
          String(result.non2xx),
          `${cpu(result.serverCpuPerRequest)} / ${cpu(onFloor?.serverCpuPerRequest)} / ${fixed(result.clientCpuPerRequest)} / ${fixed(raw.cpuPerOp)}`,
        ]);
      }
    }
    if (!soak) return;
    // autocannon counts a timeout among the errors as well.
    const clean = soak.errors + soak.non2xx === 0;
    console.log(
      `${label} soak, GET sequences, 200 connections × ${soakSeconds} s: ${fixed(soak.rate)} req/s, p99 ${fixed(soak.p99)} ms, max ${fixed(soak.max)} ms, ` +
        `${soak.errors} errors (${soak.timeouts} of them timeouts), ${soak.non2xx} non-2xx ${clean ? '✔' : '✘'}`,
    );
    // A saturated event loop accepts new connections slowly (about one per turn of the loop), so
    // connections opened at the start can wait past autocannon's 10 s: the twin shows how much of
    // the soak's errors any Node server saturated at this rate has, with none of our code in it. It
    // models PGlite, whose work is on the loop; on PostgreSQL the loop waits on the database instead,
    // so there the twin overstates.
    const busyMs = 1000 / soak.rate;
    const twin = await bareFastify({ busyMs, connections: 200, seconds: soakSeconds });
    console.log(
      `  its twin, bare Fastify holding the loop ${busyMs.toFixed(2)} ms a request, 200 connections × ${soakSeconds} s: ${fixed(twin.rate)} req/s, ` +
        `p99 ${fixed(twin.p99)} ms, max ${fixed(twin.max)} ms, ${twin.errors} errors (${twin.timeouts} of them timeouts)`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * Bare Fastify in its own process, answering a small JSON body: the ceiling of HTTP on this machine.
 * With `busyMs`, each request first holds the event loop that long, like a server whose own work per
 * request costs that much: the soak's twin, saturated at the same rate with nothing of ours in it.
 */
async function bareFastify({ busyMs = 0, connections = 100, seconds = roundSeconds }: { busyMs?: number; connections?: number; seconds?: number } = {}): Promise<Load> {
  const script = `
    const busyMs = Number(process.env.BUSY_MS);
    const app = require('fastify')();
    app.get('/', async () => {
      const until = performance.now() + busyMs;
      while (performance.now() < until);
      return { ok: true };
    });
    app.listen({ port: 0, host: '127.0.0.1' }).then((address) => console.log(address));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BUSY_MS: String(busyMs) } });
  try {
    const address = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
    return await load(address, { method: 'GET' }, null, connections, seconds);
  } finally {
    child.kill('SIGKILL');
  }
}

export async function runApiBench(): Promise<void> {
  console.log('\nAPI under load (autocannon; raw = the same repository calls on the same database, no HTTP):');
  const bare = await bareFastify();
  console.log(`bare Fastify, 100 connections: ${fixed(bare.rate)} req/s, p99 ${fixed(bare.p99)} ms`);

  if (!databasesWanted || databasesWanted.includes('pglite')) {
    const scratch = mkdtempSync(join(tmpdir(), 'botflow-api-bench-'));
    try {
      const dataDir = join(scratch, 'pglite');
      await benchDatabase('PGlite', { dataDir }, { dataDir }, { rawBesideServer: false });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  if (!databasesWanted || databasesWanted.includes('postgres')) await onTemporaryPostgres((url) => benchDatabase('PostgreSQL', { databaseUrl: url }, { databaseUrl: url }, { rawBesideServer: true }));
}
