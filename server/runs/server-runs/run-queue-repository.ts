import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { RunTrigger } from '../../../src/domain/workflow/run-trigger';
import { serverRunKinds } from '../../../src/domain/workflow/workflow-runs';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { workflowRuns, type RunStartAt } from '../../db/schema/runs';
import type { StepRow, WorkflowRunRow } from '../answers';
import { copyReusedSteps } from './step-repository';

/**
 * Every statement of the run queue (D44): a run queued within the plan's limits, where it stands,
 * and its claim by the worker that fetched it. pg-boss's own calls stay in run-queue.ts.
 */

export interface NewServerRun {
  userId: string;
  /** Null only for a re-run of a run whose sequence was deleted since. */
  sequenceId: string | null;
  workflowName: string;
  executedBy: string;
  workflow: unknown;
  /** 'node' for Run this node (D87); 'server' otherwise. */
  kind?: 'server' | 'node';
  /** The run this one re-runs, and the steps it carries over (copied, marked reused: D87). */
  rerunOf?: string;
  startAt?: RunStartAt;
  reused?: readonly StepRow[];
  /** The sequence's version it runs (D69). */
  version: number | null;
  /** What started it (D126): recorded with the run and answered by the runs API. */
  trigger: RunTrigger;
}

/**
 * Another feature's write that must be committed with the run or not at all (a webhook's delivery,
 * D135): a statement reading `queued`, the queueing's one row (`run_id`, null when it was refused),
 * sent inside the statement that queues the run.
 */
export type WrittenWithRun = (queued: SQL) => SQLWrapper;

/** Where a user's newly queued run stands (D101): their runs running, and their queued runs before it; both 0 when the caller did not ask (D136). */
export interface QueueStanding {
  running: number;
  ahead: number;
}

/** Why a run was not queued (D85): the plan's run files are full (their bytes), or today's runs are used. */
export type QueueRefusal = { refused: 'runFiles'; bytes: number } | { refused: 'runsPerDay' };

/** The plan's limits a run is queued within (D85; null: no limit). */
export interface QueueLimits {
  /** Runs a day: the user's runs started since `since`. */
  since: Date;
  perDay: number | null;
  /** Bytes of every file of the user's runs. */
  filesBytes: number | null;
}

/**
 * Queues a run unless the user's runs' files take `filesBytes` or more, or they have started
 * `perDay` runs since `since` (D85), in that order. `standing: false` leaves where it stands uncounted
 * (a webhook's 202 names none, and a busy webhook's waiting runs are many: D136); `writtenWith` is
 * another feature's write committed in the same statement. The user's row is locked meanwhile, so two
 * Runs at once cannot together pass the day's limit. One call of `queue_run_within_limits` (its
 * migration says why it is a function: D118, it was four round trips) takes the lock, counts the
 * day, the files and where the run will stand, and inserts the run, whose time and id it takes under
 * the lock: every queued run of the user was queued before it, under the same lock. The row is
 * answered from what was inserted, not read back. A re-run's carried-over steps are copied in the
 * same transaction.
 */
