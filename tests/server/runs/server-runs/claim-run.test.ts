import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/database';
import { claimRun, insertQueuedRunWithinDay } from '../../../../server/runs/server-runs/repository';
import { createUserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { chain, node } from './runs-api';

/**
 * Runs at once are exact (issue 30): the queue's group count can race two fetches at one moment, so
 * a claim counts its user's running runs itself, one claim of a user at a time.
 */

let database: Database;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ database, stop } = await startTestApp());
});
afterAll(() => stop());

const workflow = chain(node('start', 'start'), node('end', 'end'));

async function queuedRuns(userId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = await insertQueuedRunWithinDay(database.db, { userId, sequenceId: null, workflowName: 'Claims', executedBy: 'Ada', workflow, version: null }, { since: new Date(0), perDay: null });
    if (row === 'limit') throw new Error('refused by the day');
    ids.push(row.row.id);
  }
  return ids;
}

describe('claiming a queued run (issue 30: runs at once)', () => {
  it('claims as many at once as the limit, all claims together, and answers full for the rest', async () => {
    const ada = await createUserWithToken(database);
    const ids = await queuedRuns(ada.id, 4);
    // Each claim lingers after it has counted, so claims that did not take turns would all count none running.
    const lingering = () => new Promise<number>((resolve) => setTimeout(() => resolve(2), 50));
    const claims = await Promise.all(ids.map((id) => claimRun(database.db, id, lingering)));
    const taken = claims.filter((claim) => claim !== 'full' && claim !== undefined);
    expect(taken).toHaveLength(2);
    expect(claims.filter((claim) => claim === 'full')).toHaveLength(2);
    // Another user is counted apart; a claimed run is not claimed twice.
    const grace = await createUserWithToken(database);
    const [graces] = await queuedRuns(grace.id, 1);
    expect(await claimRun(database.db, graces!, async () => 1)).toMatchObject({ id: graces, status: 'running' });
    expect(await claimRun(database.db, graces!, async () => 1)).toBeUndefined();
  });
});
