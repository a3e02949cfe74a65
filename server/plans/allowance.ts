import { freeAllowanceName, limitsOf, type PlanLimits } from '../../src/domain/plans/limits';
import type { SubscriptionStatus } from '../../src/domain/plans/plans';
import type { Db } from '../db/database';
import * as repository from './repository';
import type { PlanRow, SubscriptionRow } from './repository';

/** Whether the subscription's period is paid at `now`. */
export const isPaid = (subscription: SubscriptionRow, now: Date) => subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd > now;

export function statusOf(subscription: SubscriptionRow, now: Date): SubscriptionStatus {
  if (!isPaid(subscription, now)) return 'due';
  return subscription.cancelAtPeriodEnd ? 'cancelled' : 'active';
}

/** The user's subscription, paid or due; a cancelled one whose period is over has ended and is gone. */
export async function currentSubscriptionOf(db: Db, userId: string, now: Date): Promise<{ subscription: SubscriptionRow; plan: PlanRow } | undefined> {
  await repository.dropEndedCancelled(db, userId, now);
  return repository.findCurrentSubscription(db, userId);
}

export interface Allowance {
  /** The paid plan granting it; null: the Free allowance. */
  planId: string | null;
  /** The plan's name; null for the Free allowance. */
  planName: string | null;
  limits: PlanLimits;
}

/** What the user may do now (D85): their plan's limits while it is paid, else the Free allowance. */
export async function allowanceOf(db: Db, userId: string, now: Date = new Date()): Promise<Allowance> {
  const row = await repository.findCurrentSubscription(db, userId);
  if (!row || !isPaid(row.subscription, now)) return { planId: null, planName: null, limits: limitsOf(null) };
  return { planId: row.plan.id, planName: row.plan.name, limits: limitsOf(row.plan.id) };
}

export const allowanceName = (allowance: Allowance) => allowance.planName ?? freeAllowanceName;

/** The end of a period that starts now: a calendar month later, or a year for a yearly plan (UTC). */
export function periodEndFrom(start: Date, billingPeriod: PlanRow['billingPeriod']): Date {
  const end = new Date(start);
  if (billingPeriod === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else {
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + 1);
    // Jan 31 + a month is the last day of February, not March 3.
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, lastDay));
  }
  return end;
}
