import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { loginAttempts, passwordResets, sessions, users } from '../db/schema/accounts';
import { hashToken, newToken, sessionLifetimeMs } from './tokens';

/** Every statement about users, their sessions and failed sign-ins. Each takes the database or a transaction. */

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  name: string;
  lastname: string;
  email: string;
  passwordHash: string;
  isActive: boolean;
  isAdmin: boolean;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Inserts unless the email is taken (another process may seed the same account at once); the new row, if this call made it. */
export async function insertUserUnlessEmailTaken(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

/** Emails are one account regardless of case, like the unique index. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function updateProfile(db: Db, userId: string, profile: { name: string; lastname: string; email: string }): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(profile).where(eq(users.id, userId)).returning();
  return row;
}

const sessionUserStatement = preparedStatement((db) =>
  db
    .select({
      id: users.id,
      sessionId: sessions.id,
      name: users.name,
      lastname: users.lastname,
      email: users.email,
      isActive: users.isActive,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_session_user'),
);

/** The signed-in user behind a token, while its session lasts; the token itself is never stored. Every signed-in request asks it. */
export async function findSessionUser(db: Db, token: string, now: Date = new Date()) {
  const [row] = await sessionUserStatement(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  return row;
}

/** Opens a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Db, userId: string, now: Date = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
  });
  return token;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of the user except the one given (after a password change, a stolen token
 * stops working while the user who changed it stays signed in).
 */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** Ends every session of the user (a password reset: whoever held one may be who the reset locks out). */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Expired sessions can never be used again; removing them keeps the table small. */
export async function deleteExpiredSessions(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

/** Failed sign-ins are counted per client address and email (lowercased like the unique index on users). */
export interface LoginThrottleKey {
  clientKey: string;
  email: string;
}

export interface LoginThrottleLimits {
  maxFailures: number;
  windowSeconds: number;
  blockSeconds: number;
}

const matchesKey = (key: LoginThrottleKey) => and(eq(loginAttempts.clientKey, key.clientKey), eq(loginAttempts.email, key.email));

// The database clock decides, so every server process agrees on when a window or a block ends.
const interval = (seconds: number) => sql.raw(`interval '${Math.trunc(seconds)} seconds'`);

/** Seconds until the key may sign in again, or null when it is not blocked. */
export async function secondsUntilUnblocked(db: Db, key: LoginThrottleKey): Promise<number | null> {
  const [blocked] = await db
    .select({ retryAfter: sql<number>`ceil(extract(epoch from (${loginAttempts.blockedUntil} - now())))::int` })
    .from(loginAttempts)
    .where(and(matchesKey(key), gt(loginAttempts.blockedUntil, sql`now()`)))
    .limit(1);
  return blocked ? Number(blocked.retryAfter) : null;
}

/**
 * Counts one failure in a single upsert, so concurrent failures from several processes all count.
 * A window that has run out, or a block that has ended, starts the count again at 1.
 */
export async function recordLoginFailure(db: Db, key: LoginThrottleKey, limits: LoginThrottleLimits): Promise<void> {
  const { maxFailures, windowSeconds, blockSeconds } = limits;
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

/**
 * A new password from a reset link forgets the failed sign-ins on the account's address (from any
 * client), so its holder may sign in at once; the reset requests' own counters stay.
 */
export async function forgetSignInFailuresOf(db: Db, userId: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      and(
        sql`${loginAttempts.email} = (select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
        sql`${loginAttempts.clientKey} not like 'password-reset:%'`,
      ),
    );
}

/** A successful sign-in forgets earlier failures. */
export async function resetLoginFailures(db: Db, key: LoginThrottleKey): Promise<void> {
  await db.delete(loginAttempts).where(matchesKey(key));
}

/** Stores a reset link's token for the user, valid for `lifetimeMs`; only its hash is kept. Returns the token. */
export async function createPasswordReset(db: Db, userId: string, now: Date, lifetimeMs: number): Promise<string> {
  const token = newToken();
  await db.insert(passwordResets).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) });
  return token;
}

const usableReset = (token: string, now: Date) =>
  and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

/** The account a reset token may still reset (unused and unexpired), without using it. */
export async function findUsablePasswordReset(db: Db, token: string, now: Date): Promise<{ userId: string } | undefined> {
  const [row] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(usableReset(token, now)).limit(1);
  return row;
}

/**
 * Uses the token, in one conditional update so that two requests with the same link cannot both
 * win; the account it resets, or undefined when it was used, has expired or never existed. The
 * account's other links are used up with it: the new password is the one that counts.
 */
export async function usePasswordReset(db: Db, token: string, now: Date): Promise<{ userId: string } | undefined> {
  const [row] = await db.update(passwordResets).set({ usedAt: now }).where(usableReset(token, now)).returning({ userId: passwordResets.userId });
  if (!row) return undefined;
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
  return row;
}
