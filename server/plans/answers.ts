import type { Plan, Subscription } from '../../src/domain/plans/plans';
import { statusOf } from './allowance';
import type { PlanRow, SubscriptionRow } from './repository';

/** Plans and a user's subscription as the API answers them. */
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

export function toApiSubscription(subscription: SubscriptionRow, plan: PlanRow, now: Date): Subscription {
  return {
    plan_id: subscription.planId,
    plan: toApiPlan(plan),
    status: statusOf(subscription, now),
    started_at: subscription.startedAt.toISOString(),
    current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
  };
}
