/**
 * `npm run bench -- runs` (D61): 1,000 server runs of a 10-node workflow (start, four
 * pass-through and four transform nodes, end), queued at once through POST /v1/sequences/{id}/runs,
 * executed by the run queue (pg-boss) with every step written to the database. Prints runs per
 * second and p50/p95 from queued to finished on PGlite and on PostgreSQL, beside the engine alone
 * (the same workflow run in memory, no queue, no database) measured in the same run; and the
 * QuickJS sandbox's start cost per condition and per script node (the script runtime of D67, with
 * its host calls as promises) beside a bare function call.
 * Then, on the same idle server, single runs one after another: queued → finished p50 (D98).
 * PostgreSQL is measured over loopback TCP (the target's figure) and again through its Unix socket.
 * Targets (printed, not asserted; D120): ≥ 250 runs/s on PostgreSQL, ≥ 100 on PGlite, a single
 * run queued → finished ≤ 50 ms p50; sandbox start ≤ 5 ms.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import type { TemporaryPostgres } from '../../scripts/lib/temporary-postgres';
import { buildApp } from '../../server/app';
import { openDatabase, type Database, type DatabaseLocation } from '../../server/db/database';
import { rowsOf } from '../../server/db/rows-of';
import { workflowRuns } from '../../server/db/schema/runs';
import { defaultEngineSettings } from '../../server/runs/server-runs/execute-run';
import { RunSecrets } from '../../server/runs/engine/redaction';
import { runWorkflow } from '../../server/runs/engine/run-workflow';
import { noSecrets } from '../../server/runs/engine/secrets';
import { defaultSandboxLimits, runSandboxed } from '../../server/runs/engine/sandbox';
import { engineWorkflowOf } from '../../server/runs/engine/workflow';
import { memoryRunFolder } from '../../server/runs/runtime/run-folder';
import { runNodeCode, type ScriptExecution } from '../../server/runs/runtime/run-script';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { createUserWithToken } from '../server/fixtures';
import { testSecretKey } from '../server/test-app';
import { createIsolatedDatabase } from '../server/test-app';
import { percentile } from './http-timing';
import { onTemporaryPostgres } from './on-postgres';

const runCount = 1_000;
/** Runs are spread over users so the per-user limit (Free: 1 running) is not what is measured. */
const userCount = 100;
/** Single runs on an idle server, one after another. */
const singleRuns = 30;
const sandboxSamples = 200;
/** BENCH_RUNS_DATABASES=postgres (or pglite, socket; comma-separated) measures only those queued-run figures. */
const databasesWanted = process.env.BENCH_RUNS_DATABASES?.split(',').map((item) => item.trim()).filter(Boolean) ?? null;
const wanted = (database: 'pglite' | 'postgres' | 'socket') => !databasesWanted || databasesWanted.includes(database);
/** BENCH_RUNS_PROFILE=<dir>: a CPU profile of this process over each burst, written there (open it in Chrome's DevTools). */
const profileDir = process.env.BENCH_RUNS_PROFILE;

