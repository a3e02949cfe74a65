import { sql } from 'drizzle-orm';
import { retryWaitText } from '../accounts/login-throttle';
import type { Db } from '../db/database';
import { assistantUsage } from '../db/schema/assistant';
import { HttpError } from '../plugins/errors';

export interface AssistantRateLimit {
  messages: number;
  windowSeconds: number;
}

/**
 * Counts one message in the user's current window in a single upsert, so concurrent messages from
 * several processes all count; past the limit it is a 429 saying when to try again. The database
 * clock decides when a window ends, for every process alike.
 */
export async function countAssistantMessage(db: Db, userId: string, limit: AssistantRateLimit): Promise<void> {
  const window = sql.raw(`interval '${Math.trunc(limit.windowSeconds)} seconds'`);
  const stale = sql`${assistantUsage.windowStartedAt} <= now() - ${window}`;
  const [usage] = await db
    .insert(assistantUsage)
    .values({ userId, messages: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: assistantUsage.userId,
      set: {
        messages: sql`case when ${stale} then 1 else ${assistantUsage.messages} + 1 end`,
        windowStartedAt: sql`case when ${stale} then now() else ${assistantUsage.windowStartedAt} end`,
      },
    })
    .returning({
      messages: assistantUsage.messages,
      retryAfter: sql<number>`ceil(extract(epoch from (${assistantUsage.windowStartedAt} + ${window} - now())))::int`,
    });
  if (!usage || usage.messages <= limit.messages) return;
  const seconds = Math.max(1, Number(usage.retryAfter));
  throw new HttpError(429, `You have sent too many messages to Flo. Please try again in ${retryWaitText(seconds)}.`, { 'Retry-After': String(seconds) });
}
