import type { RunFile, RunStep, RunWaiting, ServerRun } from '../../src/domain/workflow/server-runs';
import type { RunTrigger } from '../../src/domain/workflow/run-trigger';
import type { WorkflowRun } from '../../src/domain/workflow/workflow-runs';
import type { workflowRuns, workflowRunSteps } from '../db/schema/runs';

/** The runs feature's rows as the API answers them: a History entry, a server run and its steps. */

export type WorkflowRunRow = typeof workflowRuns.$inferSelect;
export type StepRow = typeof workflowRunSteps.$inferSelect;

/** What started a run (D135): as recorded, or for a run queued by a release that did not record it, as the run tells; null for a test run. */
export function triggerOf(row: Pick<WorkflowRunRow, 'kind' | 'trigger' | 'rerunOf' | 'startAt'>): RunTrigger | null {
  if (row.trigger) return row.trigger;
  if (row.kind === 'test') return null;
  if (row.kind === 'node') return { kind: 'node', ...(row.startAt ? { nodeId: row.startAt.nodeId } : {}) };
  return { kind: row.rerunOf === null ? 'run' : 'rerun' };
}

export function toWorkflowRun(row: WorkflowRunRow): WorkflowRun {
  return {
    id: row.id,
    workflowName: row.workflowName,
    kind: row.kind,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    status: row.status,
    executedBy: row.executedBy,
    nodesExecuted: row.nodesExecuted,
    failuresHandled: row.failuresHandled,
    rerunOf: row.rerunOf,
    version: row.version,
    sequenceId: row.sequenceId,
    trigger: triggerOf(row),
  };
}

function toStep(row: StepRow): RunStep {
  return {
    screenshotUrl: row.hasScreenshot ? `/v1/workflows/runs/${row.runId}/steps/${row.id}/screenshot` : null,
    id: row.id,
    nodeId: row.nodeId,
    parentStepId: row.parentStepId,
    nodeType: row.nodeType,
    label: row.label,
    status: row.status,
    attempt: row.attempt,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    input: row.input,
    output: row.output,
    error: row.error,
    logs: row.logs,
    reused: row.reused,
    handled: row.handled,
  };
}

export function toServerRun(row: WorkflowRunRow, steps: readonly StepRow[], files: readonly RunFile[] = [], waiting: RunWaiting | null = null): ServerRun {
  return {
    ...toWorkflowRun(row),
    sequenceId: row.sequenceId,
    error: row.error,
    output: row.output,
    steps: steps.map(toStep),
    files: files.map(({ name, size }) => ({ name, size })),
    waiting: row.status === 'queued' ? waiting : null,
  };
}
