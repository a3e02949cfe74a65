import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentSubscriptionResponseSchema,
  planMessages,
  plansResponseSchema,
  subscribePayloadSchema,
  subscribeResponseSchema,
  type Plan,
  type Subscription,
} from '../../../src/domain/plans/plans';
import type { Database } from '../../db/database';
import { plans, subscriptions } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toApiPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    currency: row.currency,
    billing_period: row.billingPeriod,
    features: row.features,
    is_popular: row.isPopular,
    is_active: row.isActive,
  };
}

function toApiSubscription(subscription: SubscriptionRow, plan: PlanRow): Subscription {
  return {
    plan_id: subscription.planId,
    plan: toApiPlan(plan),
    status: subscription.status,
    started_at: subscription.startedAt.toISOString(),
  };
}

const tags = ['subscriptions'];
const base = '/subscriptions/subscriptions';

// Every plan call needs a signed-in user, like the /subscriptions page and the client (01 §6).
export async function subscriptionRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { preHandler: app.requireUser };

  api.get(`${base}/plans`, { ...signedIn, schema: { tags, response: { 200: plansResponseSchema } } }, async () => {
    const rows = await db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder), asc(plans.id));
    return { plans: rows.map(toApiPlan) };
  });

  api.post(
    `${base}/subscribe`,
    { ...signedIn, schema: { tags, body: subscribePayloadSchema, response: { 201: subscribeResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const [plan] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.id, request.body.plan_id), eq(plans.isActive, true)))
        .limit(1);
      if (!plan) throw new HttpError(404, planMessages.notFound);
      // One current subscription per user: choosing another plan replaces the row.
      const [subscription] = await db
        .insert(subscriptions)
        .values({ userId: user.id, planId: plan.id, status: 'active' })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          // Choosing the plan one already has keeps its start date.
          set: {
            planId: plan.id,
            status: 'active',
            startedAt: sql`case when ${subscriptions.planId} = excluded.plan_id then ${subscriptions.startedAt} else now() end`,
          },
        })
        .returning();
      if (!subscription) throw new Error('upsert into subscriptions returned no row');
      return reply.status(201).send({ subscription: toApiSubscription(subscription, plan) });
    },
  );

  api.get(`${base}/current`, { ...signedIn, schema: { tags, response: { 200: currentSubscriptionResponseSchema } } }, async (request) => {
    const [row] = await db
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, currentUser(request).id))
      .limit(1);
    return { subscription: row ? toApiSubscription(row.subscription, row.plan) : null };
  });
}
