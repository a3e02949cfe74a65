import { ApiError, type ApiClient } from './api-client';
import { signedInCall } from './signed-in-call';
import { currentSubscriptionResponseSchema, fallbackPlans, plansResponseSchema, subscribeResponseSchema, type Plan, type Subscription } from '../domain/plans/plans';
import { userLimitsSchema, type UserLimits } from '../domain/plans/limits';

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

/** The user's plan once its payment succeeded (D85): a paid plan without it is refused (402). */
export async function subscribe(api: ApiClient, planId: string): Promise<Subscription> {
  return subscribeResponseSchema.parse(await signedInCall(api, () => api.post<unknown>(`${subscriptionsPath}/subscribe/`, { plan_id: planId }))).subscription;
}

/** Cancels the user's plan at the end of its period. */
export async function cancelSubscription(api: ApiClient): Promise<Subscription> {
  return subscribeResponseSchema.parse(await signedInCall(api, () => api.post<unknown>(`${subscriptionsPath}/cancel`, {}))).subscription;
}

/** GET /v1/users/me/limits: the plan, each limit and its use. */
export async function getUserLimits(api: ApiClient): Promise<UserLimits> {
  return userLimitsSchema.parse(await signedInCall(api, () => api.get<unknown>('/users/me/limits')));
}

export async function getCurrentSubscription(api: ApiClient): Promise<Subscription | null> {
  try {
    return currentSubscriptionResponseSchema.parse(await signedInCall(api, () => api.get<unknown>(`${subscriptionsPath}/current/`))).subscription;
  } catch (error) {
    throw new ApiError(currentSubscriptionFailedMessage, error instanceof ApiError ? error.status : null);
  }
}
