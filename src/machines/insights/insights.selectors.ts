import type { SnapshotFrom } from 'xstate';
import { insightsPeriods, type InsightsPeriod } from '../../domain/plans/analytics';
import type { insightsMachine } from './insights.machine';

type InsightsSnapshot = SnapshotFrom<typeof insightsMachine>;

export type InsightsPhase = 'loading' | 'loaded' | 'failed';
export function selectInsightsPhase(snapshot: InsightsSnapshot): InsightsPhase {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'loaded';
}

/** The figures shown: only once read, never the previous ones while the next are read. */
export const selectInsights = (snapshot: InsightsSnapshot) => (snapshot.matches('loaded') ? snapshot.context.insights : null);
export const selectDays = (snapshot: InsightsSnapshot) => snapshot.context.days;
export const selectSequenceId = (snapshot: InsightsSnapshot) => snapshot.context.sequenceId;
export const selectFailure = (snapshot: InsightsSnapshot) =>
  snapshot.matches('failed') ? { text: snapshot.context.error ?? 'No response from server', byPlan: snapshot.context.refusedByPlan } : null;

/** The periods the plan offers, as last answered; all of them until the first answer says. */
export function selectPeriods(snapshot: InsightsSnapshot): readonly InsightsPeriod[] {
  const granted = snapshot.context.insights?.analytics.periods;
  return granted ? insightsPeriods.filter((days) => granted.includes(days)) : insightsPeriods;
}

/** The sequences to choose from (advanced analytics): none on basic analytics. */
export const selectSequenceChoices = (snapshot: InsightsSnapshot) => (snapshot.context.insights?.analytics.per_sequence ? snapshot.context.choices : []);

export const selectIsBusy = (snapshot: InsightsSnapshot) => snapshot.matches('loading');
