import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../server/db/database';
import { workflowRuns } from '../../../../server/db/schema/runs';
import { insertQueuedRunWithinLimits } from '../../../../server/runs/server-runs/run-queue-repository';
import { createUserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { chain, node } from './runs-api';

/**
 * Queuing a run is one call (D118): the user's lock, then the day's and the files' counts read
 * after it, then the run with a time and an id taken under it.
 */

let database: Database;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ database, stop } = await startTestApp());
});
afterAll(() => stop());

const workflow = chain(node('start', 'start'), node('end', 'end'));
const run = (userId: string) => ({ userId, sequenceId: null, workflowName: 'Queued', executedBy: 'Ada', workflow, version: null, trigger: { kind: 'run' } as const });
const oldRun = (userId: string) => ({ userId, kind: 'server' as const, workflowName: 'Old', startTime: new Date(), endTime: new Date(), status: 'completed' as const, executedBy: 'Test', nodesExecuted: 1 });

describe('queuing a run within the plan’s limits', () => {
  it('counts, after taking the user’s lock, the runs committed while it waited for it', async () => {
    const ada = await createUserWithToken(database);
    await database.db.insert(workflowRuns).values(Array.from({ length: 98 }, () => oldRun(ada.id)));
    let queued: ReturnType<typeof insertQueuedRunWithinLimits> | undefined;
    // Another Run holds Ada's lock and queues her 99th and 100th runs; this one asks meanwhile.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${ada.id} for update`);
      await tx.insert(workflowRuns).values([oldRun(ada.id), oldRun(ada.id)]);
      queued = insertQueuedRunWithinLimits(database.db, run(ada.id), { since: new Date(0), perDay: 100, filesBytes: null });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await queued).toEqual({ refused: 'runsPerDay' });
  });

  it('gives a user’s runs a time and an id under their lock, so (time, id) sorts them as they were queued, within one millisecond too', async () => {
    const ada = await createUserWithToken(database);
    const ids: string[] = [];
    for (let index = 0; index < 100; index += 1) {
      const queued = await insertQueuedRunWithinLimits(database.db, run(ada.id), { since: new Date(0), perDay: null, filesBytes: null });
      if ('refused' in queued) throw new Error('refused by a limit');
      ids.push(queued.row.id);
    }
    const rows = await database.db.select({ id: workflowRuns.id, startTime: workflowRuns.startTime }).from(workflowRuns).where(eq(workflowRuns.userId, ada.id)).orderBy(asc(workflowRuns.startTime), asc(workflowRuns.id));
    expect(rows.map((row) => row.id)).toEqual(ids);
    // UUIDv7: version 7, RFC 9562's variant, and the run's millisecond in the first 48 bits.
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number.parseInt(row.id.replaceAll('-', '').slice(0, 12), 16)).toBe(row.startTime.getTime());
    }
  });
});
