import type { AnalyticsGrantAnswer, FailedRun, FailingNode, InsightsDay, RunFigures, SequenceFigures } from '../../src/domain/insights/insights';
import { periodDays } from '../../src/domain/insights/insights';
import type { AnalyticsGrant } from '../../src/domain/plans/analytics';
import type { DayRow, FailedRunRow, FailingNodeRow, FiguresRow, SequenceFiguresRow } from './repository';

/** Insights' rows as the API answers them. */

const noRuns: FiguresRow = { runs: 0, completed: 0, failed: 0, cancelled: 0, p50: null, p95: null };

/** A "completed with errors" run has status completed: a success here as everywhere (D150). */
export const successRate = ({ completed, failed }: Pick<FiguresRow, 'completed' | 'failed'>): number | null =>
  completed + failed === 0 ? null : completed / (completed + failed);

/** PostgreSQL answers a float8 as a number; an array's elements may come as text from some drivers. */
const millisOf = (value: number | string | null): number | null => (value === null ? null : Math.round(Number(value)));

export function toFigures(row: FiguresRow = noRuns): RunFigures {
  return {
    runs: row.runs,
    completed: row.completed,
    failed: row.failed,
    cancelled: row.cancelled,
    success_rate: successRate(row),
    p50_ms: millisOf(row.p50),
    p95_ms: millisOf(row.p95),
  };
}

/** Every day of the period, those without runs at 0. */
export function toDays(rows: readonly DayRow[], days: number, now: Date): InsightsDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return periodDays(days, now).map((date) => {
    const row = byDay.get(date);
    return { date, runs: row?.runs ?? 0, completed: row?.completed ?? 0, failed: row?.failed ?? 0 };
  });
}

/** Each sequence of the user's with its figures, busiest first, then by title. */
export function toSequences(rows: readonly SequenceFiguresRow[], titles: ReadonlyArray<{ id: string; title: string }>): SequenceFigures[] {
  const bySequence = new Map(rows.filter((row) => row.grouping === 'sequence' && row.sequenceId !== null).map((row) => [row.sequenceId, row]));
  return titles
    .map(({ id, title }) => ({ id, title, ...toFigures(bySequence.get(id)) }))
    .sort((a, b) => b.runs - a.runs || a.title.localeCompare(b.title));
}

export const toFailingNode = (row: FailingNodeRow): FailingNode => ({
  sequence_id: row.sequenceId,
  sequence_title: row.sequenceTitle,
  node_id: row.nodeId,
  label: row.label,
  failed_runs: row.failedRuns,
  failures: row.failures,
  last_failed_at: row.lastFailedAt,
});

export const toFailedRun = (row: FailedRunRow): FailedRun => ({
  id: row.id,
  sequence_id: row.sequenceId,
  sequence_title: row.sequenceTitle,
  workflow_name: row.workflowName,
  failed_at: row.failedAt,
  error: row.error,
});

export const toGrant = (grant: AnalyticsGrant, planName: string | null, retentionDays: number): AnalyticsGrantAnswer => ({
  level: grant.level,
  periods: [...grant.periods],
  per_sequence: grant.perSequence,
  failing_nodes: grant.failingNodes,
  plan_name: planName,
  retention_days: retentionDays,
});
