/**
 * `npm run bench -- insights` (D148–D151): one Pro Annual user with 100,000 server runs over the last
 * 90 days on 20 sequences (one in eight failed, each failure with the failed step of one of 12 nodes,
 * a retry before some), plus 50,000 runs of other users, on PostgreSQL. Prints p50/p95 of GET
 * /v1/insights over real HTTP for each period, narrowed to a sequence, the dashboard's Runs card and
 * the sequences list, beside the same statements run straight on the database in the same run, and
 * GET /v1/health as the floor; then EXPLAIN (ANALYZE, BUFFERS) of the period's statement.
 * Target (printed, not asserted): insights p95 ≤ 200 ms over 100,000 runs.
 *   BENCH_INSIGHTS_RUNS (100000), BENCH_INSIGHTS_REQUESTS (100 per figure).
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { rowsOf } from '../../server/db/rows-of';
import { seedPlans } from '../../server/db/seed';
import { subscriptions } from '../../server/db/schema/plans';
import { failingNodes, periodFigures, runsCard } from '../../server/insights/repository';
import { periodStart } from '../../server/insights/routes';
import { listSequencesWithLastRun } from '../../server/sequences/repository';
import { createUserWithToken } from '../server/fixtures';
import { percentile } from './http-timing';
import { onTemporaryPostgres } from './on-postgres';

const runCount = Number(process.env.BENCH_INSIGHTS_RUNS ?? 100_000);
const requests = Number(process.env.BENCH_INSIGHTS_REQUESTS ?? 100);
const sequenceCount = 20;
const targetP95 = 200;

const line = (label: string, times: number[]) =>
  `  ${label.padEnd(52)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`;

async function timesOf(work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

/** Runs spread evenly over 90 days, written by the database itself (generate_series), with their failed steps. */
async function seedRuns(database: Database, userId: string, sequenceIds: string[], count: number): Promise<void> {
  const ids = `{${sequenceIds.join(',')}}`;
  await database.db.execute(sql`insert into workflow_runs (user_id, sequence_id, kind, workflow_name, start_time, end_time, status, executed_by, nodes_executed)
    select ${userId}::uuid, (${ids}::uuid[])[1 + (n % ${sequenceIds.length})], 'server', 'Bench', t, t + make_interval(secs => 0.2 + (n % 97) * 0.3),
      case when n % 8 = 0 then 'failed' when n % 101 = 0 then 'cancelled' else 'completed' end, 'Bench User', 5
    from generate_series(1, ${count}) as n, lateral (select now() - make_interval(secs => (n::float8 / ${count}) * 89.9 * 86400)) as at(t)`);
  await database.db.execute(sql`insert into workflow_run_steps (id, run_id, position, node_id, node_type, label, status, attempt, started_at, finished_at, error)
    select gen_random_uuid(), r.id, a.attempt, 'node-' || (1 + abs(hashtext(r.id::text)) % 12), 'api', 'Node ' || (1 + abs(hashtext(r.id::text)) % 12), 'failed', a.attempt, r.start_time, r.end_time, 'refused'
    from workflow_runs r cross join lateral generate_series(1, 1 + abs(hashtext(r.id::text)) % 2) as a(attempt)
    where r.user_id = ${userId}::uuid and r.status = 'failed'`);
  // A completed step before every run's failure, as a real run has.
  await database.db.execute(sql`insert into workflow_run_steps (id, run_id, position, node_id, node_type, label, status, attempt, started_at, finished_at)
    select gen_random_uuid(), r.id, 0, 'start', 'start', 'Start', 'completed', 1, r.start_time, r.start_time from workflow_runs r where r.user_id = ${userId}::uuid`);
  // As autovacuum leaves a table at rest: statistics, and the visibility map an index-only scan needs.
  await database.db.execute(sql`vacuum analyze`);
}

