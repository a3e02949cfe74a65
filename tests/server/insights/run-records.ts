import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/database';
import { workflowRunSteps, workflowRuns } from '../../../server/db/schema/runs';

/** Run records written as the queue leaves them, without running anything: insights read nothing else. */

export interface RecordedRun {
  userId: string;
  sequenceId: string | null;
  status: 'completed' | 'failed' | 'cancelled' | 'running' | 'queued';
  start: Date;
  /** Milliseconds from start to end; none for a run under way. */
  durationMs?: number;
  kind?: 'server' | 'test' | 'node';
  /** Failed attempts at the top of the run: node id and label. */
  failedSteps?: Array<{ nodeId: string; label: string; parentStepId?: string }>;
  version?: number;
  error?: string;
  /** Node failures a completed run went on past (D143). */
  failuresHandled?: number;
}

export async function recordRun(db: Db, run: RecordedRun): Promise<string> {
  const id = randomUUID();
  const ended = run.status !== 'running' && run.status !== 'queued';
  await db.insert(workflowRuns).values({
    id,
    userId: run.userId,
    sequenceId: run.sequenceId,
    kind: run.kind ?? 'server',
    workflowName: 'Recorded',
    startTime: run.start,
    endTime: ended ? new Date(run.start.getTime() + (run.durationMs ?? 1000)) : null,
    status: run.status,
    executedBy: 'Ada Lovelace',
    nodesExecuted: 2,
    version: run.version ?? null,
    error: run.error ?? (run.status === 'failed' ? 'The node failed' : null),
    failuresHandled: run.failuresHandled ?? 0,
  });
  const steps = run.failedSteps ?? [];
  if (steps.length > 0) {
    await db.insert(workflowRunSteps).values(
      steps.map((step, position) => ({
        id: randomUUID(),
        runId: id,
        position,
        nodeId: step.nodeId,
        parentStepId: step.parentStepId ?? null,
        nodeType: 'api',
        label: step.label,
        status: 'failed' as const,
        attempt: 1,
        startedAt: run.start,
        finishedAt: new Date(run.start.getTime() + 10),
        error: 'refused',
      })),
    );
  }
  return id;
}

export const daysAgo = (days: number, now = new Date()) => new Date(now.getTime() - days * 86_400_000);
