import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { serverRunMessages, type RunFile } from '../../../src/domain/workflow/server-runs';
import { serverRunKinds } from '../../../src/domain/workflow/workflow-runs';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { runEmailAttachments, runEmails, runFiles, workflowRunStepScreenshots, workflowRunSteps, workflowRuns, type RunStartAt } from '../../db/schema/runs';
import type { StepRow, WorkflowRunRow } from '../answers';
import type { OutboxEmail } from '../engine/outbox-email';
import type { StepUpdate } from '../engine/run-workflow';
import { refuseBeyondLimits } from '../runtime/run-folder';
import { storableText, storedLogs, storedValue } from './stored-value';

/** Every statement about server runs (D44): written as the run goes, read by any process. */

export interface NewServerRun {
  userId: string;
  /** Null only for a re-run of a run whose sequence was deleted since. */
  sequenceId: string | null;
  workflowName: string;
  executedBy: string;
  workflow: unknown;
  /** Issue 31: 'node' for Run this node; 'server' otherwise. */
  kind?: 'server' | 'node';
  /** Issue 31: the run this one re-runs, and the steps it carries over (copied, marked reused). */
  rerunOf?: string;
  startAt?: RunStartAt;
  reused?: readonly StepRow[];
  /** The sequence's version it runs (D69). */
  version: number | null;
}

/**
 * A re-run's carried-over steps (issue 31): each copied as it was, under a new id, marked reused,
 * with its screenshot; they come first in the new run, in the order they had.
 */
async function copyReusedSteps(db: Db, runId: string, steps: readonly StepRow[]): Promise<void> {
  const newIds = new Map(steps.map((step) => [step.id, randomUUID()]));
  // A reused bot node's sub-run steps follow it, under its new id.
  const copies = steps.map((step, position) => ({ ...step, id: newIds.get(step.id)!, parentStepId: step.parentStepId === null ? null : (newIds.get(step.parentStepId) ?? null), runId, position, reused: true, from: step.id }));
  await db.insert(workflowRunSteps).values(copies.map(({ from: _from, ...copy }) => copy));
  for (const copy of copies.filter((each) => each.hasScreenshot)) {
    await db.execute(sql`insert into workflow_run_step_screenshots (step_id, content) select ${copy.id}::uuid, content from workflow_run_step_screenshots where step_id = ${copy.from}::uuid`);
  }
}

/** The steps a re-run carried over, in their order (issue 31). */
export async function reusedStepsOf(db: Db, runId: string): Promise<StepRow[]> {
  return db.select().from(workflowRunSteps).where(and(eq(workflowRunSteps.runId, runId), eq(workflowRunSteps.reused, true))).orderBy(asc(workflowRunSteps.position));
}

/**
 * The run a chain of re-runs began with (issue 31): its id is what api calls' Idempotency-Key is
 * derived from, so a re-run repeats the keys of the attempts it repeats.
 */
export async function originalRunOf(db: Db, run: Pick<WorkflowRunRow, 'id' | 'rerunOf'>): Promise<string> {
  let current = run;
  for (let hops = 0; current.rerunOf !== null && hops < 1000; hops += 1) {
    const [earlier] = await db.select({ id: workflowRuns.id, rerunOf: workflowRuns.rerunOf }).from(workflowRuns).where(eq(workflowRuns.id, current.rerunOf));
    if (!earlier) break;
    current = earlier;
  }
  return current.id;
}

/** Where a user's newly queued run stands (issue 31): their runs running, and their queued runs before it. */
export interface QueueStanding {
  running: number;
  ahead: number;
}

/** Why a run was not queued (issue 30): the plan's run files are full (their bytes), or today's runs are used. */
export type QueueRefusal = { refused: 'runFiles'; bytes: number } | { refused: 'runsPerDay' };

/** The plan's limits a run is queued within (issue 30; null: no limit). */
export interface QueueLimits {
  /** Runs a day: the user's runs started since `since`. */
  since: Date;
  perDay: number | null;
  /** Bytes of every file of the user's runs. */
  filesBytes: number | null;
}

/**
 * Queues a run unless the user's runs' files take `filesBytes` or more, or they have started
 * `perDay` runs since `since` (issue 30), in that order. The user's row is locked meanwhile, so two
 * Runs at once cannot together pass the day's limit. One call of `queue_run_within_limits` (its
 * migration says why it is a function: issue 33, it was four round trips) takes the lock, counts the
 * day, the files and where the run will stand, and inserts the run, whose time and id it takes under
 * the lock: every queued run of the user was queued before it, under the same lock. The row is
 * answered from what was inserted, not read back. A re-run's carried-over steps are copied in the
 * same transaction.
 */