async function measure(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url });
  const { db } = database;
  await seedPlans(db);
  const user = await createUserWithToken(database, { name: 'Bench', lastname: 'Insights' });
  await db.insert(subscriptions).values({ userId: user.id, planId: 'pro-annual', currentPeriodEnd: new Date(Date.now() + 300 * 86_400_000) });
  const sequenceIds: string[] = [];
  for (let index = 0; index < sequenceCount; index += 1) {
    const [row] = rowsOf<{ id: string }>(await db.execute(sql`insert into sequences (user_id, title) values (${user.id}, ${`Sequence ${index + 1}`}) returning id`));
    sequenceIds.push(row!.id);
  }
  const other = await createUserWithToken(database, { name: 'Other', lastname: 'User' });
  const otherSequence = rowsOf<{ id: string }>(await db.execute(sql`insert into sequences (user_id, title) values (${other.id}, 'Theirs') returning id`))[0]!.id;
  const seeding = performance.now();
  await seedRuns(database, user.id, sequenceIds, runCount);
  await seedRuns(database, other.id, [otherSequence], runCount / 2);
  const [counted] = rowsOf<{ runs: number; steps: number }>(await db.execute(sql`select (select count(*) from workflow_runs)::int as runs, (select count(*) from workflow_run_steps)::int as steps`));
  console.log(`\nInsights over ${runCount.toLocaleString('en-US')} runs of one user (PostgreSQL; ${counted!.runs.toLocaleString('en-US')} runs and ${counted!.steps.toLocaleString('en-US')} steps in all, seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${requests} requests a figure, one at a time)`);

  const app = await buildApp({ database, secretKey: Buffer.alloc(32, 7), payments: { sweep: false }, webhooks: { pruneEveryMs: false } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const get = (path: string) => async () => {
    const response = await fetch(`${base}${path}`, { headers: { Authorization: user.token } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  };
  try {
    const now = new Date();
    const scope = (days: number, sequenceId: string | null = null) => ({ userId: user.id, from: periodStart(days, now), sequenceId });
    console.log(line('floor: GET /v1/health', await timesOf(get('/v1/health'))));
    const results: Array<[string, number[]]> = [];
    for (const days of [7, 30, 90]) {
      results.push([`GET /v1/insights?days=${days}`, await timesOf(get(`/v1/insights?days=${days}`))]);
      console.log(line(results.at(-1)![0], results.at(-1)![1]));
      console.log(line(`  raw: period figures + failing nodes (${days} days)`, await timesOf(() => Promise.all([periodFigures(db, scope(days), true), failingNodes(db, scope(days), 10)]))));
    }
    results.push(['GET /v1/insights?days=90&sequence_id=…', await timesOf(get(`/v1/insights?days=90&sequence_id=${sequenceIds[3]}`))]);
    console.log(line(results.at(-1)![0], results.at(-1)![1]));
    console.log(line('  raw: the same, one sequence', await timesOf(() => Promise.all([periodFigures(db, scope(90, sequenceIds[3]!), false), failingNodes(db, scope(90, sequenceIds[3]!), 10)]))));
    console.log(line('GET /v1/insights/runs-card', await timesOf(get('/v1/insights/runs-card'))));
    console.log(line('  raw: runs card', await timesOf(() => runsCard(db, user.id, periodStart(7, now), 3))));
    console.log(line('GET /v1/sequences/sequences (20 tiles, last run each)', await timesOf(get('/v1/sequences/sequences'))));
    console.log(line('  raw: sequences with their last run', await timesOf(() => listSequencesWithLastRun(db, user.id))));
    const worst = Math.max(...results.map(([, times]) => percentile(times, 95)));
    console.log(`  target: insights p95 ≤ ${targetP95} ms; worst here ${worst.toFixed(1)} ms (${worst <= targetP95 ? 'met' : 'NOT met'})`);

    const explain = async (label: string, statement: ReturnType<typeof sql>) => {
      // With the work_mem the period's statement sets for itself (server/insights/repository.ts).
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '32MB'`);
        return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain (analyze, buffers) ${statement}`));
      });
      console.log(`\n  EXPLAIN ANALYZE, ${label}:`);
      for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
    };
    const from = periodStart(90, now).toISOString();
    await explain('the period’s runs (90 days), in total and per sequence', sql`select count(*), percentile_cont(array[0.5, 0.95]::float8[]) within group (order by end_time - start_time) filter (where status in ('completed', 'failed') and end_time is not null)
      from workflow_runs where user_id = ${user.id} and kind = 'server' and start_time >= ${from}::timestamptz group by grouping sets ((), (sequence_id))`);
    await explain('failing nodes (90 days)', sql`select st.node_id, count(*) from workflow_run_steps st join workflow_runs r on r.id = st.run_id where st.status = 'failed' and st.parent_step_id is null and st.started_at >= ${from}::timestamptz and r.user_id = ${user.id} and r.kind = 'server' and r.start_time >= ${from}::timestamptz group by st.node_id`);
  } finally {
    await app.close();
    await database.close();
  }
}

export async function runInsightsBench(): Promise<void> {
  await onTemporaryPostgres((url) => measure(url));
}