export async function insertQueuedRunWithinLimits(
  db: Db,
  { reused = [], kind = 'server', ...run }: NewServerRun,
  limits: QueueLimits,
  { writtenWith, standing = true }: { writtenWith?: WrittenWithRun; standing?: boolean } = {},
): Promise<{ row: WorkflowRunRow; standing: QueueStanding } | QueueRefusal> {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const queue = async (client: Db): Promise<{ row: WorkflowRunRow; standing: QueueStanding } | QueueRefusal> => {
    const call = sql`select run_id, run_start_time, running, ahead, files from queue_run_within_limits(
        ${run.userId}::uuid, ${run.sequenceId}::uuid, ${kind}, ${run.workflowName}, ${run.executedBy}, ${json(run.workflow)}::jsonb, ${run.version}::int,
        ${run.rerunOf ?? null}::uuid, ${json(run.startAt)}::jsonb, ${countedKinds}::text[], ${limits.since.toISOString()}::timestamptz,
        ${limits.perDay}::int, ${limits.filesBytes}::float8, ${json(run.trigger)}::jsonb, ${standing}::boolean)`;
    // The other feature's write reads the queued row, so the function runs first; one statement, so both or neither.
    const statement = writtenWith ? sql`with queued as (${call}), written_with as (${writtenWith(sql.raw('queued')).getSQL()}) select * from queued` : call;
    const [queued] = rowsOf<{ run_id: string | null; run_start_time: Date | string | null; running: number; ahead: number; files: number }>(await client.execute(statement));
    if (!queued) throw new Error('queue_run_within_limits returned no row');
    if (queued.run_id === null || queued.run_start_time === null) return Number(queued.files) >= (limits.filesBytes ?? Infinity) ? { refused: 'runFiles', bytes: Number(queued.files) } : { refused: 'runsPerDay' };
    const row: WorkflowRunRow = {
      id: queued.run_id,
      userId: run.userId,
      sequenceId: run.sequenceId,
      kind,
      workflowName: run.workflowName,
      startTime: new Date(queued.run_start_time),
      endTime: null,
      status: 'queued',
      executedBy: run.executedBy,
      nodesExecuted: 0,
      failuresHandled: 0,
      workflow: run.workflow ?? null,
      version: run.version,
      output: null,
      error: null,
      heartbeatAt: null,
      cancelRequested: false,
      rerunOf: run.rerunOf ?? null,
      startAt: run.startAt ?? null,
      trigger: run.trigger,
    };
    if (reused.length > 0) await copyReusedSteps(client, row.id, reused);
    return { row, standing: { running: Number(queued.running), ahead: Number(queued.ahead) } };
  };
  // Only a re-run has more to write than the one call, which must go with it.
  return reused.length > 0 ? db.transaction((tx) => queue(tx)) : queue(db);
}

/** The kinds of run a user's runs a day count (D85), as the text[] queue_run_within_limits takes. */
const countedKinds = `{${serverRunKinds.join(',')}}`;

/** A run that never reached the queue ends failed at once rather than waiting forever. */
export async function finishQueuedRunAsFailed(db: Db, runId: string, error: string): Promise<void> {
  await db.update(workflowRuns).set({ status: 'failed', endTime: new Date(), error }).where(and(eq(workflowRuns.id, runId), eq(workflowRuns.status, 'queued')));
}

/**
 * Where the user's queued run stands (D101): their runs running now, and how many of their
 * queued runs were queued before it (the queue takes them in that order).
 */
export async function queueStandingOf(db: Db, run: Pick<WorkflowRunRow, 'id' | 'userId' | 'startTime'>): Promise<QueueStanding> {
  const startTime = run.startTime.toISOString();
  const [row] = await db
    .select({
      running: sql<number>`count(*) filter (where ${workflowRuns.status} = 'running')`.mapWith(Number),
      // The time as text: raw SQL parameters are not mapped by the column, and node-postgres takes no Date there.
      ahead: sql<number>`count(*) filter (where ${workflowRuns.status} = 'queued' and (${workflowRuns.startTime} < ${startTime}::timestamptz or (${workflowRuns.startTime} = ${startTime}::timestamptz and ${workflowRuns.id} < ${run.id}::uuid)))`.mapWith(Number),
    })
    .from(workflowRuns)
    .where(and(eq(workflowRuns.userId, run.userId), inArray(workflowRuns.kind, serverRunKinds)));
  return { running: row?.running ?? 0, ahead: row?.ahead ?? 0 };
}

/** A run a worker fetched, and the runs at once its user is held to (their job's tier, D101). */
export interface RunToClaim {
  runId: string;
  runsAtOnce: number;
}

/**
 * Takes queued runs for this process, all in one transaction (D106: a worker claims what one
 * fetch brought): each answers its row when taken, 'full' when its user's runs under way and their
 * runs queued before it already make as many as its `runsAtOnce` (D85), and nothing when it
 * was cancelled or another worker has it. The queue's group limit keeps to that figure too, but two
 * workers fetching at one moment may each take a run of a user at their limit, or a later run before
 * an earlier one; here the users' claims take turns, so the count and the order hold.
 */
