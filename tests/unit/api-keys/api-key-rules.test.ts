import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiKeyCreateSchema, isApiKeyShaped } from '../../../src/domain/api-keys/api-key-contract';
import { apiKeyRefusals, planGivingMoreApiAccess } from '../../../src/domain/api-keys/api-key-refusals';
import { apiRequestsPerMinuteOf } from '../../../src/domain/plans/limits';
import { fallbackPlans } from '../../../src/domain/plans/plans';
import { checkApiKeyForm, expiresAtOf } from '../../../src/machines/api-keys/api-key-form';

describe('what a bearer token is (D137)', () => {
  it('takes bf_ and 43 characters of base64url for a key, and never a session token, whatever its first characters', () => {
    expect(isApiKeyShaped(`bf_${randomBytes(32).toString('base64url')}`)).toBe(true);
    // A session token is 32 random bytes in base64url too: 43 characters, so even one that starts with bf_ is no key.
    expect(isApiKeyShaped(`bf_${randomBytes(30).toString('base64url')}`)).toBe(false);
    expect(isApiKeyShaped(randomBytes(32).toString('base64url'))).toBe(false);
    expect(isApiKeyShaped(`bf_${'+'.repeat(43)}`)).toBe(false);
    expect(isApiKeyShaped(`BF_${randomBytes(32).toString('base64url')}`)).toBe(false);
  });
});

describe('the create body (D137)', () => {
  it('keeps each scope once, in the canonical order, and no expiry unless given', () => {
    expect(apiKeyCreateSchema.parse({ name: ' CI ', scopes: ['bots:read', 'runs:start', 'bots:read'] })).toEqual({ name: 'CI', scopes: ['runs:start', 'bots:read'], expiresAt: null });
  });

  it('takes an expiry in the future only, with its offset', () => {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(apiKeyCreateSchema.parse({ name: 'CI', scopes: ['runs:read'], expiresAt: inAWeek }).expiresAt).toBe(inAWeek);
    expect(apiKeyCreateSchema.safeParse({ name: 'CI', scopes: ['runs:read'], expiresAt: '2020-01-01T00:00:00Z' }).success).toBe(false);
    expect(apiKeyCreateSchema.safeParse({ name: 'CI', scopes: ['runs:read'], expiresAt: 'next week' }).success).toBe(false);
  });
});

describe("the create dialog's rules (D137)", () => {
  it('asks for a name and a scope before it sends anything', () => {
    expect(checkApiKeyForm({ name: '', scopes: [], expiry: 'never' })).toEqual({ ok: false, fieldErrors: { name: 'Name is required', scopes: 'Choose at least one scope' } });
    expect(checkApiKeyForm({ name: 'CI', scopes: ['runs:read'], expiry: '30' })).toEqual({ ok: true });
  });

  it('turns the chosen expiry into the moment, counted from when the key is made', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect(expiresAtOf('never', now)).toBeNull();
    expect(expiresAtOf('7', now)).toBe('2026-11-29T10:00:00.000Z');
    expect(expiresAtOf('365', now)).toBe('2027-11-22T10:00:00.000Z');
  });
});

describe("keys and the plans' cards (D137)", () => {
  it('gives API access to the plans whose card lists it, and to no other', () => {
    for (const plan of fallbackPlans) expect([plan.id, apiRequestsPerMinuteOf(plan.id) > 0]).toEqual([plan.id, plan.features.includes('API access')]);
    expect(apiRequestsPerMinuteOf(null)).toBe(0);
    expect(apiRequestsPerMinuteOf('team-monthly')).toBe(0);
  });

  it('names the plan that lifts each refusal, or that none does', () => {
    expect(planGivingMoreApiAccess(null)).toEqual({ id: 'pro-annual', name: 'Pro Annual', requestsPerMinute: 600 });
    expect(planGivingMoreApiAccess('team-monthly')?.id).toBe('pro-annual');
    expect(planGivingMoreApiAccess('pro-annual')).toBeNull();
    expect(apiKeyRefusals.noApiAccess('team-monthly', 'Team Monthly')).toBe(
      'API access not included. Your Team Monthly plan has no API access (Pro Annual has API access, 600 requests a minute per key: see the plans on /subscriptions).',
    );
    expect(apiKeyRefusals.tooManyRequests('pro-annual', 'Pro Annual', '12 seconds')).toBe(
      'API key rate limit reached. Your Pro Annual plan allows each key 600 requests a minute (no plan has more). Please try again in 12 seconds.',
    );
    expect(apiKeyRefusals.missingScope('runs:start')).toBe('This API key does not have the runs:start scope (Start runs). Create a key with it on /api-keys.');
  });
});
