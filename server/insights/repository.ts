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
// (completed or failed) have a duration that says how long the work takes.
const ended = sql`status in ('completed', 'failed') and end_time is not null`;
const durationMs = sql`extract(epoch from (end_time - start_time)) * 1000`;
const figures = sql`count(*)::int as runs,
  (count(*) filter (where status = 'completed'))::int as completed,
  (count(*) filter (where status = 'failed'))::int as failed,
  (count(*) filter (where status = 'cancelled'))::int as cancelled,
  (percentile_cont(0.5) within group (order by ${durationMs}) filter (where ${ended}))::float8 as p50,
  (percentile_cont(0.95) within group (order by ${durationMs}) filter (where ${ended}))::float8 as p95`;

const scopeOf = ({ userId, from, sequenceId }: InsightsScope) =>
  sql`user_id = ${userId} and kind = 'server' and start_time >= ${from.toISOString()}::timestamptz${sequenceId === null ? sql`` : sql` and sequence_id = ${sequenceId}`}`;

export type GroupedRow = FiguresRow & { day: string | null; sequenceId: string | null; grouping: 'total' | 'day' | 'sequence' };

/**
 * The period's figures in one pass over its runs (workflow_runs_server_user_start_idx, migration
 * 0024): in total, per UTC day, and, when asked, per sequence, as grouping sets.
 */
export async function periodFigures(db: Db, scope: InsightsScope, perSequence: boolean): Promise<GroupedRow[]> {
  const sets = perSequence ? sql`grouping sets ((), (day), (sequence_id))` : sql`grouping sets ((), (day))`;
  const bySequence = perSequence
    ? sql`sequence_id as "sequenceId", case when grouping(day) = 0 then 'day' when grouping(sequence_id) = 0 then 'sequence' else 'total' end as grouping`
    : sql`null::uuid as "sequenceId", case when grouping(day) = 0 then 'day' else 'total' end as grouping`;
  const result = await db.execute(sql`select ${figures}, to_char(day, 'YYYY-MM-DD') as day, ${bySequence}
    from (select status, start_time, end_time, sequence_id, date_trunc('day', start_time at time zone 'UTC') as day
          from workflow_runs where ${scopeOf(scope)}) as period
    group by ${sets}`);
  return rowsOf<GroupedRow>(result);
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
          where st.status = 'failed' and st.parent_step_id is null
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
