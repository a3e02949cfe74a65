import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taxCentsOf } from '../../src/domain/payments/payments';
import { userLimitsSchema, utcDayOf } from '../../src/domain/plans/limits';
import {
  currentSubscriptionResponseSchema,
  planMessages,
  plansResponseSchema,
  subscribePayloadSchema,
  subscribeResponseSchema,
} from '../../src/domain/plans/plans';
import type { Database } from '../db/database';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { allowanceName, allowanceOf, currentSubscriptionOf, isPaid } from './allowance';
import { toApiPlan, toApiSubscription } from './answers';
import * as repository from './repository';
import * as usage from './usage-repository';

const tags = ['subscriptions'];
const base = '/subscriptions/subscriptions';

// Every plan call needs a signed-in user, like the /subscriptions page and the client (01 §6).
export async function subscriptionRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.get(`${base}/plans`, { ...signedIn, schema: { operationId: 'listPlans', summary: 'The plans on offer', tags, response: { 200: plansResponseSchema } } }, async () => {
    return { plans: (await repository.listActivePlans(db)).map(toApiPlan) };
  });

  // D85: a plan becomes current through its payment (POST /v1/checkout, purpose "plan"). Subscribing
  // answers the plan once it is paid for the period, and otherwise names the payment to make.
  api.post(
    `${base}/subscribe`,
    {
      ...signedIn,
      schema: {
        operationId: 'subscribe',
        summary: 'Your subscription to a plan, once its payment for the period succeeded',
        tags,
        body: subscribePayloadSchema,
        response: { 201: subscribeResponseSchema },
        errors: { 402: 'The plan is not paid for this period: the detail names the payment to make (POST /v1/checkout, purpose "plan").', 404: 'No active plan has this id (`Plan not found`).' },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = new Date();
      const plan = await repository.findActivePlan(db, request.body.plan_id);
      if (!plan) throw new HttpError(404, planMessages.notFound);
      const current = await currentSubscriptionOf(db, user.id, now);
      if (!current || current.plan.id !== plan.id || !isPaid(current.subscription, now)) {
        const priceCents = Math.round(plan.price * 100);
        throw new HttpError(402, planMessages.paymentRequired(plan, priceCents + taxCentsOf(priceCents)));
      }
      return reply.status(201).send({ subscription: toApiSubscription(current.subscription, current.plan, now) });
    },
  );

  api.get(`${base}/current`, { ...signedIn, schema: { operationId: 'getCurrentSubscription', summary: 'Your current subscription, or null', tags, response: { 200: currentSubscriptionResponseSchema } } }, async (request) => {
    const now = new Date();
    const row = await currentSubscriptionOf(db, currentUser(request).id, now);
    return { subscription: row ? toApiSubscription(row.subscription, row.plan, now) : null };
  });

  // Cancelling keeps the plan until the end of the period paid for; then it ends.
  const cancelSchema = {
    operationId: 'cancelSubscription',
    summary: 'Cancel your plan at the end of the period paid for',
    tags,
    response: { 200: subscribeResponseSchema },
    errors: { 409: 'There is no paid plan to cancel, or it is cancelled already.' },
  };
  api.post(`${base}/cancel`, { ...signedIn, schema: cancelSchema }, async (request) => {
    const userId = currentUser(request).id;
    const now = new Date();
    const cancelled = await repository.cancelAtPeriodEnd(db, userId, now);
    const row = cancelled ? await repository.findCurrentSubscription(db, userId) : undefined;
    if (!row) throw new HttpError(409, planMessages.nothingToCancel);
    return { subscription: toApiSubscription(row.subscription, row.plan, now) };
  });

  // The plan, each of its limits and how much of it is used (D85).
  api.get('/users/me/limits', { ...signedIn, schema: { operationId: 'getLimits', summary: 'Your plan’s limits and how much of each is used', tags, response: { 200: userLimitsSchema } } }, async (request) => {
    const userId = currentUser(request).id;
    const now = new Date();
    const day = utcDayOf(now);
    const allowance = await allowanceOf(db, userId, now);
    const [activeBots, running, today, files, webhookMinute] = await Promise.all([
      usage.activeBotCount(db, userId),
      usage.runningRunCount(db, userId),
      usage.runsStartedSince(db, userId, day.start),
      usage.runFileBytes(db, userId),
      usage.busiestWebhookThisMinute(db, userId, now),
    ]);
    const { limits } = allowance;
    return {
      plan: { id: allowance.planId, name: allowanceName(allowance) },
      day_resets_at: day.end.toISOString(),
      limits: {
        active_bots: { limit: limits.active_bots, used: activeBots },
        runs_at_once: { limit: limits.runs_at_once, used: running },
        runs_per_day: { limit: limits.runs_per_day, used: today },
        run_files_bytes: { limit: limits.run_files_bytes, used: files },
        webhook_deliveries_per_minute: { limit: limits.webhook_deliveries_per_minute, used: webhookMinute },
      },
    };
  });
}
