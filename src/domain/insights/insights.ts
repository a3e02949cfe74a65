import { z } from 'zod';
import { insightsPeriods, type InsightsPeriod } from '../plans/analytics';
import { sequencePath } from '../sequences/sequence-slug';

/**
 * Insights (D148, D150): figures counted from the server's run records (kind 'server': Run, a
 * schedule, a webhook, a re-run), never the designer's simulations or Run this node. A run
 * "completed with errors" has status completed and counts as a success.
 */

export const insightsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be 7, 30 or 90' })
    .int({ error: 'days must be 7, 30 or 90' })
    .refine((value): value is InsightsPeriod => (insightsPeriods as readonly number[]).includes(value), { error: 'days must be 7, 30 or 90' })
    .default(7),
  sequence_id: z.string().max(100).optional(),
});
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

const rate = z.number().min(0).max(1).nullable().meta({ description: 'completed / (completed + failed); null when none ended' });
const millis = z.number().nullable().meta({ description: 'milliseconds, start to end, over the completed and failed runs (D150); null when none ended' });

export const runFiguresSchema = z.object({
  runs: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  success_rate: rate,
  p50_ms: millis,
  p95_ms: millis,
});
export type RunFigures = z.infer<typeof runFiguresSchema>;

export const insightsDaySchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  date: z.string(),
  runs: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
});
export type InsightsDay = z.infer<typeof insightsDaySchema>;

export const sequenceFiguresSchema = runFiguresSchema.extend({ id: z.string(), title: z.string() });
export type SequenceFigures = z.infer<typeof sequenceFiguresSchema>;

export const failingNodeSchema = z.object({
  sequence_id: z.string().nullable(),
  sequence_title: z.string().nullable(),
  node_id: z.string(),
  label: z.string(),
  /** Runs in which the node failed at least once (a retry that then succeeded counts too). */
  failed_runs: z.number().int(),
  /** Its failed attempts. */
  failures: z.number().int(),
  last_failed_at: z.string(),
});
export type FailingNode = z.infer<typeof failingNodeSchema>;

export const analyticsGrantSchema = z.object({
  level: z.enum(['basic', 'advanced']),
  periods: z.array(z.number().int()),
  per_sequence: z.boolean(),
  failing_nodes: z.boolean(),
  /** The plan that grants it; null: the Free allowance. */
  plan_name: z.string().nullable(),
  /** How long the plan keeps runs (D149). */
  retention_days: z.number().int(),
});
export type AnalyticsGrantAnswer = z.infer<typeof analyticsGrantSchema>;

export const insightsSchema = z
  .object({
    days: z.number().int(),
    /** The first UTC day counted, at midnight (ISO 8601): `days` days up to and including today. */
    from: z.string(),
    sequence: z.object({ id: z.string(), title: z.string() }).nullable(),
    analytics: analyticsGrantSchema,
    totals: runFiguresSchema,
    /** Every day of the period, oldest first, days without runs too. */
    per_day: z.array(insightsDaySchema),
    /** Each of the user's sequences with its figures (advanced analytics); null on basic analytics. */
    sequences: z.array(sequenceFiguresSchema).nullable(),
    /** The nodes that failed in most runs, at most 10 (advanced analytics); null on basic analytics. */
    failing_nodes: z.array(failingNodeSchema).nullable(),
  })
  .meta({ id: 'Insights', description: 'Runs per day, success rate, p50/p95 duration and failing nodes over a period, from run records.' });
export type Insights = z.infer<typeof insightsSchema>;

export const failedRunSchema = z.object({
  id: z.string(),
  sequence_id: z.string().nullable(),
  sequence_title: z.string().nullable(),
  workflow_name: z.string(),
  /** When it ended (ISO 8601). */
  failed_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type FailedRun = z.infer<typeof failedRunSchema>;

/** The dashboard's Runs card (D151): the last 7 days on every plan. */
export const runsCardSchema = z
  .object({
    days: z.number().int(),
    runs: z.number().int(),
    failed: z.number().int(),
    success_rate: rate,
    /** The period's last 3 failed runs, newest first. */
    last_failed: z.array(failedRunSchema),
  })
  .meta({ id: 'RunsCard', description: 'Runs, failures and success rate of the last 7 days, and the last 3 failed runs.' });
export type RunsCard = z.infer<typeof runsCardSchema>;

export const runsCardDays = 7;
export const runsCardFailedShown = 3;
export const failingNodesShown = 10;

export const insightsMessages = {
  sequenceNotFound: 'Sequence not found',
} as const;

/** Where a run opens: its sequence's designer with the run (the designer's ?run=); a run of a deleted sequence opens nowhere. */
export const runLink = (run: Pick<FailedRun, 'id' | 'sequence_title'>): string | null =>
  run.sequence_title === null ? null : `${sequencePath(run.sequence_title)}?run=${encodeURIComponent(run.id)}`;

/** "93%": a success rate as the pages say it; "–" when no run ended. */
export const rateText = (value: number | null): string => (value === null ? '–' : `${Math.round(value * 100)}%`);

/** "850 ms", "12.4 s", "3.2 min": a duration as the pages say it; "–" when none. */
export function durationText(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(Math.round(ms / 100) / 10).toString()} s`;
  if (ms < 3_600_000) return `${(Math.round(ms / 6_000) / 10).toString()} min`;
  return `${(Math.round(ms / 360_000) / 10).toString()} h`;
}

/** The UTC days of a period ending today, oldest first: the first is `days - 1` days before today. */
export function periodDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}
