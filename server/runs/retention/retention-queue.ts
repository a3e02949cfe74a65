import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/database';
import { pruneExpiredRuns } from './run-retention';

/**
 * The daily pruning of runs past their plan's retention (D149), on pg-boss like the schedules (D63):
 * its cron sends one job a day to the deployment, so one worker prunes, whichever process takes it.
 */
export const retentionQueueName = 'run-retention';
/** 03:17 UTC, away from the hour when schedules cluster. */
export const retentionCron = '17 3 * * *';

export async function createRetentionQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(retentionQueueName, { retryLimit: 2, retryDelay: 600 });
}

/** Schedules the daily job (the same name each start, so it stays one schedule; a day missed while down is pruned once) and works on it. */
export async function workOnRetention(boss: PgBoss, db: Db, onPruned: (count: number) => void): Promise<void> {
  await boss.schedule(retentionQueueName, retentionCron, {}, { tz: 'UTC', missed: 'once' });
  await boss.work(retentionQueueName, { pollingIntervalSeconds: 60 }, async () => {
    onPruned(await pruneExpiredRuns(db));
  });
}
