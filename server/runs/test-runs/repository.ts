import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { WorkflowRunStatus } from '../../../src/domain/workflow/workflow-runs';
import type { Db } from '../../db/database';
import { workflowRuns } from '../../db/schema/runs';
import type { WorkflowRunRow } from '../answers';

/**
 * Every statement about the History's entries: simulated test runs the browser records (D16), and
 * the list of every run, simulated or on the server. Each takes the database or a transaction.
 */

export interface NewWorkflowRun {
  userId: string;
  sequenceId: string | null;
  workflowName: string;
  startTime: Date;
  endTime: Date;
  status: WorkflowRunStatus;
  executedBy: string;
  nodesExecuted: number;
}

export async function insertWorkflowRun(db: Db, run: NewWorkflowRun): Promise<WorkflowRunRow> {
  const [row] = await db.insert(workflowRuns).values(run).returning();
  if (!row) throw new Error('insert into workflow_runs returned no row');
  return row;
}

export interface WorkflowRunFilter {
  userId: string;
  sequenceId?: string;
  status?: WorkflowRunStatus;
  /** Matched literally against the workflow name and the executor, case-insensitive. */
  search?: string;
  sort: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The search text is matched literally: %, _ and \ typed by the user are not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** One page of the runs the filter selects, sorted by start time, and how many it selects in all. */
export async function listWorkflowRuns(db: Db, filter: WorkflowRunFilter): Promise<{ rows: WorkflowRunRow[]; total: number }> {
  const conditions: SQL[] = [eq(workflowRuns.userId, filter.userId)];
  if (filter.sequenceId) conditions.push(eq(workflowRuns.sequenceId, filter.sequenceId));
  if (filter.status) conditions.push(eq(workflowRuns.status, filter.status));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const matches = or(ilike(workflowRuns.workflowName, pattern), ilike(workflowRuns.executedBy, pattern));
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const direction = filter.sort === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(workflowRuns)
      .where(where)
      .orderBy(direction(workflowRuns.startTime), direction(workflowRuns.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(workflowRuns).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
