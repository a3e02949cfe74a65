import type { Plan, Subscription } from '../../src/domain/plans/plans';
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

export function toApiSubscription(subscription: SubscriptionRow, plan: PlanRow): Subscription {
  return {
    plan_id: subscription.planId,
    plan: toApiPlan(plan),
    status: subscription.status,
    started_at: subscription.startedAt.toISOString(),
  };
}
