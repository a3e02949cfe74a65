import { and, asc, eq, sql } from 'drizzle-orm';
import type { Plan } from '../../src/domain/plans/plans';
import type { Db } from '../db/database';
import { plans, subscriptions } from '../db/schema/plans';

/** Every statement about plans and subscriptions. Each takes the database or a transaction. */

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function listActivePlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder), asc(plans.id));
}

export async function findActivePlan(db: Db, planId: string): Promise<PlanRow | undefined> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isActive, true)))
    .limit(1);
  return plan;
}

/** One current subscription per user: choosing another plan replaces the row. */
export async function upsertSubscription(db: Db, userId: string, planId: string): Promise<SubscriptionRow> {
  const [subscription] = await db
    .insert(subscriptions)
    .values({ userId, planId, status: 'active' })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      // Choosing the plan one already has keeps its start date.
      set: {
        planId,
        status: 'active',
        startedAt: sql`case when ${subscriptions.planId} = excluded.plan_id then ${subscriptions.startedAt} else now() end`,
      },
    })
    .returning();
  if (!subscription) throw new Error('upsert into subscriptions returned no row');
  return subscription;
}

export async function findCurrentSubscription(db: Db, userId: string): Promise<{ subscription: SubscriptionRow; plan: PlanRow } | undefined> {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row;
}

/** Inserts the catalogue and brings plans seeded by an older release up to date. Idempotent. */
export async function upsertPlanCatalogue(db: Db, catalogue: readonly Plan[]): Promise<void> {
  const rows = catalogue.map((plan, index) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    billingPeriod: plan.billing_period,
    features: [...plan.features],
    isPopular: plan.is_popular,
    isActive: plan.is_active,
    sortOrder: index,
  }));
  await db
    .insert(plans)
    .values(rows)
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        price: sql`excluded.price`,
        currency: sql`excluded.currency`,
        billingPeriod: sql`excluded.billing_period`,
        features: sql`excluded.features`,
        isPopular: sql`excluded.is_popular`,
        isActive: sql`excluded.is_active`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

/**
 * Ends the subscription a refunded payment paid for (issue 30, refunds): the user's subscription
 * to that plan goes, so the user is back on the Free allowance. Another plan chosen since stays.
 */
export async function endSubscriptionPaidBy(db: Db, userId: string, planId: string): Promise<boolean> {
  const ended = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.planId, planId)))
    .returning({ userId: subscriptions.userId });
  return ended.length > 0;
}
