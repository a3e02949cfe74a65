import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { bots } from '../../../server/db/schema/bots';
import { runFiles, workflowRuns } from '../../../server/db/schema/runs';
import { seedPlans } from '../../../server/db/seed';
import { findActivePlan, startPaidPeriod } from '../../../server/plans/repository';
import { writeRunFile } from '../../../server/runs/server-runs/run-file-repository';
import { limitMessages, userLimitsSchema } from '../../../src/domain/plans/limits';
import type { Bot } from '../../../src/domain/bots/bots';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { chain, node, runsApi } from '../runs/server-runs/runs-api';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let api: ReturnType<typeof runsApi>;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedPlans(database.db);
  api = runsApi(app);
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(bots);
});

const megabyte = 1024 * 1024;

function call(user: UserWithToken, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return app.inject({ method, url: `/v1${url}`, headers: { authorization: user.token }, ...(payload ? { payload } : {}) });
}
async function subscribeTo(user: UserWithToken, planId: string, periodEnd = new Date(Date.now() + 30 * 86_400_000)) {
  const plan = await findActivePlan(database.db, planId);
  await startPaidPeriod(database.db, user.id, plan!, 1, periodEnd);
}
async function newBots(user: UserWithToken, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await call(user, 'POST', '/bots', { title: `Bot ${index}`, description: 'A bot', priority: 'normal', notes: '' });
    expect(response.statusCode, response.body).toBe(201);
    ids.push((response.json() as Bot).id);
  }
  return ids;
}
const switchOn = (user: UserWithToken, id: number) => call(user, 'PATCH', `/bots/${id}`, { isActive: true });
const limitsOf = async (user: UserWithToken) => {
  const response = await call(user, 'GET', '/users/me/limits');
  expect(response.statusCode).toBe(200);
  return userLimitsSchema.parse(response.json());
};
/** Server runs the user started today, as rows (the runs themselves are not needed to count). */
async function runsToday(user: UserWithToken, count: number) {
  const sequenceId = await api.sequenceWith(user, null);
  await database.db.insert(workflowRuns).values(
    Array.from({ length: count }, () => ({ userId: user.id, sequenceId, kind: 'server' as const, workflowName: 'Old', startTime: new Date(), endTime: new Date(), status: 'completed' as const, executedBy: 'Test', nodesExecuted: 1 })),
  );
}
/** A finished run holding a file that counts `bytes` (its content is a few bytes: only the size is summed). */
async function runFileOf(user: UserWithToken, bytes: number): Promise<string> {
  const [run] = await database.db
    .insert(workflowRuns)
    .values({ userId: user.id, kind: 'server', workflowName: 'Files', startTime: new Date(Date.now() - 2 * 86_400_000), endTime: new Date(), status: 'completed', executedBy: 'Test', nodesExecuted: 1 })
    .returning();
  await database.db.insert(runFiles).values({ runId: run!.id, name: 'big.csv', content: Buffer.from('a,b\n'), size: bytes });
  return run!.id;
}
const runnable = chain(node('start', 'start'), node('end', 'end'));

