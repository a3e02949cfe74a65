import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { workflowRunStepScreenshots, workflowRunSteps, workflowRuns } from '../../db/schema/runs';
import type { StepRow } from '../answers';
import type { StepUpdate } from '../engine/run-workflow';
import { storableText, storedLogs, storedValue } from './stored-value';

/** Every statement about a server run's steps (D44, D68): written as the run goes, read by any process. */

/**
 * A re-run's carried-over steps (D87): each copied as it was, under a new id, marked reused,
 * with its screenshot; they come first in the new run, in the order they had.
 */
export async function copyReusedSteps(db: Db, runId: string, steps: readonly StepRow[]): Promise<void> {
  const newIds = new Map(steps.map((step) => [step.id, randomUUID()]));
  // A reused bot node's sub-run steps follow it, under its new id.
  const copies = steps.map((step, position) => ({ ...step, id: newIds.get(step.id)!, parentStepId: step.parentStepId === null ? null : (newIds.get(step.parentStepId) ?? null), runId, position, reused: true, from: step.id }));
  await db.insert(workflowRunSteps).values(copies.map(({ from: _from, ...copy }) => copy));
  for (const copy of copies.filter((each) => each.hasScreenshot)) {
    await db.execute(sql`insert into workflow_run_step_screenshots (step_id, content) select ${copy.id}::uuid, content from workflow_run_step_screenshots where step_id = ${copy.from}::uuid`);
  }
}

/** The steps a re-run carried over, in their order (D87). */
export async function reusedStepsOf(db: Db, runId: string): Promise<StepRow[]> {
  return db.select().from(workflowRunSteps).where(and(eq(workflowRunSteps.runId, runId), eq(workflowRunSteps.reused, true))).orderBy(asc(workflowRunSteps.position));
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
    handled: step.handled ?? null,
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

/** A step's start or its end, whichever came last, as `writeSteps` and `finishRuns` write it. */
export interface PendingStep {
  position: number;
  step: StepUpdate;
}

/** A step as `stepsUpsert` takes it: its columns, under their names. */
export const stepRows = (runId: string, steps: readonly PendingStep[]) =>
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
    handled: step.handled ?? null,
  }));

/**
 * Steps in one statement (D110): each one's start or its end, whichever came last, under its id;
 * a step already written is brought up to date (its input and start stay as written). The steps go
 * as one jsonb parameter that PostgreSQL unpacks, rather than a parameter per column of each step:
 * drizzle built those statements value by value, and that was a fifth of the server's CPU in the
 * runs bench. A run's end writes its last steps in its own statement through this one (finishRuns).
 */
export const stepsUpsert = (rows: ReturnType<typeof stepRows>) =>
  sql`insert into workflow_run_steps (id, run_id, position, node_id, parent_step_id, node_type, label, attempt, started_at, input, status, finished_at, output, error, logs, has_screenshot, handled)
    select s.id, s.run_id, s.position, s.node_id, s.parent_step_id, s.node_type, s.label, s.attempt, s.started_at, s.input, s.status, s.finished_at, s.output, s.error, coalesce(s.logs, '[]'::jsonb), s.has_screenshot, s.handled
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(id uuid, run_id uuid, position integer, node_id text, parent_step_id uuid, node_type text, label text, attempt integer, started_at timestamptz, input jsonb, status text, finished_at timestamptz, output jsonb, error text, logs jsonb, has_screenshot boolean, handled text)
    on conflict (id) do update set status = excluded.status, finished_at = excluded.finished_at, output = excluded.output, error = excluded.error, logs = excluded.logs, has_screenshot = excluded.has_screenshot, handled = excluded.handled`;

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
