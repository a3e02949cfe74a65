import { describe, expect, it } from 'vitest';
import { visibleRuns } from '../../../src/machines/designer/execution-history.selectors';
import type { WorkflowRun } from '../../../src/domain/workflow/workflow-runs';

const run = (id: string, workflowName: string, executedBy: string, startTime: string, status: WorkflowRun['status']): WorkflowRun => ({
  id,
  workflowName,
  executedBy,
  startTime,
  endTime: startTime,
  status,
  nodesExecuted: 1,
});

const runs = [
  run('a', 'Morning Report', 'Ada Lovelace', '2026-11-20T08:00:00Z', 'completed'),
  run('b', 'Scrape Prices', 'Grace Hopper', '2026-11-22T08:00:00Z', 'failed'),
  run('c', 'Evening Report', 'Grace Hopper', '2026-11-21T08:00:00Z', 'completed'),
];

describe('the history list (spec 02 §5)', () => {
  it('sorts by start time, newest first by default', () => {
    expect(visibleRuns(runs, '', 'all', 'desc').map((entry) => entry.id)).toEqual(['b', 'c', 'a']);
    expect(visibleRuns(runs, '', 'all', 'asc').map((entry) => entry.id)).toEqual(['a', 'c', 'b']);
  });

  it('searches the workflow name or the executor, ignoring case, and filters by status', () => {
    expect(visibleRuns(runs, 'REPORT', 'all', 'desc').map((entry) => entry.id)).toEqual(['c', 'a']);
    expect(visibleRuns(runs, 'grace', 'all', 'desc').map((entry) => entry.id)).toEqual(['b', 'c']);
    expect(visibleRuns(runs, 'grace', 'completed', 'desc').map((entry) => entry.id)).toEqual(['c']);
    expect(visibleRuns(runs, 'nobody', 'all', 'desc')).toEqual([]);
  });
});
