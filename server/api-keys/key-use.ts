import { apiKeyRefusals } from '../../src/domain/api-keys/api-key-refusals';
import type { ApiKeyScope } from '../../src/domain/api-keys/api-key-scopes';
import { apiRequestsPerMinuteOf } from '../../src/domain/plans/limits';
import { retryWaitText } from '../accounts/login-throttle';
import type { Db } from '../db/database';
import { isoTime } from '../db/iso-time';
import { HttpError } from '../plugins/errors';
import type { SignedInUser, UsedApiKey } from '../plugins/signed-in-user';
import { countApiKeyRequest, findApiKeyHolder, stampApiKeyUsed } from './repository';
import { hashApiKey } from './key-tokens';

/** The user a good key speaks for, and the key. */
export interface ApiKeyHolder extends SignedInUser {
  apiKey: UsedApiKey;
}

/**
 * A request made with an API key (D137), checked in this order: a key that is unknown, revoked, its
 * user's account switched off, or expired is a 401; a route that declares no scope, or one the key
 * lacks, a 403 naming it; a plan without API access a 402 and a key past its plan's requests a minute
 * a 429 with Retry-After, both naming the plan that lifts them (D85). Then the request counts in the
 * key's window, and the window's first request writes the key's last use: at most once a minute,
 * rather than a write per request.
 */
export async function apiKeyHolderOf(db: Db, key: string, scope: ApiKeyScope | undefined): Promise<ApiKeyHolder> {
  const row = await findApiKeyHolder(db, hashApiKey(key));
  if (!row || !row.isActive) throw new HttpError(401, apiKeyRefusals.invalid);
  if (row.expired) throw new HttpError(401, apiKeyRefusals.expired(isoTime(row.expiresAt ?? new Date())));
  if (scope === undefined) throw new HttpError(403, apiKeyRefusals.keyless);
  if (!row.scopes.includes(scope)) throw new HttpError(403, apiKeyRefusals.missingScope(scope));
  const perMinute = apiRequestsPerMinuteOf(row.planId);
  if (perMinute === 0) throw new HttpError(402, apiKeyRefusals.noApiAccess(row.planId, row.planName));
  const usage = await countApiKeyRequest(db, row.keyId);
  if (usage.requests > perMinute) {
    const seconds = Math.max(1, usage.retryAfterSeconds);
    throw new HttpError(429, apiKeyRefusals.tooManyRequests(row.planId, row.planName, retryWaitText(seconds)), { 'Retry-After': String(seconds) });
  }
  if (usage.requests === 1) await stampApiKeyUsed(db, row.keyId);
  const { keyId, scopes, id, name, lastname, email, isActive, isAdmin, createdAt } = row;
  return { id, name, lastname, email, isActive, isAdmin, createdAt, apiKey: { id: keyId, scopes } };
}
