import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failingNodesShown, insightsMessages, insightsQuerySchema, insightsSchema, runsCardDays, runsCardFailedShown, runsCardSchema } from '../../src/domain/insights/insights';
import { analyticsMessages, analyticsOf, runRetentionDaysOf, type InsightsPeriod } from '../../src/domain/plans/analytics';
import type { Database } from '../db/database';
import { allowanceOf } from '../plans/allowance';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { successRate, toDays, toFailedRun, toFailingNode, toFigures, toGrant, toSequences } from './answers';
import * as repository from './repository';

const tags = ['insights'];
const dayMs = 86_400_000;

/** Midnight (UTC) of the first day of a period of `days` days that ends today. */
export function periodStart(days: number, now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * dayMs);
}

/** Insights and the dashboard's Runs card (D148–D151): every figure counted from the user's run records. */
export async function insightsRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.get(
    '/insights',
    {
      ...signedIn,
      config: { apiKeyScope: 'runs:read' },
      schema: {
        operationId: 'getInsights',
        summary: 'Runs per day, success rate, p50/p95 duration and the nodes that fail most, over 7, 30 or 90 days',
        tags,
        querystring: insightsQuerySchema,
        response: { 200: insightsSchema },
        errors: {
          402: 'The plan has basic analytics (D148): 90 days, one sequence and failing nodes come with advanced analytics; the detail names the plans.',
          404: 'No sequence of yours has this id (another user’s is a 404 too).',
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const now = new Date();
      const days = request.query.days as InsightsPeriod;
      const sequenceId = request.query.sequence_id ?? null;
      const allowance = await allowanceOf(db, userId, now);
      const grant = analyticsOf(allowance.planId);
      if (!grant.periods.includes(days)) throw new HttpError(402, analyticsMessages.notInPlan(`The last ${days} days`, allowance.planName));
      if (sequenceId !== null && !grant.perSequence) throw new HttpError(402, analyticsMessages.notInPlan('Each sequence’s figures', allowance.planName));
      const titles = grant.perSequence ? await repository.sequenceTitles(db, userId) : [];
      const sequence = sequenceId === null ? null : titles.find((each) => each.id === sequenceId);
      if (sequence === undefined) throw new HttpError(404, insightsMessages.sequenceNotFound);
      const from = periodStart(days, now);
      const scope = { userId, from, sequenceId };
      const [grouped, perDay, failing] = await Promise.all([
        repository.periodFigures(db, scope, grant.perSequence && sequenceId === null),
        repository.dayCounts(db, scope),
        grant.failingNodes ? repository.failingNodes(db, scope, failingNodesShown) : Promise.resolve(null),
      ]);
      return {
        days,
        from: from.toISOString(),
        sequence,
        analytics: toGrant(grant, allowance.planName, runRetentionDaysOf(allowance.planId)),
        totals: toFigures(grouped.find((row) => row.grouping === 'total')),
        per_day: toDays(perDay, days, now),
        sequences: grant.perSequence ? (sequence === null ? toSequences(grouped, titles) : [{ ...sequence, ...toFigures(grouped.find((row) => row.grouping === 'total')) }]) : null,
        failing_nodes: failing === null ? null : failing.map(toFailingNode),
      };
    },
  );

  api.get(
    '/insights/runs-card',
    {
      ...signedIn,
      config: { apiKeyScope: 'runs:read' },
      schema: { operationId: 'getRunsCard', summary: 'The dashboard’s Runs card: the last 7 days’ runs, failures and success rate, and the last 3 failed runs', tags, response: { 200: runsCardSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { figures, lastFailed } = await repository.runsCard(db, userId, periodStart(runsCardDays, new Date()), runsCardFailedShown);
      return { days: runsCardDays, runs: figures.runs, failed: figures.failed, success_rate: successRate(figures), last_failed: lastFailed.map(toFailedRun) };
    },
  );
}
