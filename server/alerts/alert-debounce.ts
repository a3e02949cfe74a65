import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { sequenceAlertStates } from '../db/schema/alerts';

/**
 * When a sequence alerts (D129, D145): its first failure at once; further failures are counted, and
 * told at most once an hour as a digest ("5 more failures since 10:02"); the first completed run
 * after failures as a recovery, once. The state is one row per sequence, read and written under the
 * row's lock (or by one atomic update), so of two processes that see failures of one sequence at
 * once only one sends each alert.
 */

/** The least time between a sequence's alerts of failure: its digest waits at least this long. */
export const digestEveryMs = 60 * 60 * 1000;

export type FailureAlert = { kind: 'failure' } | DueDigest;

export interface DueDigest {
  kind: 'digest';
  sequenceId: string;
  userId: string;
  count: number;
  since: Date;
  /** The latest of the failures it tells. */
  runId: string | null;
}

export interface SeenRun {
  sequenceId: string;
  userId: string;
  runId: string;
  endTime: Date;
}

/** A failed run of the sequence: the alert it sends now, if any. */
export async function failureSeen(db: Db, run: SeenRun, now: Date = new Date()): Promise<FailureAlert | null> {
  return db.transaction(async (tx) => {
    await tx.insert(sequenceAlertStates).values({ sequenceId: run.sequenceId, userId: run.userId }).onConflictDoNothing();
    const [state] = await tx.select().from(sequenceAlertStates).where(eq(sequenceAlertStates.sequenceId, run.sequenceId)).for('update');
    if (!state) return null;
    const told = { lastAlertAt: now, pendingFailures: 0, pendingSince: null, pendingRunId: null };
    if (!state.failing) {
      await tx.update(sequenceAlertStates).set({ failing: true, ...told }).where(eq(sequenceAlertStates.sequenceId, run.sequenceId));
      return { kind: 'failure' };
    }
    const count = state.pendingFailures + 1;
    const since = state.pendingSince ?? run.endTime;
    if (state.lastAlertAt === null || now.getTime() - state.lastAlertAt.getTime() >= digestEveryMs) {
      await tx.update(sequenceAlertStates).set(told).where(eq(sequenceAlertStates.sequenceId, run.sequenceId));
      return { kind: 'digest', sequenceId: run.sequenceId, userId: run.userId, count, since, runId: run.runId };
    }
    await tx.update(sequenceAlertStates).set({ pendingFailures: count, pendingSince: since, pendingRunId: run.runId }).where(eq(sequenceAlertStates.sequenceId, run.sequenceId));
    return null;
  });
}

/** A completed run of the sequence: whether it is a recovery (the first success after failures), told once. */
export async function successSeen(db: Db, sequenceId: string): Promise<boolean> {
  const recovered = await db
    .update(sequenceAlertStates)
    .set({ failing: false, pendingFailures: 0, pendingSince: null, pendingRunId: null })
    .where(and(eq(sequenceAlertStates.sequenceId, sequenceId), eq(sequenceAlertStates.failing, true)))
    .returning({ sequenceId: sequenceAlertStates.sequenceId });
  return recovered.length > 0;
}

/**
 * The digests that came due with no failure since to send them (failures that stopped within the
 * hour): taken in one statement, each by the one process whose update found it still due.
 */
export async function takeDueDigests(db: Db, now: Date = new Date()): Promise<DueDigest[]> {
  const cutoff = new Date(now.getTime() - digestEveryMs);
  const result = await db.execute<{ sequence_id: string; user_id: string; pending_failures: number; pending_since: string | Date; pending_run_id: string | null }>(sql`
    update sequence_alert_states s set pending_failures = 0, pending_since = null, pending_run_id = null, last_alert_at = ${now.toISOString()}::timestamptz
    from (select sequence_id, pending_failures, pending_since, pending_run_id from sequence_alert_states
          where failing and pending_failures > 0 and last_alert_at <= ${cutoff.toISOString()}::timestamptz for update) d
    where s.sequence_id = d.sequence_id
    returning s.sequence_id, s.user_id, d.pending_failures, d.pending_since, d.pending_run_id`);
  return rowsOf<{ sequence_id: string; user_id: string; pending_failures: number; pending_since: string | Date; pending_run_id: string | null }>(result).map((row) => ({
    kind: 'digest',
    sequenceId: row.sequence_id,
    userId: row.user_id,
    count: row.pending_failures,
    since: new Date(row.pending_since),
    runId: row.pending_run_id,
  }));
}
