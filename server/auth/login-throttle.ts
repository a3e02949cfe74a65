import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginAttempts } from '../db/schema';
import { HttpError } from '../plugins/errors';

/** 5 failed sign-ins within 15 minutes block that client for that email for 15 minutes. */
export const loginThrottleLimits = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
} as const;

export interface LoginThrottleKey {
  clientKey: string;
  email: string;
}

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

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, `Too many failed sign-in attempts. Please try again in ${retryWaitText(seconds)}.`, {
    'Retry-After': String(seconds),
  });
}

const matchesKey = (key: LoginThrottleKey) => and(eq(loginAttempts.clientKey, key.clientKey), eq(loginAttempts.email, key.email));

// The database clock decides, so every server process agrees on when a window or a block ends.
const interval = (seconds: number) => sql.raw(`interval '${Math.trunc(seconds)} seconds'`);

/** Throws 429 (with Retry-After) while the key is blocked; checked before any password work. */
export async function assertLoginAllowed(db: Db, key: LoginThrottleKey): Promise<void> {
  const [blocked] = await db
    .select({ retryAfter: sql<number>`ceil(extract(epoch from (${loginAttempts.blockedUntil} - now())))::int` })
    .from(loginAttempts)
    .where(and(matchesKey(key), gt(loginAttempts.blockedUntil, sql`now()`)))
    .limit(1);
  if (blocked) throw tooManyAttempts(Number(blocked.retryAfter));
}

/**
 * Counts one failure in a single upsert, so concurrent failures from several processes all count.
 * A window that has run out, or a block that has ended, starts the count again at 1.
 */
export async function recordLoginFailure(db: Db, key: LoginThrottleKey): Promise<void> {
  const { maxFailures, windowSeconds, blockSeconds } = loginThrottleLimits;
  const stale = sql`(${loginAttempts.windowStartedAt} <= now() - ${interval(windowSeconds)} or coalesce(${loginAttempts.blockedUntil} <= now(), false))`;
  const failures = sql`case when ${stale} then 1 else ${loginAttempts.failures} + 1 end`;
  await db
    .insert(loginAttempts)
    .values({
      ...key,
      failures: 1,
      windowStartedAt: sql`now()`,
      blockedUntil: maxFailures <= 1 ? sql`now() + ${interval(blockSeconds)}` : null,
    })
    .onConflictDoUpdate({
      target: [loginAttempts.clientKey, loginAttempts.email],
      set: {
        failures,
        windowStartedAt: sql`case when ${stale} then now() else ${loginAttempts.windowStartedAt} end`,
        blockedUntil: sql`case when ${failures} >= ${maxFailures} then now() + ${interval(blockSeconds)} else null end`,
      },
    });
}

/** A successful sign-in forgets earlier failures. */
export async function resetLoginFailures(db: Db, key: LoginThrottleKey): Promise<void> {
  await db.delete(loginAttempts).where(matchesKey(key));
}
