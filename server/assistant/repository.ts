import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { assistantUsage } from '../db/schema/assistant';

/** Every statement about the assistant: the messages each user sent in the current window. */

/**
 * Counts one message in the user's current window in a single upsert, so concurrent messages from
 * several processes all count; a window older than `windowSeconds` starts again at one. The
 * database clock decides when a window ends, for every process alike. Returns the count in the
 * window and the seconds until it ends.
 */
export async function countMessage(db: Db, userId: string, windowSeconds: number): Promise<{ messages: number; retryAfterSeconds: number }> {
  const window = sql.raw(`interval '${Math.trunc(windowSeconds)} seconds'`);
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
  if (!usage) throw new Error('the upsert into assistant_usage returned no row');
  return { messages: usage.messages, retryAfterSeconds: Number(usage.retryAfter) };
}
