import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ApiKeyScope } from '../../src/domain/api-keys/api-key-scopes';
import type { Db } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { users } from '../db/schema/accounts';
import { apiKeys, apiKeyUsage } from '../db/schema/api-keys';
import { plans, subscriptions } from '../db/schema/plans';
import { isUuid } from '../db/uuid';

/** Every statement about API keys. Each takes the database or a transaction. */

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  keyHash: string;
  prefix: string;
  expiresAt: Date | null;
}

/** The user's keys, newest first. */
export async function listApiKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function insertApiKey(db: Db, userId: string, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, ...key })
    .returning();
  if (!row) throw new Error('insert into api_keys returned no row');
  return row;
}

/** True when the user's key existed and is gone; another user's key is found exactly like a missing one: not at all. */
export async function deleteOwnedApiKey(db: Db, userId: string, keyId: string): Promise<boolean> {
  if (!isUuid(keyId)) return false;
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return deleted.length > 0;
}

/**
 * The key behind a hash with its user and the plan paid for now (a period whose end is still ahead:
 * plans/allowance.ts's `isPaid`, with the database's clock), in one statement, prepared once: every
 * request made with a key asks it, and nothing of it is kept between requests, so a revoked key is
 * refused at once by every process (D102). The database's clock also decides whether it expired.
 */
const keyHolderStatement = preparedStatement((db) =>
  db
    .select({
      keyId: apiKeys.id,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      expired: sql<boolean>`(${apiKeys.expiresAt} is not null and ${apiKeys.expiresAt} <= now())`,
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      email: users.email,
      isActive: users.isActive,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
      planId: plans.id,
      planName: plans.name,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(subscriptions, and(eq(subscriptions.userId, apiKeys.userId), gt(subscriptions.currentPeriodEnd, sql`now()`)))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(apiKeys.keyHash, sql.placeholder('keyHash')))
    .limit(1)
    .prepare('find_api_key_holder'),
);

export type ApiKeyHolderRow = NonNullable<Awaited<ReturnType<typeof findApiKeyHolder>>>;

export async function findApiKeyHolder(db: Db, keyHash: string) {
  const [row] = await keyHolderStatement(db).execute({ keyHash });
  return row;
}

/** A key's rate window: a minute, as its plan's figure is counted (src/domain/plans/limits.ts). */
export const apiKeyWindowSeconds = 60;

const window = sql.raw(`interval '${apiKeyWindowSeconds} seconds'`);
const stale = sql`${apiKeyUsage.windowStartedAt} <= now() - ${window}`;

/**
 * Counts one request in the key's current window, restarting the window once it is over; the
 * database's clock decides when it ends, for every process alike. Returns the count in the window and
 * the seconds until it ends.
 */
const countRequestStatement = preparedStatement((db) =>
  db
    .insert(apiKeyUsage)
    .values({ keyId: sql.placeholder('keyId'), requests: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: apiKeyUsage.keyId,
      set: {
        requests: sql`case when ${stale} then 1 else ${apiKeyUsage.requests} + 1 end`,
        windowStartedAt: sql`case when ${stale} then now() else ${apiKeyUsage.windowStartedAt} end`,
      },
    })
    .returning({
      requests: apiKeyUsage.requests,
      retryAfter: sql<number>`ceil(extract(epoch from (${apiKeyUsage.windowStartedAt} + ${window} - now())))::int`,
    })
    .prepare('count_api_key_request'),
);

export async function countApiKeyRequest(db: Db, keyId: string): Promise<{ requests: number; retryAfterSeconds: number }> {
  const [usage] = await countRequestStatement(db).execute({ keyId });
  if (!usage) throw new Error('the upsert into api_key_usage returned no row');
  return { requests: usage.requests, retryAfterSeconds: Number(usage.retryAfter) };
}

/** The list's "last used". */
export async function stampApiKeyUsed(db: Db, keyId: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiKeys.id, keyId));
}
