import type { ApiClient } from './api-client';
import { signedInCall } from './signed-in-call';
import { insightsSchema, runsCardSchema, type Insights, type RunsCard } from '../domain/insights/insights';
import type { InsightsPeriod } from '../domain/plans/analytics';

/** GET /v1/insights (D148): a period's figures, of all the user's runs or one sequence's. */
export async function getInsights(api: ApiClient, days: InsightsPeriod, sequenceId: string | null): Promise<Insights> {
  const query: Record<string, string> = { days: String(days) };
  if (sequenceId !== null) query.sequence_id = sequenceId;
  return signedInCall(api, async () => insightsSchema.parse(await api.get<unknown>('/insights', { query })));
}

/** GET /v1/insights/runs-card (D151): the dashboard's Runs card. */
export async function getRunsCard(api: ApiClient): Promise<RunsCard> {
  return signedInCall(api, async () => runsCardSchema.parse(await api.get<unknown>('/insights/runs-card')));
}
