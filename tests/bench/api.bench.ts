/**
 * `npm run bench -- api` (issue 17): the API under load on this machine, loopback only. For GET the
 * user's sequences, POST login, GET market bots and GET My Bots, at 100 and 200 connections
 * (autocannon, the real server in its own process), on PGlite and on PostgreSQL, beside what the
 * same database work does without HTTP (the handlers' own repository calls, the same concurrency)
 * and bare Fastify; and a soak, GET sequences at 200 connections for 30 s, beside its twin: bare
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
import { assertLoginAllowed, loginThrottleKey } from '../../server/accounts/login-throttle';
import { verifyPassword } from '../../server/accounts/passwords';
import { createSession, deleteExpiredSessions, findSessionUser, findUserByEmail, resetLoginFailures } from '../../server/accounts/repository';
import { listBots } from '../../server/bots/repository';
import { openDatabase, type Database, type DatabaseLocation } from '../../server/db/database';
import { demoAccount, seedDatabase } from '../../server/db/seed';
import { listMarketBots } from '../../server/market/repository';
import { listSequences } from '../../server/sequences/repository';
import { botListQuerySchema } from '../../src/domain/bots/bots';
import { marketListQuerySchema } from '../../src/domain/market/market';
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
}

const botDefaults = botListQuerySchema.parse({});
const marketDefaults = marketListQuerySchema.parse({});

const allEndpoints: Endpoint[] = [
  {
    name: 'GET sequences',
    method: 'GET',
    path: '/v1/sequences/sequences',
    signedIn: true,
    raw: async (db, token) => listSequences(db, (await findSessionUser(db, token))!.id),
  },
  {
    name: 'GET market bots',
    method: 'GET',
    path: '/v1/market/bots',
    signedIn: true,
    raw: async (db, token) => {
      const user = (await findSessionUser(db, token))!;
      return listMarketBots(db, { userId: user.id, sort: marketDefaults.sort, page: marketDefaults.page, pageSize: marketDefaults.page_size });
    },
  },
  {
    name: 'GET My Bots',
    method: 'GET',
    path: '/v1/bots',
    signedIn: true,
    raw: async (db, token) => {
      const user = (await findSessionUser(db, token))!;
      return listBots(db, { userId: user.id, sort: botDefaults.sort, page: botDefaults.page, pageSize: botDefaults.page_size });
    },
  },
  // Last: the sign-ins a round leaves queued behind scrypt would slow the next round down.
  {
    name: 'POST login',
    method: 'POST',
    path: '/v1/auth/login',
    body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
    signedIn: false,
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

/** Operations per second of `work` kept `concurrency` deep for `seconds`. */
async function rawRate(work: () => Promise<unknown>, concurrency: number, seconds: number): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await work();
        done += 1;
      }
    }),
  );
  return done / seconds;
}

interface Load {
  rate: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function load(url: string, endpoint: Pick<Endpoint, 'method' | 'body'>, token: string | null, connections: number, seconds: number): Promise<Load> {
  const result = await autocannon({
    url,
    method: endpoint.method,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { ...(token ? { authorization: token } : {}), ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
    ...(endpoint.body ? { body: endpoint.body } : {}),
  });
  return {
    // Answers that did the work: a sign-in turned away with 503 (password work is bounded) is not one.
    rate: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
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

async function benchDatabase(label: string, location: DatabaseLocation, serverOptions: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  // The raw rates first, in this process: PGlite's directory takes one process at a time.
  const database = await openDatabase(location);
  await seedDatabase(database.db, { demoAccount: true });
  const user = (await findUserByEmail(database.db, demoAccount.email))!;
  const rawToken = await createSession(database.db, user.id);
  const raw = new Map<string, Map<number, number>>();
  for (const endpoint of endpoints) {
    const rates = new Map<number, number>();
    for (const connections of connectionCounts) rates.set(connections, await rawRate(() => endpoint.raw(database.db, rawToken), connections, roundSeconds));
    raw.set(endpoint.name, rates);
  }
  await database.close();

  const server = await startBenchServer(serverOptions);
  try {
    const token = await signIn(server.baseUrl);
    // The soak goes first: logins answered after their round is over keep scrypt busy for seconds.
    await settle(server.baseUrl);
    const soak = soakSeconds > 0 ? await load(`${server.baseUrl}/v1/sequences/sequences`, { method: 'GET' }, token, 200, soakSeconds) : null;
    console.log(`\n${label}: ${roundSeconds} s per round`);
    line(['Endpoint', 'Connections', 'HTTP 2xx/s', 'Raw ops/s', 'HTTP / raw', 'p50 ms', 'p99 ms', 'max ms', 'errors (of them timeouts)', 'non-2xx']);
    line(Array(10).fill('---'));
    for (const endpoint of endpoints) {
      for (const connections of connectionCounts) {
        await settle(server.baseUrl);
        const result = await load(`${server.baseUrl}${endpoint.path}`, endpoint, endpoint.signedIn ? token : null, connections, roundSeconds);
        const rawOps = raw.get(endpoint.name)!.get(connections)!;
        const share = result.rate / rawOps;
        line([
          endpoint.name,
          String(connections),
          fixed(result.rate),
          fixed(rawOps),
          `${fixed(share * 100)} % ${share >= 0.6 ? '✔' : '✘'}`,
          fixed(result.p50),
          `${fixed(result.p99)}${connections === 200 ? (result.p99 <= 100 ? ' ✔' : ' ✘') : ''}`,
          fixed(result.max),
          `${result.errors} (${result.timeouts})`,
          String(result.non2xx),
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
      await benchDatabase('PGlite', { dataDir }, { dataDir });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  if (!databasesWanted || databasesWanted.includes('postgres')) await onTemporaryPostgres((url) => benchDatabase('PostgreSQL', { databaseUrl: url }, { databaseUrl: url }));
}
