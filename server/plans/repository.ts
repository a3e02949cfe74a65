import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Plan } from '../../src/domain/plans/plans';
import type { Db } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { planPayments, plans, subscriptions } from '../db/schema/plans';

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

/** Every run's POST and every plan check reads it: built once per database (D110). */
const currentSubscriptionStatement = preparedStatement((db) =>
  db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_current_subscription'),
);

export async function findCurrentSubscription(db: Db, userId: string): Promise<{ subscription: SubscriptionRow; plan: PlanRow } | undefined> {
  const [row] = await currentSubscriptionStatement(db).execute({ userId });
  return row;
}

// ---- Subscribing through payment (D85) ------------------------------------------------------

/** Notes, with the payment written pending, which plan it pays for. */
export async function recordPlanPayment(db: Db, userId: string, paymentNumber: number, planId: string): Promise<void> {
  await db.insert(planPayments).values({ userId, paymentNumber, planId });
}

/** The plan a payment pays for, or undefined for a payment of bots. */
export async function planOfPayment(db: Db, userId: string, paymentNumber: number): Promise<PlanRow | undefined> {
  const [row] = await db
    .select({ plan: plans })
    .from(planPayments)
    .innerJoin(plans, eq(plans.id, planPayments.planId))
    .where(and(eq(planPayments.userId, userId), eq(planPayments.paymentNumber, paymentNumber)));
  return row?.plan;
}

/**
 * The charged payment makes its plan the user's current one, for a period from now: a month, or a
 * year for a yearly plan. It replaces any other plan at once (nothing is prorated) and undoes a cancel.
 */
export async function startPaidPeriod(db: Db, userId: string, plan: PlanRow, paymentNumber: number, periodEnd: Date): Promise<SubscriptionRow> {
  const [subscription] = await db
    .insert(subscriptions)
    .values({ userId, planId: plan.id, status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, paymentNumber })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        planId: plan.id,
        status: 'active',
        // A renewal of the plan one has keeps its start date.
        startedAt: sql`case when ${subscriptions.planId} = excluded.plan_id then ${subscriptions.startedAt} else now() end`,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        paymentNumber,
      },
    })
    .returning();
  if (!subscription) throw new Error('upsert into subscriptions returned no row');
  return subscription;
}

/** Cancels the user's paid plan: it stays until its period ends. Undefined when none is paid now. */
export async function cancelAtPeriodEnd(db: Db, userId: string, now: Date): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true })
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now)))
    .returning();
  return row;
}

/** A cancelled plan whose period is over is gone. */
export async function dropEndedCancelled(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.cancelAtPeriodEnd, true), lte(subscriptions.currentPeriodEnd, now)));
}

// ---- end of subscribing through payment ------------------------------------------------------

/** Inserts the plans we offer and brings plans seeded by an older release up to date. Idempotent. */
export async function upsertOfferedPlans(db: Db, offered: readonly Plan[]): Promise<void> {
  const rows = offered.map((plan, index) => ({
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
 * Ends the subscription a refunded payment paid for (D84, D85): the user is back on the
 * Free allowance. A plan paid for since by another payment stays.
 */
export async function endSubscriptionPaidBy(db: Db, userId: string, paymentNumber: number): Promise<boolean> {
  const ended = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.paymentNumber, paymentNumber)))
    .returning({ userId: subscriptions.userId });
  return ended.length > 0;
}
