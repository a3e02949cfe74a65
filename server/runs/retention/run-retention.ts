import { sql } from 'drizzle-orm';
import { freeRunRetentionDays, paidRunRetentionDays } from '../../../src/domain/plans/analytics';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows-of';

/** Runs deleted by one statement: a batch short enough not to hold the table's locks for long. */
export const retentionBatchSize = 1000;

const dayMs = 86_400_000;
const shortestRetentionDays = Math.min(freeRunRetentionDays, ...Object.values(paidRunRetentionDays));

/**
 * Deletes one batch of the runs older than their owner's plan keeps them (D149): a paid plan's
 * retention while its period is paid, else the Free allowance's. A queued or running run is never
 * deleted. Its steps, screenshots, outbox and files go with it (their foreign keys cascade); a run
 * that re-ran it keeps its own record; the versions runs ran stay in sequence_versions, pruned as
 * before only by a save (D69). The oldest go first, read from workflow_runs_start_idx (migration 0024).
 */
export async function pruneRunsBatch(db: Db, now: Date, batchSize: number = retentionBatchSize): Promise<number> {
  const retention = JSON.stringify(Object.entries(paidRunRetentionDays).map(([plan_id, days]) => ({ plan_id, days })));
  const result = await db.execute(sql`with doomed as (
      select r.id from workflow_runs r
      left join subscriptions s on s.user_id = r.user_id and s.current_period_end > ${now.toISOString()}::timestamptz
      left join jsonb_to_recordset(${retention}::jsonb) as k(plan_id text, days int) on k.plan_id = s.plan_id
      where r.start_time < ${new Date(now.getTime() - shortestRetentionDays * dayMs).toISOString()}::timestamptz
        and r.status not in ('queued', 'running')
        and r.start_time < ${now.toISOString()}::timestamptz - make_interval(days => coalesce(k.days, ${freeRunRetentionDays}::int))
      order by r.start_time
      limit ${batchSize}
    )
    delete from workflow_runs w using doomed where w.id = doomed.id returning w.id`);
  return rowsOf<{ id: string }>(result).length;
}

/** Every run past its plan's retention, batch after batch until none is left; how many went. */
export async function pruneExpiredRuns(db: Db, now: Date = new Date(), batchSize: number = retentionBatchSize): Promise<number> {
  let pruned = 0;
  for (;;) {
    const deleted = await pruneRunsBatch(db, now, batchSize);
    pruned += deleted;
    if (deleted < batchSize) return pruned;
  }
}