export async function insertQueuedRunWithinLimits(db: Db, { reused = [], kind = 'server', ...run }: NewServerRun, limits: QueueLimits): Promise<{ row: WorkflowRunRow; standing: QueueStanding } | QueueRefusal> {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const queue = async (client: Db): Promise<{ row: WorkflowRunRow; standing: QueueStanding } | QueueRefusal> => {
    const [queued] = rowsOf<{ run_id: string | null; run_start_time: Date | string | null; running: number; ahead: number; files: number }>(
      await client.execute(sql`select run_id, run_start_time, running, ahead, files from queue_run_within_limits(
        ${run.userId}::uuid, ${run.sequenceId}::uuid, ${kind}, ${run.workflowName}, ${run.executedBy}, ${json(run.workflow)}::jsonb, ${run.version}::int,
        ${run.rerunOf ?? null}::uuid, ${json(run.startAt)}::jsonb, ${countedKinds}::text[], ${limits.since.toISOString()}::timestamptz,
        ${limits.perDay}::int, ${limits.filesBytes}::float8)`),
    );
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
      workflow: run.workflow ?? null,
      version: run.version,
      output: null,
      error: null,
      heartbeatAt: null,
      cancelRequested: false,
      rerunOf: run.rerunOf ?? null,
      startAt: run.startAt ?? null,
    };
    if (reused.length > 0) await copyReusedSteps(client, row.id, reused);
    return { row, standing: { running: Number(queued.running), ahead: Number(queued.ahead) } };
  };
  // Only a re-run has more to write than the one call, which must go with it.
  return reused.length > 0 ? db.transaction((tx) => queue(tx)) : queue(db);
}

/** The kinds of run a user's runs a day count (issue 30), as the text[] queue_run_within_limits takes. */
const countedKinds = `{${serverRunKinds.join(',')}}`;

/** A run a worker fetched, and the runs at once its user is held to (their job's tier, issue 33). */
export interface RunToClaim {
  runId: string;
  runsAtOnce: number;
}

/**
 * Takes queued runs for this process, all in one transaction (issue 33: a worker claims what one
 * fetch brought): each answers its row when taken, 'full' when its user's runs under way and their
 * runs queued before it already make as many as its `runsAtOnce` (issue 30), and nothing when it
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

/** The running process says it is alive; answers whether someone asked to cancel (null: no longer running). */
export async function beat(db: Db, runId: string): Promise<boolean | null> {
  const [row] = await db
    .update(workflowRuns)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.status, 'running')))
    .returning({ cancelRequested: workflowRuns.cancelRequested });
  return row ? row.cancelRequested : null;
}

/** A step's start, then its end under the same id, with its screenshot when it has one (D68). */
export async function writeStep(db: Db, runId: string, position: number, step: StepUpdate): Promise<void> {
  const fields = {
    status: step.status,
    finishedAt: step.finishedAt,
    output: storedValue(step.output),
    error: step.error === null ? null : storableText(step.error),
    logs: storedLogs(step.logs),
    hasScreenshot: step.screenshot !== null,
  };
  const write = async (tx: Db) => {
    await tx
      .insert(workflowRunSteps)
      .values({ id: step.id, runId, position, nodeId: step.nodeId, parentStepId: step.parentStepId, nodeType: step.nodeType, label: storableText(step.label), attempt: step.attempt, startedAt: step.startedAt, input: storedValue(step.input), ...fields })
      .onConflictDoUpdate({ target: workflowRunSteps.id, set: fields });
  };
  const { screenshot } = step;
  if (screenshot === null) return write(db);
  await db.transaction(async (tx) => {
    await write(tx);
    await tx.insert(workflowRunStepScreenshots).values({ stepId: step.id, content: screenshot }).onConflictDoUpdate({ target: workflowRunStepScreenshots.stepId, set: { content: screenshot } });
  });
}

/** A step's start or its end, whichever came last, as `writeSteps` and `finishRun` write it. */
export interface PendingStep {
  position: number;
  step: StepUpdate;
}

/** A step as `stepsUpsert` takes it: its columns, under their names. */
const stepRows = (runId: string, steps: readonly PendingStep[]) =>
  steps.map(({ position, step }) => ({
    id: step.id,
    run_id: runId,
    position,
    node_id: step.nodeId,
    parent_step_id: step.parentStepId,
    node_type: step.nodeType,
    label: storableText(step.label),
    attempt: step.attempt,
    started_at: step.startedAt,
    input: storedValue(step.input),
    status: step.status,
    finished_at: step.finishedAt,
    output: storedValue(step.output),
    error: step.error === null ? null : storableText(step.error),
    logs: storedLogs(step.logs),
    has_screenshot: step.screenshot !== null,
  }));

