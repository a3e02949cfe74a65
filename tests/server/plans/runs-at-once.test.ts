import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { seedPlans } from '../../../server/db/seed';
import { findActivePlan, startPaidPeriod } from '../../../server/plans/repository';
import { runsAtOnce } from '../../../server/runs/server-runs/run-queue-settings';
import { runWaitingLines, serverRunSchema, type ServerRun } from '../../../src/domain/workflow/server-runs';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { chain, finished, node, runsApi } from '../runs/server-runs/runs-api';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let api: ReturnType<typeof runsApi>;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({
    runs: { work: true, allowPrivateNetwork: true, queue: { heartbeatMs: 100, staleAfterMs: 600, sweepEveryMs: 200, engine: { allowPrivateNetwork: true, sandbox: { timeMs: 500, memoryBytes: 16 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 } } },
  }));
  await seedPlans(database.db);
  api = runsApi(app);
});
afterAll(() => stop());

const waiting = chain(node('start', 'start'), node('wait', 'timer', { seconds: 30, timeout: 60 }), node('end', 'end'));

async function startMany(user: UserWithToken, count: number): Promise<ServerRun[]> {
  const sequenceId = await api.sequenceWith(user, waiting);
  const runs: ServerRun[] = [];
  for (let index = 0; index < count; index += 1) runs.push(serverRunSchema.parse((await api.startRun(user, sequenceId)).json()));
  return runs;
}
const statuses = async (user: UserWithToken, runs: ServerRun[]) => Promise.all(runs.map(async (run) => (await api.readRun(user, run.id)).status));
const cancelAll = async (user: UserWithToken, runs: ServerRun[]) => {
  for (const run of runs) await app.inject({ method: 'POST', url: `/v1/workflows/runs/${run.id}/cancel`, headers: { authorization: user.token } });
  for (const run of runs) await api.until(user, run.id, finished);
};

describe('the queue, visible (D89): a queued run says why it waits and its place', () => {
  it('counts the user’s runs running against the plan’s limit, and places each queued run in the user’s own queue', async () => {
    const ada = await createUserWithToken(database);
    const plan = await findActivePlan(database.db, 'basic-monthly');
    await startPaidPeriod(database.db, ada.id, plan!, 1, new Date(Date.now() + 86_400_000));
    const grace = await createUserWithToken(database);

    const adas = await startMany(ada, 5);
    const graces = await startMany(grace, 3);
    for (const run of adas.slice(0, 3)) await api.until(ada, run.id, (each) => each.status === 'running');
    await api.until(grace, graces[0]!.id, (each) => each.status === 'running');
    const waitings = async (user: UserWithToken, runs: ServerRun[]) => Promise.all(runs.map(async (run) => (await api.readRun(user, run.id)).waiting));
    expect(await waitings(ada, adas)).toEqual([
      null,
      null,
      null,
      { reason: 'runs', position: 1, running: 3, limit: 3 },
      { reason: 'runs', position: 2, running: 3, limit: 3 },
    ]);
    // Another user's runs neither count nor take a place: Grace is on the Free allowance, one at once.
    expect(await waitings(grace, graces)).toEqual([null, { reason: 'runs', position: 1, running: 1, limit: 1 }, { reason: 'runs', position: 2, running: 1, limit: 1 }]);
    expect(runWaitingLines((await api.readRun(ada, adas[4]!.id)).waiting!)).toEqual(['Waiting: 3 of your runs are running (limit 3)', '2nd in your queue']);
    // History lists the same wait with each queued run.
    const history = (await app.inject({ method: 'GET', url: '/v1/workflows/runs?status=queued', headers: { authorization: ada.token } })).json() as { items: Array<{ id: string; waiting: unknown }> };
    expect(history.items.map((each) => [each.id, each.waiting])).toEqual([
      [adas[4]!.id, { reason: 'runs', position: 2, running: 3, limit: 3 }],
      [adas[3]!.id, { reason: 'runs', position: 1, running: 3, limit: 3 }],
    ]);

    // A run that starts leaves the queue; the one behind it moves up.
    await app.inject({ method: 'POST', url: `/v1/workflows/runs/${adas[0]!.id}/cancel`, headers: { authorization: ada.token } });
    await api.until(ada, adas[3]!.id, (each) => each.status === 'running');
    expect((await api.readRun(ada, adas[3]!.id)).waiting).toBeNull();
    expect((await api.readRun(ada, adas[4]!.id)).waiting).toEqual({ reason: 'runs', position: 1, running: 3, limit: 3 });
    // A queued run cancelled leaves the queue too.
    await app.inject({ method: 'POST', url: `/v1/workflows/runs/${graces[1]!.id}/cancel`, headers: { authorization: grace.token } });
    expect((await api.readRun(grace, graces[2]!.id)).waiting).toEqual({ reason: 'runs', position: 1, running: 1, limit: 1 });
    await cancelAll(ada, adas);
    await cancelAll(grace, graces);
  });
});

describe('runs at once (D85): the plan’s figure, held by pg-boss group tiers in the database', () => {
  it('gives the queue each plan’s runs at once as a tier, and the Free allowance’s as the default', () => {
    expect(runsAtOnce).toEqual({ default: 1, tiers: { 'basic-monthly': 3, 'team-monthly': 5, 'pro-annual': 10 } });
  });

  it('runs three at once on Basic Monthly and one without a plan; the others wait in the queue', async () => {
    const ada = await createUserWithToken(database);
    const plan = await findActivePlan(database.db, 'basic-monthly');
    await startPaidPeriod(database.db, ada.id, plan!, 1, new Date(Date.now() + 86_400_000));
    const grace = await createUserWithToken(database);

    const adas = await startMany(ada, 4);
    const graces = await startMany(grace, 2);
    for (const run of adas.slice(0, 3)) await api.until(ada, run.id, (each) => each.status === 'running');
    await api.until(grace, graces[0]!.id, (each) => each.status === 'running');
    // Long enough for the worker (polling every 0.5 s) to have taken more, had the limit let it.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await statuses(ada, adas)).toEqual(['running', 'running', 'running', 'queued']);
    expect(await statuses(grace, graces)).toEqual(['running', 'queued']);
    const limits = (await app.inject({ method: 'GET', url: '/v1/users/me/limits', headers: { authorization: ada.token } })).json();
    expect(limits.limits.runs_at_once).toEqual({ limit: 3, used: 3 });

    // A place freed is taken by the next in the queue.
    await app.inject({ method: 'POST', url: `/v1/workflows/runs/${adas[0]!.id}/cancel`, headers: { authorization: ada.token } });
    await api.until(ada, adas[3]!.id, (each) => each.status === 'running');
    expect((await api.readRun(ada, adas[3]!.id)).waiting).toBeNull();
    await cancelAll(ada, adas);
    await cancelAll(grace, graces);
  });
});
