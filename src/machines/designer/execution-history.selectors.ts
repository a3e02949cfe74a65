import type { SnapshotFrom } from 'xstate';
import type { WorkflowRun } from '../../domain/workflow/workflow-runs';
import type { executionHistoryMachine, StartSort, StatusFilter } from './execution-history.machine';

type HistorySnapshot = SnapshotFrom<typeof executionHistoryMachine>;

/** Spec 02 §5: search matches the workflow name or the executor, case-insensitive; sort by start time. */
export function visibleRuns(runs: readonly WorkflowRun[], search: string, status: StatusFilter, sort: StartSort): WorkflowRun[] {
  const needle = search.trim().toLowerCase();
  return runs
    .filter((run) => status === 'all' || run.status === status)
    .filter((run) => needle === '' || run.workflowName.toLowerCase().includes(needle) || run.executedBy.toLowerCase().includes(needle))
    .sort((a, b) => (sort === 'desc' ? -1 : 1) * (Date.parse(a.startTime) - Date.parse(b.startTime)));
}

export const selectHistoryPhase = (snapshot: HistorySnapshot): 'closed' | 'loading' | 'loaded' | 'failed' =>
  snapshot.matches('closed') ? 'closed' : snapshot.matches({ open: 'loading' }) ? 'loading' : snapshot.matches({ open: 'failed' }) ? 'failed' : 'loaded';
export const selectHistoryFilters = (snapshot: HistorySnapshot) => snapshot.context;