/**
 * Steps in one statement (issue 33): each one's start or its end, whichever came last, under its id;
 * a step already written is brought up to date (its input and start stay as written). The steps go
 * as one jsonb parameter that PostgreSQL unpacks, rather than a parameter per column of each step:
 * drizzle built those statements value by value, and that was a fifth of the server's CPU in the
 * runs bench (issue 33's profile).
 */
const stepsUpsert = (rows: ReturnType<typeof stepRows>) =>
  sql`insert into workflow_run_steps (id, run_id, position, node_id, parent_step_id, node_type, label, attempt, started_at, input, status, finished_at, output, error, logs, has_screenshot)
    select s.id, s.run_id, s.position, s.node_id, s.parent_step_id, s.node_type, s.label, s.attempt, s.started_at, s.input, s.status, s.finished_at, s.output, s.error, coalesce(s.logs, '[]'::jsonb), s.has_screenshot
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(id uuid, run_id uuid, position integer, node_id text, parent_step_id uuid, node_type text, label text, attempt integer, started_at timestamptz, input jsonb, status text, finished_at timestamptz, output jsonb, error text, logs jsonb, has_screenshot boolean)
    on conflict (id) do update set status = excluded.status, finished_at = excluded.finished_at, output = excluded.output, error = excluded.error, logs = excluded.logs, has_screenshot = excluded.has_screenshot`;

export async function writeSteps(db: Db, runId: string, steps: readonly PendingStep[]): Promise<void> {
  if (steps.length === 0) return;
  await db.execute(stepsUpsert(stepRows(runId, steps)));
}

/** A step's screenshot of the user's run (D68); undefined for another user's run or a step without one. */
export async function findOwnedStepScreenshot(db: Db, userId: string, runId: string, stepId: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: workflowRunStepScreenshots.content })
    .from(workflowRunStepScreenshots)
    .innerJoin(workflowRunSteps, eq(workflowRunSteps.id, workflowRunStepScreenshots.stepId))
    .innerJoin(workflowRuns, eq(workflowRuns.id, workflowRunSteps.runId))
    .where(and(eq(workflowRunStepScreenshots.stepId, stepId), eq(workflowRunSteps.runId, runId), eq(workflowRuns.userId, userId)));
  return row?.content;
}

export type FinalOutcome = { status: 'completed'; output: unknown } | { status: 'failed'; error: string } | { status: 'cancelled' };

/** A run's end: its outcome, when it ended, and its steps not yet written. */
export interface RunEnd {
  runId: string;
  outcome: FinalOutcome;
  nodesExecuted: number;
  endTime: Date;
  steps: readonly PendingStep[];
}

/**
 * Ends runs this process was running, with their steps not yet written (issue 33: in the same
 * statement, so a run is never seen ended without them) and `alongside` (other features' writes that
 * go with the ends, such as their sequences' "Last Run At"), all in one statement: the runs that end
 * together end in one round trip. Nothing happens to a run that was already ended (as interrupted,
 * say), while its steps and `alongside` are still written. Written out rather than through drizzle's
 * builder, for the CPU it took (see stepsUpsert).
 */
export async function finishRuns(db: Db, ends: readonly RunEnd[], alongside: readonly SQLWrapper[] = []): Promise<void> {
  if (ends.length === 0) return;
  const rows = ends.map(({ runId, outcome, nodesExecuted, endTime }) => ({
    id: runId,
    status: outcome.status,
    end_time: endTime,
    nodes_executed: nodesExecuted,
    output: outcome.status === 'completed' ? storedValue(outcome.output) : null,
    error: outcome.status === 'failed' ? storableText(outcome.error) : outcome.status === 'cancelled' ? serverRunMessages.cancelled : null,
  }));
  const end = sql`update workflow_runs w set status = e.status, end_time = e.end_time, nodes_executed = e.nodes_executed, output = e.output, error = e.error
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(id uuid, status text, end_time timestamptz, nodes_executed integer, output jsonb, error text)
    where w.id = e.id and w.status = 'running'`;
  const steps = ends.flatMap(({ runId, steps: pending }) => stepRows(runId, pending));
  const before = [...(steps.length > 0 ? [sql`written_steps as (${stepsUpsert(steps)})`] : []), ...alongside.map((write, index) => sql`${sql.raw(`alongside_${index}`)} as (${write.getSQL()})`)];
  await db.execute(before.length === 0 ? end : sql`with ${sql.join(before, sql`, `)} ${end}`);
}

