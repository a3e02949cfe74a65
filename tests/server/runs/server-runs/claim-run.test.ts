import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/database';
import { claimRuns, insertQueuedRunWithinLimits } from '../../../../server/runs/server-runs/run-queue-repository';
import { createUserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { chain, node } from './runs-api';

/**
 * Runs at once are exact (D85): the queue's group count can race two fetches at one moment, so
 * a claim counts its user's running runs itself, one claim of a user at a time; a fetch's runs are
 * claimed together (D106).
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
    const row = await insertQueuedRunWithinLimits(database.db, { userId, sequenceId: null, workflowName: 'Claims', executedBy: 'Ada', workflow, version: null, trigger: { kind: 'run' } }, { since: new Date(0), perDay: null, filesBytes: null });
    if ('refused' in row) throw new Error('refused by a limit');
    ids.push(row.row.id);
  }
  return ids;
}

const claimOne = async (runId: string, runsAtOnce: number) => (await claimRuns(database.db, [{ runId, runsAtOnce }])).get(runId);

describe('claiming queued runs (D85: runs at once)', () => {
  it('claims as many at once as the limit, all claims together, and answers full for the rest', async () => {
    const ada = await createUserWithToken(database);
    const ids = await queuedRuns(ada.id, 4);
    // Claims at one moment, each its own transaction: without taking turns, each would count none running.
    const claims = await Promise.all([...ids].reverse().map((id) => claimOne(id, 2)));
    const taken = claims.filter((claim) => claim !== 'full' && claim !== undefined);
    expect(taken).toHaveLength(2);
    expect(claims.filter((claim) => claim === 'full')).toHaveLength(2);
    // Another user is counted apart; a claimed run is not claimed twice.
    const grace = await createUserWithToken(database);
    const [graces] = await queuedRuns(grace.id, 1);
    expect(await claimOne(graces!, 1)).toMatchObject({ id: graces, status: 'running' });
    expect(await claimOne(graces!, 1)).toBeUndefined();
  });

  it('claims a fetch\u2019s runs of several users in one go, in each user\u2019s queue order and to each one\u2019s limit', async () => {
    const ada = await createUserWithToken(database);
    const grace = await createUserWithToken(database);
    const adas = await queuedRuns(ada.id, 3);
    const graces = await queuedRuns(grace.id, 2);
    // Fetched out of order: Ada's third run and Grace's second come before their earlier runs.
    const wanted = [adas[2]!, graces[1]!, adas[0]!, adas[1]!, graces[0]!];
    const claims = await claimRuns(database.db, wanted.map((runId) => ({ runId, runsAtOnce: adas.includes(runId) ? 2 : 1 })));
    const state = (id: string) => {
      const claim = claims.get(id);
      return claim === 'full' ? 'full' : claim?.status;
    };
    expect(adas.map(state)).toEqual(['running', 'running', 'full']);
    expect(graces.map(state)).toEqual(['running', 'full']);
    // What is running already counts: Ada is at her limit of 2.
    expect(state(adas[2]!)).toBe('full');
    expect((await claimRuns(database.db, [{ runId: adas[2]!, runsAtOnce: 2 }])).get(adas[2]!)).toBe('full');
    expect((await claimRuns(database.db, [{ runId: adas[2]!, runsAtOnce: 3 }])).get(adas[2]!)).toMatchObject({ status: 'running' });
  });
});
