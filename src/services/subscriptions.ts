import { ApiError, type ApiClient } from './api-client';
import { signedInCall } from './signed-in-call';
import { currentSubscriptionResponseSchema, fallbackPlans, plansResponseSchema, type Plan, type Subscription } from '../domain/plans/plans';

const subscriptionsPath = '/subscriptions/subscriptions';

export const currentSubscriptionFailedMessage = 'Failed to get current subscription';

/**
 * The plans to offer (spec 01 §7): the server's list, or the two fallback plans when the answer
 * has the wrong shape. A failed call throws; the caller shows the fallback plans with a toast.
 */
export async function getPlans(api: ApiClient): Promise<Plan[]> {
  const parsed = plansResponseSchema.safeParse(await signedInCall(api, () => api.get<unknown>(`${subscriptionsPath}/plans`)));
  return parsed.success ? parsed.data.plans : [...fallbackPlans];
}

/** Records the user's subscription; the server replaces any earlier one (D2). */
export async function subscribe(api: ApiClient, planId: string): Promise<void> {
  await signedInCall(api, () => api.post(`${subscriptionsPath}/subscribe/`, { plan_id: planId }));
}

export async function getCurrentSubscription(api: ApiClient): Promise<Subscription | null> {
  try {
    return currentSubscriptionResponseSchema.parse(await signedInCall(api, () => api.get<unknown>(`${subscriptionsPath}/current/`))).subscription;
  } catch (error) {
    throw new ApiError(currentSubscriptionFailedMessage, error instanceof ApiError ? error.status : null);
  }
}
