import { eq } from 'drizzle-orm';
import { isFinishedRun } from '../../../src/domain/workflow/server-runs';
import type { Db } from '../../db/database';
import { workflowRuns } from '../../db/schema/runs';
import type { FinalOutcome } from './run-repository';

/** How soon a waiter looks again: soon at first (a short run ends in a few tens of ms), then less often. */
const firstLookMs = 20;
const lastLookMs = 250;

/**
 * A run's end as soon as it is written, or null when it has not ended within `timeoutMs` (D135: a
 * sync webhook waits for its run). Read from the database, as the run may execute in any process.
 */
export async function waitForRunEnd(db: Db, runId: string, timeoutMs: number, signal?: AbortSignal): Promise<FinalOutcome | null> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = firstLookMs; ; wait = Math.min(wait * 2, lastLookMs)) {
    const [row] = await db.select({ status: workflowRuns.status, output: workflowRuns.output, error: workflowRuns.error }).from(workflowRuns).where(eq(workflowRuns.id, runId));
    if (!row) return null;
    if (isFinishedRun(row.status)) {
      if (row.status === 'completed') return { status: 'completed', output: row.output };
      return row.status === 'failed' ? { status: 'failed', error: row.error ?? '' } : { status: 'cancelled' };
    }
    const left = deadline - Date.now();
    if (left <= 0 || signal?.aborted) return null;
    await new Promise((resolve) => setTimeout(resolve, Math.min(wait, left)));
  }
}