/** Profiles this process until the answer's `stop`, which writes the profile to `profileDir` under `name`. */
async function profiling(name: string): Promise<{ stop: () => Promise<void> }> {
  if (!profileDir) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

function tenNodeWorkflow(): SavedWorkflow {
  const types = ['start', 'process', 'transform', 'process', 'transform', 'process', 'transform', 'process', 'transform', 'end'];
  const nodes = types.map((type, index) => ({
    id: `n${index}`,
    type,
    position: { x: index * 200, y: 0 },
    data: { label: `${type} ${index}`, type, properties: type === 'transform' ? { code: `return { ...input, step${index}: ${index} };` } : {} },
  }));
  return { nodes, edges: nodes.slice(1).map((node, index) => ({ id: `e${index}`, source: nodes[index]!.id, target: node.id })), viewport: { x: 0, y: 0, zoom: 1 } };
}

const engine = { ...defaultEngineSettings, sendEmail: async () => ({ delivery: 'outbox' as const }), loadBotWorkflow: async () => null, secrets: new RunSecrets(noSecrets), files: memoryRunFolder(), browser: null };

/** The baseline: the same workflow through the engine alone, as many at once as the queue runs. */
async function engineAlone(): Promise<number> {
  const workflow = engineWorkflowOf(tenNodeWorkflow());
  const started = performance.now();
  for (let done = 0; done < runCount; done += 8) {
    await Promise.all(Array.from({ length: Math.min(8, runCount - done) }, () => runWorkflow(workflow, engine, { onStep: () => {} }, new AbortController().signal)));
  }
  return runCount / ((performance.now() - started) / 1000);
}

/** A statement as pg_stat_statements counted it over the burst. */
interface StatementStats {
  query: string;
  /** Sent by a client, rather than run inside another (a foreign key's check, say). */
  topLevel: boolean;
  calls: number;
  totalMs: number;
  rows: number;
}

/** This database's statements since the last reset, the statistics' own reads and `ignored` (the bench's) left out. */
async function statementStats(database: Database, ignored: readonly string[]): Promise<StatementStats[]> {
  const rows = rowsOf<{ query: string; toplevel: boolean; calls: string; total_ms: number; rows: string }>(
    await database.db.execute(sql`select query, toplevel, calls, total_exec_time as total_ms, rows from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%'`),
  );
  return rows.filter((row) => !ignored.includes(row.query)).map((row) => ({ query: row.query, topLevel: row.toplevel, calls: Number(row.calls), totalMs: Number(row.total_ms), rows: Number(row.rows) }));
}

/**
 * PostgreSQL's side of the burst (D118): its processes' CPU per run from /proc, and with
 * pg_stat_statements the statements per run and the ones that took the most time.
 */
function printPostgresProfile(cpuSeconds: number, statements: StatementStats[]): void {
  const sent = statements.filter((each) => each.topLevel);
  const calls = sent.reduce((sum, each) => sum + each.calls, 0);
  const nested = statements.filter((each) => !each.topLevel).reduce((sum, each) => sum + each.calls, 0);
  // Nested statements' time is inside their top-level statement's.
  const execMs = sent.reduce((sum, each) => sum + each.totalMs, 0);
  console.log(`  PostgreSQL CPU per run (its processes)  ${((cpuSeconds * 1000) / runCount).toFixed(2).padStart(8)} ms`);
  console.log(`  statements sent per run                 ${(calls / runCount).toFixed(1).padStart(8)}      (${calls} in all, executing ${(execMs / runCount).toFixed(2)} ms a run, and ${(nested / runCount).toFixed(1)} a run inside them such as foreign-key checks; the bench's own reads left out)`);
  console.log('  statements sent, by calls: calls a run, ms in all, rows a call');
  for (const each of [...sent].sort((a, b) => b.calls - a.calls || b.totalMs - a.totalMs).slice(0, 16)) {
    const text = each.query.replace(/\s+/g, ' ').slice(0, 110);
    console.log(`    ${(each.calls / runCount).toFixed(2).padStart(6)} ${each.totalMs.toFixed(0).padStart(6)} ${(each.rows / Math.max(1, each.calls)).toFixed(1).padStart(6)}  ${text}`);
  }
}

async function queuedRuns(label: string, location: DatabaseLocation, postgres?: TemporaryPostgres): Promise<void> {
  const database: Database = await openDatabase(location);
  const app = await buildApp({ database, secretKey: testSecretKey, runs: { work: true } });
  await app.ready();
  try {
    if (postgres) await database.db.execute(sql`create extension if not exists pg_stat_statements`);
    const workflow = tenNodeWorkflow();
    const owners = await Promise.all(
      Array.from({ length: userCount }, async () => {
        const user = await createUserWithToken(database);
        const created = await app.inject({ method: 'POST', url: '/v1/sequences/sequences', headers: { authorization: user.token }, payload: { title: 'Bench Flow', description: '', items: [workflow] } });
        return { token: user.token, sequenceId: (created.json() as { id: string }).id };
      }),
    );
    const queuedAt = new Map<string, number>();
    const left = database.db.select({ count: count() }).from(workflowRuns).where(and(eq(workflowRuns.kind, 'server'), isNull(workflowRuns.endTime)));
    if (postgres) await database.db.execute(sql`select pg_stat_statements_reset()`);
    const postgresCpuBefore = postgres?.cpuSeconds() ?? 0;
    // The server runs in this process: its CPU over the burst, far less load-sensitive than runs/s on a busy machine.
    const profile = await profiling(label.replace(/\W+/g, '-'));
    const cpuBefore = process.cpuUsage();
    const firstQueued = Date.now();
    await Promise.all(
      Array.from({ length: runCount }, async (_, index) => {
        const owner = owners[index % userCount]!;
        // From the moment the run is asked for: on PGlite the answer itself waits behind the busy workers.
        const askedAt = Date.now();
        const response = await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${owner.sequenceId}/runs`, headers: { authorization: owner.token } });
        if (response.statusCode !== 202) throw new Error(`starting a run answered ${response.statusCode}: ${response.body}`);
        queuedAt.set((response.json() as { id: string }).id, askedAt);
      }),
    );
    const queuedFor = Date.now() - firstQueued;
    const ids = [...queuedAt.keys()];
    const deadline = Date.now() + 10 * 60_000;
    let rows: Array<{ id: string; status: string; endTime: Date | null }> = [];
    // The server runs in this process: the wait counts what is left (one small read), and the 1,000
    // rows are read once at the end; reading them all every 100 ms took CPU the server's runs needed.
    for (;;) {
      const [unfinished] = await left;
      if ((unfinished?.count ?? 0) === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const cpu = process.cpuUsage(cpuBefore);
    await profile.stop();
    const postgresCpu = (postgres?.cpuSeconds() ?? 0) - postgresCpuBefore;
    const statements = postgres ? await statementStats(database, [left.toSQL().sql]) : [];
    rows = await database.db.select({ id: workflowRuns.id, status: workflowRuns.status, endTime: workflowRuns.endTime }).from(workflowRuns).where(inArray(workflowRuns.id, ids));
    const ended = rows.filter((row) => row.endTime !== null);
    const completed = ended.filter((row) => row.status === 'completed').length;
    const lastEnd = Math.max(...ended.map((row) => row.endTime!.getTime()));
    const latencies = ended.map((row) => row.endTime!.getTime() - queuedAt.get(row.id)!);
    const rate = ended.length / ((lastEnd - firstQueued) / 1000);
    console.log(`\n${runCount.toLocaleString('en-US')} runs of a 10-node workflow (${label}), ${userCount} users, queued at once (POST took ${queuedFor} ms in all)`);
    console.log(`  finished ${ended.length}, completed ${completed}`);
    console.log(`  runs per second                         ${rate.toFixed(1).padStart(8)}`);
    console.log(`  server CPU per run (this process)       ${((cpu.user + cpu.system) / 1000 / runCount).toFixed(2).padStart(8)} ms   (user ${(cpu.user / 1000 / runCount).toFixed(2)}, system ${(cpu.system / 1000 / runCount).toFixed(2)}; with the bench's own requests and waiting)`);
    console.log(`  asked → finished                        p50 ${percentile(latencies, 50).toFixed(0).padStart(6)} ms   p95 ${percentile(latencies, 95).toFixed(0).padStart(6)} ms`);
    if (postgres) printPostgresProfile(postgresCpu, statements);
    const single = await singleRunLatencies(app, database, owners[0]!);
    console.log(`  one run at a time, queued → finished    p50 ${percentile(single, 50).toFixed(0).padStart(6)} ms   p95 ${percentile(single, 95).toFixed(0).padStart(6)} ms   (${singleRuns} runs, idle server)`);
  } finally {
    await app.close();
    await database.close();
  }
}

/**
 * Single runs on the idle server (the burst above has ended), one after another: from the POST being
 * sent until the run's end time, both read on this process's clock (the end time is written by the
 * worker in this process). Its row is read every 10 ms to see it ended, which the figure does not include.
 */
async function singleRunLatencies(app: Awaited<ReturnType<typeof buildApp>>, database: Database, owner: { token: string; sequenceId: string }): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < singleRuns; index += 1) {
    const started = Date.now();
    const response = await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${owner.sequenceId}/runs`, headers: { authorization: owner.token } });
    if (response.statusCode !== 202) throw new Error(`starting a run answered ${response.statusCode}: ${response.body}`);
    const id = (response.json() as { id: string }).id;
    for (;;) {
      const [row] = await database.db.select({ endTime: workflowRuns.endTime }).from(workflowRuns).where(inArray(workflowRuns.id, [id]));
      if (row?.endTime) {
        times.push(row.endTime.getTime() - started);
        break;
      }
      if (Date.now() - started > 10_000) throw new Error('a single run did not finish within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return times;
}

/** p50 and p95 of `samples` runs of `work`, in ms. */
async function timed(work: (index: number) => unknown): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < sandboxSamples; index += 1) {
    const started = performance.now();
    await work(index);
    times.push(performance.now() - started);
  }
  return times;
}

const scriptExecution = (index: number): ScriptExecution => ({
  input: { n: index },
  inputs: {},
  services: { secrets: engine.secrets, files: engine.files, sendEmail: engine.sendEmail, allowPrivateNetwork: false, log: () => {} },
  limits: defaultSandboxLimits,
  signal: new AbortController().signal,
});

async function sandboxStart(): Promise<void> {
  await runSandboxed('return 1;', null); // the WebAssembly module loads once per process
  const condition = await timed((index) => runSandboxed('return { doubled: input.n * 2 };', { n: index }));
  const mapping = await timed((index) => runNodeCode('return { doubled: input.n * 2 };', scriptExecution(index)));
  const script = await timed((index) => runNodeCode('log.info(input.n); return { doubled: input.n * 2 };', scriptExecution(index)));
  // The unsandboxed baseline the sandbox replaces.
  const bare = await timed((index) => new Function('input', 'return { doubled: input.n * 2 };')({ n: index }));
  const line = (label: string, times: number[], digits: number) =>
    console.log(`  ${label.padEnd(42)} p50 ${percentile(times, 50).toFixed(digits).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(digits).padStart(6)} ms`);
  console.log(`\nSandbox start per node (${sandboxSamples} each, module already loaded)`);
  line('condition: QuickJS context, run, dispose', condition, 2);
  line('Code node mapping its input (sandbox)', mapping, 2);
  line('Code node using the runtime (async)', script, 2);
  line('baseline: new Function in this process', bare, 3);
  console.log('  target: sandbox start ≤ 5 ms');
}

export async function runRunsBench(): Promise<void> {
  await sandboxStart();
  console.log(`\nbaseline: the engine alone, in memory     ${(await engineAlone()).toFixed(1).padStart(8)} runs/s`);
  if (wanted('pglite')) await queuedRuns('PGlite', { inMemory: true });
  if (!wanted('postgres') && !wanted('socket')) return;
  await onTemporaryPostgres(async (url, socketUrl, server) => {
    if (wanted('postgres')) await queuedRuns('PostgreSQL', { databaseUrl: await createIsolatedDatabase(url) }, server);
    if (!wanted('socket')) return;
    // Beside the target's figure (loopback TCP): the same server through its Unix socket, as a
    // deployment on the database's host may reach it; each statement then skips the TCP stack.
    const throughSocket = new URL(await createIsolatedDatabase(url));
    throughSocket.search = new URL(socketUrl).search;
    await queuedRuns('PostgreSQL through its Unix socket', { databaseUrl: throughSocket.toString() }, server);
  }, { statementStats: true });
  console.log('  target: ≥ 250 runs/s on PostgreSQL, ≥ 100 on PGlite; one run queued → finished ≤ 50 ms p50');
}
