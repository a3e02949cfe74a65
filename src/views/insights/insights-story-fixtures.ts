import type { FailedRun, Insights, InsightsDay, RunsCard } from '../../domain/insights/insights';
import { basicAnalytics } from '../../domain/plans/analytics';

/** Figures as the server answers them, for the stories and the model tests. */

const day = (date: string, completed: number, failed: number, other = 0): InsightsDay => ({ date, runs: completed + failed + other, completed, failed });

export const weekDays: InsightsDay[] = [
  day('2026-11-26', 12, 1),
  day('2026-11-27', 14, 0),
  day('2026-11-28', 9, 3, 1),
  day('2026-11-29', 0, 0),
  day('2026-11-30', 11, 2),
  day('2026-12-01', 13, 0),
  day('2026-12-02', 4, 1, 1),
];

const sum = (pick: (each: InsightsDay) => number) => weekDays.reduce((total, each) => total + pick(each), 0);

export const basicInsights: Insights = {
  days: 7,
  from: '2026-11-26T00:00:00.000Z',
  sequence: null,
  analytics: { level: 'basic', periods: [...basicAnalytics.periods], per_sequence: false, failing_nodes: false, plan_name: null, retention_days: 30 },
  totals: { runs: sum((each) => each.runs), completed: sum((each) => each.completed), failed: sum((each) => each.failed), cancelled: 1, success_rate: 63 / 70, p50_ms: 4200, p95_ms: 18_400 },
  per_day: weekDays,
  sequences: null,
  failing_nodes: null,
};

export const advancedInsights: Insights = {
  ...basicInsights,
  analytics: { level: 'advanced', periods: [7, 30, 90], per_sequence: true, failing_nodes: true, plan_name: 'Pro Annual', retention_days: 365 },
  sequences: [
    { id: 'seq-prices', title: 'Scrape Prices', runs: 50, completed: 44, failed: 5, cancelled: 1, success_rate: 44 / 49, p50_ms: 5100, p95_ms: 19_000 },
    { id: 'seq-report', title: 'Morning Report', runs: 22, completed: 19, failed: 2, cancelled: 1, success_rate: 19 / 21, p50_ms: 900, p95_ms: 2400 },
    { id: 'seq-idle', title: 'Idle Sequence', runs: 0, completed: 0, failed: 0, cancelled: 0, success_rate: null, p50_ms: null, p95_ms: null },
  ],
  failing_nodes: [
    { sequence_id: 'seq-prices', sequence_title: 'Scrape Prices', node_id: 'node-3', label: 'Fetch prices', failed_runs: 5, failures: 9, last_failed_at: '2026-12-02T03:10:00.000Z' },
    { sequence_id: 'seq-report', sequence_title: 'Morning Report', node_id: 'node-2', label: 'Send report', failed_runs: 2, failures: 2, last_failed_at: '2026-11-30T07:00:00.000Z' },
  ],
};

export const oneSequenceInsights: Insights = {
  ...advancedInsights,
  sequence: { id: 'seq-prices', title: 'Scrape Prices' },
  sequences: [advancedInsights.sequences![0]!],
  failing_nodes: [advancedInsights.failing_nodes![0]!],
};

export const emptyInsights: Insights = {
  ...basicInsights,
  totals: { runs: 0, completed: 0, failed: 0, cancelled: 0, success_rate: null, p50_ms: null, p95_ms: null },
  per_day: weekDays.map((each) => ({ ...each, runs: 0, completed: 0, failed: 0 })),
};

const failedRun = (id: string, title: string | null, failedAt: string, error: string): FailedRun => ({ id, sequence_id: title === null ? null : `seq-${id}`, sequence_title: title, workflow_name: title ?? 'Deleted', failed_at: failedAt, error });

export const runsCard: RunsCard = {
  days: 7,
  runs: 70,
  failed: 7,
  success_rate: 63 / 70,
  last_failed: [
    failedRun('run-3', 'Scrape Prices', '2026-12-02T03:10:00.000Z', 'Fetch prices: the server answered 503'),
    failedRun('run-2', 'Morning Report', '2026-11-30T07:00:00.000Z', 'Send report: no recipient'),
    failedRun('run-1', null, '2026-11-28T12:00:00.000Z', 'A node failed'),
  ],
};

export const quietRunsCard: RunsCard = { days: 7, runs: 0, failed: 0, success_rate: null, last_failed: [] };
