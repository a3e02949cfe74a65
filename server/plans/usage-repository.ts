import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { serverRunKinds } from '../../src/domain/workflow/workflow-runs';
import type { Db } from '../db/database';
import { bots } from '../db/schema/bots';
import { runFiles, workflowRuns } from '../db/schema/runs';
import { webhookDeliveryCounts, webhooks } from '../db/schema/webhooks';

/**
 * How much of each plan limit a user uses (D85): read from the bots', the runs' and the webhooks' tables,
 * for GET /v1/users/me/limits and for the checks of the features that enforce them.
 */

export async function activeBotCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bots).where(and(eq(bots.userId, userId), eq(bots.isActive, true)));
  return row?.n ?? 0;
}

export async function runningRunCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workflowRuns)
    .where(and(eq(workflowRuns.userId, userId), inArray(workflowRuns.kind, serverRunKinds), eq(workflowRuns.status, 'running')));
  return row?.n ?? 0;
}

/** Server runs started since `since` (a queued one by when it was queued): the day's runs. */
export async function runsStartedSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workflowRuns)
    .where(and(eq(workflowRuns.userId, userId), inArray(workflowRuns.kind, serverRunKinds), gte(workflowRuns.startTime, since)));
  return row?.n ?? 0;
}

/** Bytes of every file of the user's runs. */
export async function runFileBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${runFiles.size}), 0)` })
    .from(runFiles)
    .innerJoin(workflowRuns, eq(workflowRuns.id, runFiles.runId))
    .where(eq(workflowRuns.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** The requests the user's busiest webhook took in the current minute (D126: the limit is per webhook and minute). */
export async function busiestWebhookThisMinute(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | null>`max(${webhookDeliveryCounts.count})` })
    .from(webhookDeliveryCounts)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveryCounts.webhookId))
    .where(and(eq(webhooks.userId, userId), eq(webhookDeliveryCounts.windowStart, sql`date_trunc('minute', ${now.toISOString()}::timestamptz)`)));
  return Number(row?.n ?? 0);
}