describe('GET /v1/users/me/limits (D85)', () => {
  it('tells a new account the Free allowance and its use', async () => {
    const ada = await createUserWithToken(database);
    const limits = await limitsOf(ada);
    expect(limits).toEqual({
      plan: { id: null, name: 'Free' },
      day_resets_at: expect.any(String),
      limits: {
        active_bots: { limit: 3, used: 0 },
        runs_at_once: { limit: 1, used: 0 },
        runs_per_day: { limit: 100, used: 0 },
        run_files_bytes: { limit: 100 * megabyte, used: 0 },
        webhook_deliveries_per_minute: { limit: 60, used: 0 },
      },
    });
    expect(new Date(limits.day_resets_at).getUTCHours()).toBe(0);
    expect(new Date(limits.day_resets_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('tells each plan’s limits while it is paid, and counts the use', async () => {
    const ada = await createUserWithToken(database);
    const [first] = await newBots(ada, 2);
    expect((await switchOn(ada, first!)).statusCode).toBe(200);
    await runsToday(ada, 4);
    await runFileOf(ada, 3 * megabyte);
    await subscribeTo(ada, 'basic-monthly');
    expect(await limitsOf(ada)).toMatchObject({
      plan: { id: 'basic-monthly', name: 'Basic Monthly' },
      limits: { active_bots: { limit: 5, used: 1 }, runs_at_once: { limit: 3, used: 0 }, runs_per_day: { limit: 1000, used: 4 }, run_files_bytes: { limit: 1024 * megabyte, used: 3 * megabyte } },
    });
    await subscribeTo(ada, 'team-monthly');
    expect((await limitsOf(ada)).limits).toMatchObject({ active_bots: { limit: 25 }, runs_at_once: { limit: 5 }, runs_per_day: { limit: 10_000 }, run_files_bytes: { limit: 25 * 1024 * megabyte } });
    await subscribeTo(ada, 'pro-annual');
    expect((await limitsOf(ada)).limits).toMatchObject({ active_bots: { limit: null }, runs_at_once: { limit: 10 }, runs_per_day: { limit: null }, run_files_bytes: { limit: 100 * 1024 * megabyte } });
    // A period that is over grants the Free allowance again.
    await subscribeTo(ada, 'pro-annual', new Date(Date.now() - 1000));
    expect((await limitsOf(ada)).plan).toEqual({ id: null, name: 'Free' });
  });

  it('answers 401 unsigned', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/users/me/limits' });
    expect([response.statusCode, response.json()]).toEqual([401, { detail: 'Not authenticated' }]);
  });
});

describe('active bots', () => {
  it('switches on three bots without a plan, refuses a fourth with a 402 naming Basic Monthly, and lifts it with the plan', async () => {
    const ada = await createUserWithToken(database);
    const ids = await newBots(ada, 7);
    for (const id of ids.slice(0, 3)) expect((await switchOn(ada, id)).statusCode).toBe(200);
    const refused = await switchOn(ada, ids[3]!);
    expect([refused.statusCode, refused.json()]).toEqual([402, { detail: limitMessages.activeBots(null, null) }]);
    expect(refused.json().detail).toBe(
      'Active bot limit reached. Your Free allowance has 3 active bots: switch one off, or subscribe to more (Basic Monthly has 5 active bots: see the plans on /subscriptions).',
    );
    expect(((await call(ada, 'GET', `/bots/${ids[3]}`)).json() as Bot).isActive).toBe(false);
    // Switching one that is on again, and switching off, are never refused.
    expect((await switchOn(ada, ids[0]!)).statusCode).toBe(200);
    expect((await call(ada, 'PATCH', `/bots/${ids[0]}`, { isActive: false })).statusCode).toBe(200);
    expect((await switchOn(ada, ids[3]!)).statusCode).toBe(200);

    await subscribeTo(ada, 'basic-monthly');
    expect((await switchOn(ada, ids[4]!)).statusCode).toBe(200);
    expect((await switchOn(ada, ids[5]!)).statusCode).toBe(200);
    const basic = await switchOn(ada, ids[6]!);
    expect([basic.statusCode, basic.json().detail]).toEqual([402, limitMessages.activeBots('basic-monthly', 'Basic Monthly')]);
    expect(basic.json().detail).toContain('Your Basic Monthly plan has 5 active bots');
    expect(basic.json().detail).toContain('Team Monthly has 25 active bots');

    // When the plan lapses nothing is switched off; only switching on more is refused.
    await subscribeTo(ada, 'basic-monthly', new Date(Date.now() - 1000));
    expect((await limitsOf(ada)).limits.active_bots).toEqual({ limit: 3, used: 5 });
    expect((await switchOn(ada, ids[6]!)).statusCode).toBe(402);
  });

  it('holds when switches race: two at once cannot both take the last place', async () => {
    const ada = await createUserWithToken(database);
    const ids = await newBots(ada, 4);
    for (const id of ids.slice(0, 2)) await switchOn(ada, id);
    const answers = await Promise.all([switchOn(ada, ids[2]!), switchOn(ada, ids[3]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    expect((await limitsOf(ada)).limits.active_bots.used).toBe(3);
  });
});

describe('runs a day', () => {
  it('refuses the 101st run of the day with a 429 naming Basic Monthly, and the plan lifts it', async () => {
    const ada = await createUserWithToken(database);
    await runsToday(ada, 100);
    const sequenceId = await api.sequenceWith(ada, runnable);
    const refused = await api.startRun(ada, sequenceId);
    expect([refused.statusCode, refused.json()]).toEqual([429, { detail: limitMessages.runsPerDay(null, null) }]);
    expect(refused.json().detail).toBe("Daily run limit reached. Your Free allowance has 100 runs a day and today's (UTC) are used (Basic Monthly has 1,000 runs a day: see the plans on /subscriptions).");
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect((await limitsOf(ada)).limits.runs_per_day).toEqual({ limit: 100, used: 100 });

    await subscribeTo(ada, 'basic-monthly');
    expect((await api.startRun(ada, sequenceId)).statusCode).toBe(202);
    expect((await limitsOf(ada)).limits.runs_per_day).toEqual({ limit: 1000, used: 101 });
  });

  it('counts only today’s runs (UTC)', async () => {
    const ada = await createUserWithToken(database);
    const sequenceId = await api.sequenceWith(ada, runnable);
    await database.db.insert(workflowRuns).values(
      Array.from({ length: 100 }, () => ({ userId: ada.id, sequenceId, kind: 'server' as const, workflowName: 'Yesterday', startTime: new Date(Date.now() - 86_400_000 - 60_000), status: 'completed' as const, executedBy: 'Test', nodesExecuted: 1 })),
    );
    expect((await api.startRun(ada, sequenceId)).statusCode).toBe(202);
  });
});

describe('run files kept', () => {
  it('refuses a run once the runs’ files fill the Free 100 MB with a 402 naming Basic Monthly; nothing stored is lost', async () => {
    const ada = await createUserWithToken(database);
    const kept = await runFileOf(ada, 100 * megabyte);
    const sequenceId = await api.sequenceWith(ada, runnable);
    const refused = await api.startRun(ada, sequenceId);
    expect([refused.statusCode, refused.json()]).toEqual([402, { detail: limitMessages.runFiles(null, null, 100 * megabyte) }]);
    expect(refused.json().detail).toBe("Run file storage full. Your Free allowance keeps 100 MB of run files and your runs' files take 100 MB (Basic Monthly has 1 GB of run files: see the plans on /subscriptions).");
    const file = await call(ada, 'GET', `/workflows/runs/${kept}/files/big.csv`);
    expect([file.statusCode, file.body]).toEqual([200, 'a,b\n']);

    await subscribeTo(ada, 'basic-monthly');
    expect((await api.startRun(ada, sequenceId)).statusCode).toBe(202);
  });

  it('fails a write that would pass the plan’s run files kept, with the same message, over all the user’s runs', async () => {
    const ada = await createUserWithToken(database);
    await runFileOf(ada, 100 * megabyte - 10);
    const [run] = await database.db
      .insert(workflowRuns)
      .values({ userId: ada.id, kind: 'server', workflowName: 'Now', startTime: new Date(), status: 'running', executedBy: 'Test', nodesExecuted: 0 })
      .returning();
    const kept = { bytes: 100 * megabyte, refusal: (used: number) => limitMessages.runFiles(null, null, used) };
    await writeRunFile(database.db, run!.id, 'small.txt', Buffer.from('0123456789'), kept);
    await expect(writeRunFile(database.db, run!.id, 'more.txt', Buffer.from('x'), kept)).rejects.toThrow(limitMessages.runFiles(null, null, 100 * megabyte));
    // Writing a file again replaces it: its old bytes do not count twice.
    await writeRunFile(database.db, run!.id, 'small.txt', Buffer.from('9876543210'), kept);
  });
});
