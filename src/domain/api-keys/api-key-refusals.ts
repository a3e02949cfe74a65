import { apiRequestsPerMinuteOf, freeAllowanceName, paidApiRequestsPerMinute, paidPlanNames } from '../plans/limits';
import { apiKeyScopeLabels, type ApiKeyScope } from './api-key-scopes';

/** The first plan (cheapest first) whose keys may make more requests a minute than `planId`'s; null when none. */
export function planGivingMoreApiAccess(planId: string | null): { id: string; name: string; requestsPerMinute: number } | null {
  const current = apiRequestsPerMinuteOf(planId);
  for (const [id, requestsPerMinute] of Object.entries(paidApiRequestsPerMinute)) {
    if (requestsPerMinute > current) return { id, name: paidPlanNames[id] ?? id, requestsPerMinute };
  }
  return null;
}

const count = (value: number) => value.toLocaleString('en-US');
const yours = (planName: string | null) => (planName === null ? `Your ${freeAllowanceName} allowance` : `Your ${planName} plan`);

/** What lifts the limit, or that nothing does, as D85's refusals say it. */
function lift(planId: string | null): string {
  const next = planGivingMoreApiAccess(planId);
  return next ? `${next.name} has API access, ${count(next.requestsPerMinute)} requests a minute per key: see the plans on /subscriptions` : 'no plan has more';
}

/**
 * The refusals of a request made with an API key, or of making one (D137): 401 for a key that is
 * not (or no longer) good, 403 for a route it may not call, 402 and 429 for the plan's API access,
 * each naming the plan that lifts it like the other limits (D85).
 */
export const apiKeyRefusals = {
  invalid: 'Invalid API key: it was revoked, or it never existed.',
  expired: (expiresAt: string) => `This API key expired at ${expiresAt}. Create another on /api-keys.`,
  missingScope: (scope: ApiKeyScope) => `This API key does not have the ${scope} scope (${apiKeyScopeLabels[scope]}). Create a key with it on /api-keys.`,
  keyless:
    'This route does not take an API key: send the token of a signed-in session. Credentials, payments, API keys and account changes are never open to a key.',
  noApiAccess: (planId: string | null, planName: string | null) => `API access not included. ${yours(planName)} has no API access (${lift(planId)}).`,
  tooManyRequests: (planId: string | null, planName: string | null, wait: string) =>
    `API key rate limit reached. ${yours(planName)} allows each key ${count(apiRequestsPerMinuteOf(planId))} requests a minute (${lift(planId)}). Please try again in ${wait}.`,
} as const;