/** One run's end, now, with no steps to write (see finishRuns). */
export async function finishRun(db: Db, runId: string, outcome: FinalOutcome, nodesExecuted: number): Promise<void> {
  await finishRuns(db, [{ runId, outcome, nodesExecuted, endTime: new Date(), steps: [] }]);
}

/**
 * Cancel (D44): a queued run ends at once; a running one is flagged for the process running it,
 * which stops it at its next heartbeat (or at once when it is this process). Undefined: not found.
 */
export async function requestCancel(db: Db, userId: string, runId: string): Promise<{ row: WorkflowRunRow; wasRunning: boolean } | 'finished' | undefined> {
  const owned = and(eq(workflowRuns.id, runId), eq(workflowRuns.userId, userId), inArray(workflowRuns.kind, serverRunKinds));
  const [queued] = await db
    .update(workflowRuns)
    .set({ status: 'cancelled', endTime: new Date(), cancelRequested: true, error: serverRunMessages.cancelled })
    .where(and(owned, eq(workflowRuns.status, 'queued')))
    .returning();
  if (queued) return { row: queued, wasRunning: false };
  const [running] = await db
    .update(workflowRuns)
    .set({ cancelRequested: true })
    .where(and(owned, eq(workflowRuns.status, 'running')))
    .returning();
  if (running) return { row: running, wasRunning: true };
  const [finished] = await db.select({ id: workflowRuns.id }).from(workflowRuns).where(owned);
  return finished ? 'finished' : undefined;
}

/**
 * Running runs end as failed "interrupted" (D44), and so do their steps that were under way: those
 * whose process stopped beating before `staleBefore`, or the ones named (a stopping process's own).
 * Answers the ids it ended.
 */
export async function endInterruptedRuns(db: Db, which: { staleBefore: Date } | { ids: string[] }): Promise<string[]> {
  if ('ids' in which && which.ids.length === 0) return [];
  const ended = await db
    .update(workflowRuns)
    .set({ status: 'failed', endTime: new Date(), error: serverRunMessages.interrupted })
    .where(
      and(
        inArray(workflowRuns.kind, serverRunKinds),
        eq(workflowRuns.status, 'running'),
        'ids' in which ? inArray(workflowRuns.id, which.ids) : lt(workflowRuns.heartbeatAt, which.staleBefore),
      ),
    )
    .returning({ id: workflowRuns.id });
  const ids = ended.map(({ id }) => id);
  if (ids.length > 0) {
    await db
      .update(workflowRunSteps)
      .set({ status: 'failed', finishedAt: new Date(), error: serverRunMessages.interrupted })
      .where(and(inArray(workflowRunSteps.runId, ids), eq(workflowRunSteps.status, 'running')));
  }
  return ids;
}

/** A message in the run's outbox, with its attachments; answers its id. */
export async function insertRunEmail(db: Db, runId: string, email: OutboxEmail): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(runEmails)
      .values({ runId, to: storableText(email.to), subject: storableText(email.subject), body: storableText(email.body), html: email.html === undefined ? null : storableText(email.html) })
      .returning({ id: runEmails.id });
    if (!row) throw new Error('insert into run_emails returned no row');
    const attachments = email.attachments ?? [];
    if (attachments.length > 0) {
      await tx.insert(runEmailAttachments).values(attachments.map(({ fileName, content }, position) => ({ emailId: row.id, position, fileName: storableText(fileName), content, size: content.length })));
    }
    return row.id;
  });
}

export async function markRunEmailSent(db: Db, emailId: string): Promise<void> {
  await db.update(runEmails).set({ sentAt: new Date() }).where(eq(runEmails.id, emailId));
}

/** The user's run with its steps in the order they started and its files; undefined for another user's or none. */
export async function findRunWithSteps(db: Db, userId: string, runId: string): Promise<{ run: WorkflowRunRow; steps: StepRow[]; files: RunFile[] } | undefined> {
  const [run] = await db.select().from(workflowRuns).where(and(eq(workflowRuns.id, runId), eq(workflowRuns.userId, userId)));
  if (!run) return undefined;
  const steps = await db.select().from(workflowRunSteps).where(eq(workflowRunSteps.runId, runId)).orderBy(asc(workflowRunSteps.position));
  return { run, steps, files: await listRunFiles(db, runId) };
}