export async function claimRuns(db: Db, wanted: readonly RunToClaim[]): Promise<Map<string, WorkflowRunRow | 'full'>> {
  const claims = new Map<string, WorkflowRunRow | 'full'>();
  if (wanted.length === 0) return claims;
  const ids = wanted.map(({ runId }) => runId);
  return db.transaction(async (tx) => {
    // The queued ones, once their users' locks are taken, in one order (so two processes never wait on each other).
    const locked = sql`(select count(pg_advisory_xact_lock(key)) from (select distinct hashtext('runs-at-once:' || q.user_id::text) as key from ${workflowRuns} q where ${inArray(sql`q.id`, ids)} and q.status = 'queued' order by key) keys) >= 0`;
    const queued = await tx
      .select({ id: workflowRuns.id })
      .from(workflowRuns)
      .where(and(inArray(workflowRuns.id, ids), eq(workflowRuns.status, 'queued'), locked));
    const queuedIds = queued.map(({ id }) => id);
    if (queuedIds.length === 0) return claims;
    const limits = sql`${JSON.stringify(Object.fromEntries(wanted.map(({ runId, runsAtOnce }) => [runId, runsAtOnce])))}::jsonb`;
    // Each run's user's runs under way, and their runs queued before it (those go first), counted in
    // the statement that takes it: read after the locks, so every claim of theirs before is seen.
    // Runs taken by this same statement count as queued, which keeps the count as exact.
    const taken = sql.raw(`(select count(*) from workflow_runs w where w.user_id = "workflow_runs"."user_id" and w.kind in (${serverRunKinds.map((kind) => `'${kind}'`).join(', ')}) and (w.status = 'running' or (w.status = 'queued' and (w.start_time, w.id) < ("workflow_runs"."start_time", "workflow_runs"."id"))))`);
    const rows = await tx
      .update(workflowRuns)
      .set({ status: 'running', startTime: new Date(), heartbeatAt: new Date() })
      .where(and(inArray(workflowRuns.id, queuedIds), eq(workflowRuns.status, 'queued'), sql`${taken} < (${limits} ->> ${workflowRuns.id}::text)::int`))
      .returning();
    // Not taken: its user is at their limit (or it was cancelled just now, which the next claim finds).
    for (const id of queuedIds) claims.set(id, 'full');
    for (const row of rows) claims.set(row.id, row);
    return claims;
  });
}

/** A queued run no live job of pg-boss carries, as the queue sends it again. */
export interface OrphanedRun {
  id: string;
  userId: string;
  workflow: unknown;
}

/**
 * Queued runs queued before `queuedBefore` that no live job carries on the run queues `queueNames`:
 * a run is committed before its job is sent (the job goes to pg-boss in a batch a moment later, over
 * its own connection on PostgreSQL), so a process killed between the two left the run queued with
 * nothing to execute it; so did a process killed after fetching its job and before claiming the run
 * (pg-boss fails the job once its heartbeat stops). pg-boss keeps a job's run id in its data (and
 * the first job's id is the run's, D118); a job sent again for a user at their limit is sent before
 * the one it replaces is completed, so a waiting run always has one. In queue order, at most `limit`.
 */
export async function queuedRunsWithoutJob(db: Db, queuedBefore: Date, queueNames: readonly string[], limit = 500): Promise<OrphanedRun[]> {
  const rows = rowsOf<{ id: string; user_id: string; workflow: unknown }>(
    await db.execute(sql`select r.id, r.user_id, r.workflow from workflow_runs r
      where r.status = 'queued' and r.kind = any(${countedKinds}::text[]) and r.start_time < ${queuedBefore.toISOString()}::timestamptz
        and not exists (select 1 from pgboss.job j where j.name = any(${`{${queueNames.join(',')}}`}::text[])
          and j.state in ('created', 'retry', 'active') and (j.id = r.id or j.data ->> 'runId' = r.id::text))
      order by r.start_time, r.id limit ${limit}`),
  );
  return rows.map((row) => ({ id: row.id, userId: row.user_id, workflow: row.workflow }));
}
