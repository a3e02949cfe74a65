import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { workflowRunSteps } from '../../../../server/db/schema/runs';
import { insertQueuedRunWithinLimits } from '../../../../server/runs/server-runs/run-queue-repository';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp, testSecretKey } from '../../test-app';
import { chain, finished, node, runsApi } from './runs-api';

/**
 * A run is committed before its job is sent to pg-boss (a moment later, in a batch): a process
 * killed in between left it queued with nothing to execute it. A process that works the queue
 * finds such runs and sends their job again (at its start on PGlite, which is its alone; on
 * PostgreSQL once they are older than a stale heartbeat), and a run that has its job is not sent twice.
 */

let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let worker: App | null = null;

beforeAll(async () => {
  // This app only queues, as a process that is about to be killed would have.
  ({ database, stop } = await startTestApp());
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
});
afterAll(async () => {
  await worker?.close();
  await stop();
});

const workflow = chain(node('start', 'start'), node('note', 'process'), node('end', 'end'));

describe('a queued run whose job was never sent', () => {
  it('is executed, once, by a process that works the queue; a run that had its job runs once too', async () => {
    // Queued without its job, as when the process died right after the run's commit.
    const orphan = await insertQueuedRunWithinLimits(database.db, { userId: ada.id, sequenceId: null, workflowName: 'Orphan', executedBy: 'Ada', workflow, version: null, trigger: { kind: 'run' } }, { since: new Date(0), perDay: null, filesBytes: null });
    if ('refused' in orphan) throw new Error('refused');
    worker = await buildApp({ database, secretKey: testSecretKey, runs: { work: true, queue: { staleAfterMs: 300, sweepEveryMs: 200 } }, webhooks: { pruneEveryMs: false } });
    await worker.ready();
    const api = runsApi(worker);
    // And one queued the ordinary way, its job sent.
    const started = await api.startRun(ada, await api.sequenceWith(ada, workflow));
    expect(started.statusCode).toBe(202);
    const runs = [await api.until(ada, orphan.row.id, finished), await api.until(ada, started.json<{ id: string }>().id, finished)];
    expect(runs.map((run) => run.status)).toEqual(['completed', 'completed']);
    // A few more sweeps: neither is taken again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const run of runs) {
      const [steps] = await database.db.select({ n: count() }).from(workflowRunSteps).where(eq(workflowRunSteps.runId, run.id));
      expect(steps!.n).toBe(3);
    }
  });
});
