import type { PgBoss } from 'pg-boss';
import { isScheduleOf, scheduleKeyOf, type ScheduledNode } from './sequence-schedules';

/**
 * The schedule nodes' queue on pg-boss (D63): pg-boss's cron sends a job here when one of a
 * sequence's schedules comes due, and the run queue's worker starts a run of that sequence.
 */

const scheduleQueueName = 'sequence-schedule';

interface ScheduleJob {
  sequenceId: string;
  /** The Schedule node that came due, which the run records (D135); absent from schedules set before. */
  nodeId?: string;
}

export async function createScheduleQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(scheduleQueueName, { retryLimit: 0 });
}

/** This process takes the schedules that come due, each with its sequence's id. */
export async function workOnSchedules(boss: PgBoss, due: (sequenceId: string, nodeId?: string) => Promise<void>): Promise<void> {
  await boss.work<ScheduleJob>(scheduleQueueName, { pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) await due(job.data.sequenceId, job.data.nodeId);
  });
}

/** Whether pg-boss's cron reads the expression (five fields, UTC). */
export function isValidCron(boss: PgBoss, cron: string): boolean {
  try {
    return boss.previewSchedule(cron, { count: 1 }).length > 0;
  } catch {
    return false;
  }
}

/** The sequence's schedules become exactly these (none turns them all off). */
export async function replaceSchedules(boss: PgBoss, sequenceId: string, nodes: readonly ScheduledNode[]): Promise<void> {
  const wanted = new Set(nodes.map((node) => scheduleKeyOf(sequenceId, node.nodeId)));
  for (const schedule of await boss.getSchedules(scheduleQueueName)) {
    if (isScheduleOf(sequenceId, schedule.key) && !wanted.has(schedule.key)) await boss.unschedule(scheduleQueueName, schedule.key);
  }
  for (const node of nodes) {
    await boss.schedule(scheduleQueueName, node.cron, { sequenceId, nodeId: node.nodeId } satisfies ScheduleJob, { key: scheduleKeyOf(sequenceId, node.nodeId), tz: 'UTC' });
  }
}

/** What is scheduled for the sequence, as pg-boss holds it. */
export async function schedulesOf(boss: PgBoss, sequenceId: string): Promise<Array<{ cron: string; timezone: string }>> {
  return (await boss.getSchedules(scheduleQueueName)).filter((schedule) => isScheduleOf(sequenceId, schedule.key)).map(({ cron, timezone }) => ({ cron, timezone }));
}
