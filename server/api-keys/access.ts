import type { ApiAccess } from '../../src/domain/api-keys/api-key-contract';
import { apiKeyRefusals } from '../../src/domain/api-keys/api-key-refusals';
import { apiRequestsPerMinuteOf } from '../../src/domain/plans/limits';
import { allowanceName, type Allowance } from '../plans/allowance';

/** What the user's plan grants their keys now (D137): Pro Annual's card lists "API access", and it alone has it. */
export function apiAccessOf(allowance: Allowance): ApiAccess {
  const requestsPerMinute = apiRequestsPerMinuteOf(allowance.planId);
  return {
    plan: allowanceName(allowance),
    requestsPerMinute,
    refusal: requestsPerMinute === 0 ? apiKeyRefusals.noApiAccess(allowance.planId, allowance.planName) : null,
  };
}
