import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { seedPlans } from '../../../server/db/seed';
import { subscriptions } from '../../../server/db/schema/plans';
import { workflowRunSteps, workflowRuns } from '../../../server/db/schema/runs';
import { sequenceVersions } from '../../../server/db/schema/sequences';
import { findActivePlan, startPaidPeriod } from '../../../server/plans/repository';
import { pruneExpiredRuns } from '../../../server/runs/retention/run-retention';
import { insertSequence, insertVersion } from '../../../server/sequences/repository';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { openTestDatabase } from '../test-app';
import { daysAgo, recordRun } from './run-records';

let database: Database;
let ada: UserWithToken;
let bob: UserWithToken;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedPlans(database.db);
  ada = await createUserWithToken(database);
  bob = await createUserWithToken(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(workflowRuns);
  await database.db.delete(subscriptions);
});

const remaining = async () => (await database.db.select({ id: workflowRuns.id }).from(workflowRuns)).map((row) => row.id).sort();

describe('runs past their plan’s retention (D149)', () => {
  it('deletes a Free user’s runs older than 30 days with their steps, and never one queued or running', async () => {
    const kept = [
      await recordRun(database.db, { userId: ada.id, sequenceId: null, status: 'completed', start: daysAgo(29) }),
      await recordRun(database.db, { userId: ada.id, sequenceId: null, status: 'running', start: daysAgo(45) }),
      await recordRun(database.db, { userId: ada.id, sequenceId: null, status: 'queued', start: daysAgo(45) }),
    ];
    const old = await recordRun(database.db, { userId: ada.id, sequenceId: null, status: 'failed', start: daysAgo(31), failedSteps: [{ nodeId: 'node-2', label: 'Fetch' }] });
    await recordRun(database.db, { userId: ada.id, sequenceId: null, status: 'cancelled', start: daysAgo(200), kind: 'test' });

    expect(await pruneExpiredRuns(database.db)).toBe(2);
    expect(await remaining()).toEqual([...kept].sort());
    expect(await database.db.select().from(workflowRunSteps).where(eq(workflowRunSteps.runId, old))).toEqual([]);
  });

  it('keeps each paid plan’s runs as long as it says, and a lapsed plan’s as the Free allowance', async () => {
    const plan = async (user: UserWithToken, id: string, periodEnd: Date) => startPaidPeriod(database.db, user.id, (await findActivePlan(database.db, id))!, 1, periodEnd);
    await plan(ada, 'basic-monthly', daysAgo(-10));
    const adaKept = await recordRun(database.db, { userId: ada.id, sequenceId: null, status: 'completed', start: daysAgo(89) });
    await recordRun(database.db, { userId: ada.id, sequenceId: null, status: 'completed', start: daysAgo(91) });
    // Bob's Pro Annual period is over: the Free allowance keeps 30 days.
    await plan(bob, 'pro-annual', daysAgo(1));
    const bobKept = await recordRun(database.db, { userId: bob.id, sequenceId: null, status: 'completed', start: daysAgo(10) });
    await recordRun(database.db, { userId: bob.id, sequenceId: null, status: 'completed', start: daysAgo(40) });

    expect(await pruneExpiredRuns(database.db)).toBe(2);
    expect(await remaining()).toEqual([adaKept, bobKept].sort());

    await plan(bob, 'pro-annual', daysAgo(-300));
    const year = await recordRun(database.db, { userId: bob.id, sequenceId: null, status: 'completed', start: daysAgo(364) });
    await recordRun(database.db, { userId: bob.id, sequenceId: null, status: 'completed', start: daysAgo(366) });
    expect(await pruneExpiredRuns(database.db)).toBe(1);
    expect(await remaining()).toContain(year);
  });

  it('goes batch after batch until none is left, and keeps the versions the runs ran', async () => {
    const sequence = await insertSequence(database.db, ada.id, { title: 'Old', description: '', items: [] });
    await insertVersion(database.db, { sequenceId: sequence.id, number: 1, savedBy: ada.id, workflow: {}, nodeCount: 0, edgeCount: 0, summary: 'first' });
    for (let index = 0; index < 7; index += 1) await recordRun(database.db, { userId: ada.id, sequenceId: sequence.id, status: 'completed', start: daysAgo(40 + index), version: 1 });
    expect(await pruneExpiredRuns(database.db, new Date(), 3)).toBe(7);
    expect(await remaining()).toEqual([]);
    expect(await database.db.select({ number: sequenceVersions.number }).from(sequenceVersions).where(eq(sequenceVersions.sequenceId, sequence.id))).toEqual([{ number: 1 }]);
  });
});
