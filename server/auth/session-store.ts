import { and, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';
import { hashToken, newToken, sessionLifetimeMs } from './tokens';

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

/** Expired sessions can never be used again; removing them keeps the table small. */
export async function deleteExpiredSessions(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}
