import type { Db } from '../db/database';
import { HttpError } from '../plugins/errors';
import { recordLoginFailure, secondsUntilUnblocked, type LoginThrottleKey, type LoginThrottleLimits } from './repository';

/** 5 failed sign-ins within 15 minutes block that client for that email for 15 minutes. */
export const loginThrottleLimits: LoginThrottleLimits = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};

/** One counter per client address and email; the email is lowercased like the unique index on users. */
export function loginThrottleKey(clientIp: string, email: string): LoginThrottleKey {
  return { clientKey: clientIp, email: email.trim().toLowerCase() };
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function retryWaitText(seconds: number): string {
  return seconds >= 60 ? plural(Math.ceil(seconds / 60), 'minute') : plural(Math.max(1, seconds), 'second');
}

function tooMany(what: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, `Too many ${what}. Please try again in ${retryWaitText(seconds)}.`, {
    'Retry-After': String(seconds),
  });
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return tooMany('failed sign-in attempts', retryAfterSeconds);
}

/** Throws 429 (with Retry-After) while the key is blocked; checked before any password work. */
export async function assertLoginAllowed(db: Db, key: LoginThrottleKey): Promise<void> {
  const retryAfter = await secondsUntilUnblocked(db, key);
  if (retryAfter !== null) throw tooManyAttempts(retryAfter);
}

export function countLoginFailure(db: Db, key: LoginThrottleKey): Promise<void> {
  return recordLoginFailure(db, key, loginThrottleLimits);
}

/**
 * Reset links are asked for like sign-ins are tried (D82): every request counts, 5 within 15
 * minutes from one client for one email block it for 15 minutes. The counters share the sign-in
 * table under a client key of their own, so neither limit spends the other's.
 */
export function resetRequestThrottleKey(clientIp: string, email: string): LoginThrottleKey {
  return loginThrottleKey(`password-reset:${clientIp}`, email);
}

/** Throws 429 (with Retry-After) while the key is blocked, else counts this request. */
export async function countResetRequest(db: Db, key: LoginThrottleKey): Promise<void> {
  const retryAfter = await secondsUntilUnblocked(db, key);
  if (retryAfter !== null) throw tooMany('password reset requests', retryAfter);
  await recordLoginFailure(db, key, loginThrottleLimits);
}
