import { and, asc, eq, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { serverRunMessages, type RunFile } from '../../../src/domain/workflow/server-runs';
import { serverRunKinds } from '../../../src/domain/workflow/workflow-runs';
import type { Db } from '../../db/database';
import { workflowRunSteps, workflowRuns } from '../../db/schema/runs';
import type { StepRow, WorkflowRunRow } from '../answers';
import { listRunFiles } from './run-file-repository';
import { stepRows, stepsUpsert, type PendingStep } from './step-repository';
import { storableText, storedValue } from './stored-value';

/**
 * Every statement about a server run once it is queued (D44): its heartbeat, cancel and end, and
 * what its owner reads of it. How it is queued and claimed is run-queue-repository.ts's.
 */

/**
 * The run a chain of re-runs began with (D87): its id is what api calls' Idempotency-Key is
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

/** The running process says it is alive; answers whether someone asked to cancel (null: no longer running). */
export async function beat(db: Db, runId: string): Promise<boolean | null> {
  const [row] = await db
    .update(workflowRuns)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.status, 'running')))
    .returning({ cancelRequested: workflowRuns.cancelRequested });
  return row ? row.cancelRequested : null;
}

/** `failuresHandled`: the node failures a completed run went on past (D143); none when not said. */
export type FinalOutcome = { status: 'completed'; output: unknown; failuresHandled?: number } | { status: 'failed'; error: string } | { status: 'cancelled' };

/** A run's end: its outcome, when it ended, and its steps not yet written. */
export interface RunEnd {
  runId: string;
  outcome: FinalOutcome;
  nodesExecuted: number;
  endTime: Date;
  steps: readonly PendingStep[];
}

/**
 * Ends runs this process was running, with their steps not yet written (D101: in the same
 * statement, so a run is never seen ended without them) and `alongside` (other features' writes that
 * go with the ends, such as their sequences' "Last Run At"), all in one statement: the runs that end
 * together end in one round trip. Nothing happens to a run that was already ended (as interrupted,
 * say), while its steps and `alongside` are still written. Written out rather than through drizzle's
 * builder, for the CPU it took (D110, see stepsUpsert).
 */
export async function finishRuns(db: Db, ends: readonly RunEnd[], alongside: readonly SQLWrapper[] = []): Promise<void> {
  if (ends.length === 0) return;
  const rows = ends.map(({ runId, outcome, nodesExecuted, endTime }) => ({
    id: runId,
    status: outcome.status,
    end_time: endTime,
    nodes_executed: nodesExecuted,
    failures_handled: outcome.status === 'completed' ? (outcome.failuresHandled ?? 0) : 0,
    output: outcome.status === 'completed' ? storedValue(outcome.output) : null,
    error: outcome.status === 'failed' ? storableText(outcome.error) : outcome.status === 'cancelled' ? serverRunMessages.cancelled : null,
  }));
  const end = sql`update workflow_runs w set status = e.status, end_time = e.end_time, nodes_executed = e.nodes_executed, failures_handled = e.failures_handled, output = e.output, error = e.error
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(id uuid, status text, end_time timestamptz, nodes_executed integer, failures_handled integer, output jsonb, error text)
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

/** The user's run with its steps in the order they started and its files; undefined for another user's or none. */
export async function findRunWithSteps(db: Db, userId: string, runId: string): Promise<{ run: WorkflowRunRow; steps: StepRow[]; files: RunFile[] } | undefined> {
  const [run] = await db.select().from(workflowRuns).where(and(eq(workflowRuns.id, runId), eq(workflowRuns.userId, userId)));
  if (!run) return undefined;
  const steps = await db.select().from(workflowRunSteps).where(eq(workflowRunSteps.runId, runId)).orderBy(asc(workflowRunSteps.position));
  return { run, steps, files: await listRunFiles(db, runId) };
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
