import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';

/**
 * Every statement of insights and the dashboard's Runs card (D148–D151), over the server's run
 * records (kind 'server'). Counts are cast to int and percentiles to float8, so postgres.js and
 * PGlite answer the same numbers; times are written as ISO text by the database.
 */

export interface FiguresRow {
  runs: number;
  completed: number;
  failed: number;
  cancelled: number;
  p50: number | null;
  p95: number | null;
}

export interface InsightsScope {
  userId: string;
  /** The first instant counted. */
  from: Date;
  /** Narrowed to one sequence of the user's; null: all their runs. */
  sequenceId: string | null;
}

const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// D150: percentile_cont interpolates between the two runs nearest the rank; only the runs that ended
// (completed or failed) have a duration that says how long the work takes. Both percentiles come from
// one sort of the durations (an array of fractions): asked apart, each sorted them again. They sort the
// intervals themselves and turn only the two answers into milliseconds: extract() per row yields
// numeric, slower to compute and to compare.
const ended = sql`status in ('completed', 'failed') and end_time is not null`;
const counts = sql`count(*)::int as runs,
  (count(*) filter (where status = 'completed'))::int as completed,
  (count(*) filter (where status = 'failed'))::int as failed,
  (count(*) filter (where status = 'cancelled'))::int as cancelled`;
const percentiles = sql`percentile_cont(array[0.5, 0.95]::float8[]) within group (order by end_time - start_time) filter (where ${ended}) as p`;

const scopeOf = ({ userId, from, sequenceId }: InsightsScope) =>
  sql`user_id = ${userId} and kind = 'server' and start_time >= ${from.toISOString()}::timestamptz${sequenceId === null ? sql`` : sql` and sequence_id = ${sequenceId}`}`;

export type SequenceFiguresRow = FiguresRow & { sequenceId: string | null; grouping: 'total' | 'sequence' };

/**
 * The period's figures in total and, when asked, per sequence (grouping sets), with their
 * percentiles, from an index-only scan of workflow_runs_server_user_start_idx (migration 0024).
 */
export async function periodFigures(db: Db, scope: InsightsScope, perSequence: boolean): Promise<SequenceFiguresRow[]> {
  const grouped = perSequence
    ? sql`sequence_id as "sequenceId", case when grouping(sequence_id) = 0 then 'sequence' else 'total' end as grouping`
    : sql`null::uuid as "sequenceId", 'total' as grouping`;
  // The durations of 100,000 runs spill to disk at the default work_mem (4 MB, "external merge" in
  // the bench's EXPLAIN); this statement alone sorts them in memory.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(sql`select runs, completed, failed, cancelled,
      (extract(epoch from p[1]) * 1000)::float8 as p50, (extract(epoch from p[2]) * 1000)::float8 as p95, "sequenceId", grouping
    from (select ${counts}, ${percentiles}, ${grouped} from workflow_runs where ${scopeOf(scope)}
          ${perSequence ? sql`group by grouping sets ((), (sequence_id))` : sql``}) as figures`);
  });
  return rowsOf<SequenceFiguresRow>(result);
}

export type DayRow = Pick<FiguresRow, 'runs' | 'completed' | 'failed'> & { day: string };

/** The period's runs per UTC day: counts only, so a hash aggregate without sorting. */
export async function dayCounts(db: Db, scope: InsightsScope): Promise<DayRow[]> {
  const result = await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, runs, completed, failed
    from (select date_trunc('day', start_time at time zone 'UTC') as day, count(*)::int as runs,
            (count(*) filter (where status = 'completed'))::int as completed, (count(*) filter (where status = 'failed'))::int as failed
          from workflow_runs where ${scopeOf(scope)} group by 1) as days`);
  return rowsOf<DayRow>(result);
}

export interface FailingNodeRow {
  sequenceId: string | null;
  sequenceTitle: string | null;
  nodeId: string;
  label: string;
  failedRuns: number;
  failures: number;
  lastFailedAt: string;
}

/**
 * The nodes that failed in most of the period's runs: failed attempts at the top of a run (a bot
 * node's own steps fail their bot node, which is counted), read from the partial index of failed
 * steps (migration 0024).
 */
export async function failingNodes(db: Db, scope: InsightsScope, limit: number): Promise<FailingNodeRow[]> {
  const result = await db.execute(sql`select f.sequence_id as "sequenceId", s.title as "sequenceTitle", f.node_id as "nodeId", f.label,
      f.failed_runs as "failedRuns", f.failures, ${isoText(sql`f.last_failed_at`)} as "lastFailedAt"
    from (select r.sequence_id, st.node_id, max(st.label) as label, count(distinct st.run_id)::int as failed_runs, count(*)::int as failures,
                 max(coalesce(st.finished_at, st.started_at)) as last_failed_at
          from workflow_run_steps st join (select id, sequence_id from workflow_runs where ${scopeOf(scope)}) r on r.id = st.run_id
          where st.status = 'failed' and st.parent_step_id is null and st.started_at >= ${scope.from.toISOString()}::timestamptz
          group by r.sequence_id, st.node_id) f
    left join sequences s on s.id = f.sequence_id
    order by f.failed_runs desc, f.failures desc, f.last_failed_at desc, f.node_id
    limit ${limit}`);
  return rowsOf<FailingNodeRow>(result);
}

/** The user's sequences' ids and titles, oldest first, for the per-sequence table and its chooser. */
export async function sequenceTitles(db: Db, userId: string): Promise<Array<{ id: string; title: string }>> {
  const result = await db.execute(sql`select id, title from sequences where user_id = ${userId} order by created_at, id`);
  return rowsOf<{ id: string; title: string }>(result);
}

export interface FailedRunRow {
  id: string;
  sequenceId: string | null;
  sequenceTitle: string | null;
  workflowName: string;
  failedAt: string | null;
  error: string | null;
}

/** The Runs card (D151): the period's counts and its last failed runs, newest first. */
export async function runsCard(db: Db, userId: string, from: Date, failedShown: number): Promise<{ figures: Pick<FiguresRow, 'runs' | 'completed' | 'failed'>; lastFailed: FailedRunRow[] }> {
  const scope = scopeOf({ userId, from, sequenceId: null });
  const [counted, failed] = await Promise.all([
    db.execute(sql`select count(*)::int as runs, (count(*) filter (where status = 'completed'))::int as completed,
        (count(*) filter (where status = 'failed'))::int as failed from workflow_runs where ${scope}`),
    db.execute(sql`select r.id, r.sequence_id as "sequenceId", s.title as "sequenceTitle", r.workflow_name as "workflowName",
        ${isoText(sql`r.end_time`)} as "failedAt", r.error
      from (select id, sequence_id, workflow_name, end_time, error, start_time from workflow_runs where ${scope} and status = 'failed'
            order by start_time desc, id desc limit ${failedShown}) r
      left join sequences s on s.id = r.sequence_id
      order by r.start_time desc, r.id desc`),
  ]);
  const [figures] = rowsOf<Pick<FiguresRow, 'runs' | 'completed' | 'failed'>>(counted);
  return { figures: figures ?? { runs: 0, completed: 0, failed: 0 }, lastFailed: rowsOf<FailedRunRow>(failed) };
}