/**
 * Writes a file of the run's folder (D67), replacing one of the same name, unless it would pass a
 * file's limit or the run's. The run's row is locked meanwhile, so parallel branches writing at
 * once cannot together pass the run's limit.
 */
export async function writeRunFile(db: Db, runId: string, name: string, content: Buffer, kept?: RunFilesKept): Promise<void> {
  await db.transaction(async (tx) => {
    const [run] = await tx.select({ userId: workflowRuns.userId }).from(workflowRuns).where(eq(workflowRuns.id, runId)).for('update');
    const [others] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${runFiles.size}), 0)` })
      .from(runFiles)
      .where(and(eq(runFiles.runId, runId), ne(runFiles.name, name)));
    refuseBeyondLimits(name, content.length, Number(others?.bytes ?? 0));
    if (kept && run) {
      // The plan's run files kept (issue 30), over all the user's runs: their row is locked, so runs writing at once take turns.
      await tx.execute(sql`select id from users where id = ${run.userId} for update`);
      const [all] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${runFiles.size}), 0)` })
        .from(runFiles)
        .innerJoin(workflowRuns, eq(workflowRuns.id, runFiles.runId))
        .where(and(eq(workflowRuns.userId, run.userId), sql`not (${runFiles.runId} = ${runId}::uuid and ${runFiles.name} = ${name})`));
      const used = Number(all?.bytes ?? 0);
      if (used + content.length > kept.bytes) throw new Error(kept.refusal(used));
    }
    await tx
      .insert(runFiles)
      .values({ runId, name, content, size: content.length })
      .onConflictDoUpdate({ target: [runFiles.runId, runFiles.name], set: { content, size: content.length, createdAt: sql`now()` } });
  });
}

/** What a user's plan keeps of run files (issue 30), and what a write past it fails with. */
export interface RunFilesKept {
  bytes: number;
  refusal: (usedBytes: number) => string;
}

export async function readRunFile(db: Db, runId: string, name: string): Promise<Buffer | null> {
  const [row] = await db.select({ content: runFiles.content }).from(runFiles).where(and(eq(runFiles.runId, runId), eq(runFiles.name, name)));
  return row?.content ?? null;
}

/** The run's files in the order they were (last) written. */
export async function listRunFiles(db: Db, runId: string): Promise<RunFile[]> {
  return db.select({ name: runFiles.name, size: runFiles.size }).from(runFiles).where(eq(runFiles.runId, runId)).orderBy(asc(runFiles.createdAt), asc(runFiles.name));
}

/** A file of the user's run, for download; undefined for another user's run or a name it has not. */
export async function findOwnedRunFile(db: Db, userId: string, runId: string, name: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: runFiles.content })
    .from(runFiles)
    .innerJoin(workflowRuns, eq(workflowRuns.id, runFiles.runId))
    .where(and(eq(runFiles.runId, runId), eq(runFiles.name, name), eq(workflowRuns.userId, userId)));
  return row?.content;
}

/** A cheap fingerprint of a run's progress, so the events stream reads the whole run only when it moved. */
export async function runVersion(db: Db, runId: string): Promise<string | undefined> {
  const [row] = await db
    .select({
      status: workflowRuns.status,
      // Spelled out: drizzle leaves columns unqualified here, and inside the subquery "id" would be the step's.
      steps: sql<string>`(select count(*) || ':' || count(s.finished_at) || ':' || coalesce(sum(jsonb_array_length(s.logs)), 0) from workflow_run_steps s where s.run_id = ${runId}::uuid)`,
      files: sql<string>`(select count(*) || ':' || coalesce(sum(f.size), 0) || ':' || coalesce(max(f.created_at)::text, '') from run_files f where f.run_id = ${runId}::uuid)`,
    })
    .from(workflowRuns)
    .where(eq(workflowRuns.id, runId));
  return row ? `${row.status}/${row.steps}/${row.files}` : undefined;
}

/** A run that never reached the queue ends failed at once rather than waiting forever. */
export async function finishQueuedRunAsFailed(db: Db, runId: string, error: string): Promise<void> {
  await db.update(workflowRuns).set({ status: 'failed', endTime: new Date(), error }).where(and(eq(workflowRuns.id, runId), eq(workflowRuns.status, 'queued')));
}

/**
 * Where the user's queued run stands (issue 31): their runs running now, and how many of their
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
    .where(and(eq(workflowRuns.userId, run.userId), eq(workflowRuns.kind, 'server')));
  return { running: row?.running ?? 0, ahead: row?.ahead ?? 0 };
}
