import { freeAllowanceName, paidPlanNames } from './limits';

/**
 * What each plan's card promises of insights and how long its runs are kept (D148, D149). The Free
 * allowance and Basic Monthly ("Basic analytics") see their runs in total over 7 or 30 days; the
 * plans whose card says "Advanced analytics and reporting" (Team Monthly, Pro Annual) also see 90
 * days, each sequence on its own and the nodes that fail most.
 */
export const insightsPeriods = [7, 30, 90] as const;
export type InsightsPeriod = (typeof insightsPeriods)[number];

export interface AnalyticsGrant {
  level: 'basic' | 'advanced';
  periods: readonly InsightsPeriod[];
  /** Each sequence's figures, and the figures narrowed to one sequence. */
  perSequence: boolean;
  failingNodes: boolean;
}

export const basicAnalytics: AnalyticsGrant = { level: 'basic', periods: [7, 30], perSequence: false, failingNodes: false };
export const advancedAnalytics: AnalyticsGrant = { level: 'advanced', periods: [7, 30, 90], perSequence: true, failingNodes: true };

const advancedPlans: ReadonlySet<string> = new Set(['team-monthly', 'pro-annual']);

/** A plan's analytics; an unknown or absent plan has the Free allowance's, the basic ones. */
export const analyticsOf = (planId: string | null): AnalyticsGrant => (planId !== null && advancedPlans.has(planId) ? advancedAnalytics : basicAnalytics);

/** The first plan (cheapest first) with advanced analytics, for the page and the refusals to name. */
export const advancedAnalyticsPlanName = paidPlanNames['team-monthly'] ?? 'Team Monthly';

/**
 * Days a run is kept after it started (D149): the daily job deletes the runs older than that, never
 * one queued or running. By plan id; without a paid plan, the Free allowance's.
 */
export const freeRunRetentionDays = 30;
export const paidRunRetentionDays: Readonly<Record<string, number>> = { 'basic-monthly': 90, 'team-monthly': 180, 'pro-annual': 365 };
export const runRetentionDaysOf = (planId: string | null): number => (planId !== null ? paidRunRetentionDays[planId] : undefined) ?? freeRunRetentionDays;

/** "30 days", "1 year": a retention as the pages say it. */
export const retentionText = (days: number): string => (days % 365 === 0 ? `${days / 365} year${days === 365 ? '' : 's'}` : `${days} days`);

/** The sentence the plans page and the insights page say about how long runs are kept. */
export function retentionSentence(planId: string | null, planName: string | null): string {
  const days = runRetentionDaysOf(planId);
  const whose = planName === null ? `the ${freeAllowanceName} allowance` : planName;
  return `Runs are kept for ${retentionText(days)} on ${whose}, then deleted with their steps, logs and files; the versions they ran stay as saved.`;
}

export const analyticsMessages = {
  /** A period or a part of insights the plan does not have (402). */
  notInPlan: (what: string, planName: string | null) =>
    `Advanced analytics. ${planName === null ? `Your ${freeAllowanceName} allowance` : `Your ${planName} plan`} has basic analytics: your runs in total over the last 7 or 30 days. ${what} come with advanced analytics (${advancedAnalyticsPlanName} and Pro Annual: see the plans on /subscriptions).`,
} as const;
