import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { seedPlans } from '../../../server/db/seed';
import { workflowRuns } from '../../../server/db/schema/runs';
import { subscriptions } from '../../../server/db/schema/plans';
import { sequences } from '../../../server/db/schema/sequences';
import { insertSequence } from '../../../server/sequences/repository';
import { findActivePlan, startPaidPeriod } from '../../../server/plans/repository';
import { analyticsMessages } from '../../../src/domain/plans/analytics';
import type { Insights, RunsCard } from '../../../src/domain/insights/insights';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { daysAgo, recordRun } from './run-records';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let eve: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedPlans(database.db);
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  eve = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(workflowRuns);
  await database.db.delete(subscriptions);
  await database.db.delete(sequences);
});

async function subscribeTo(user: UserWithToken, planId: string) {
  const plan = await findActivePlan(database.db, planId);
  await startPaidPeriod(database.db, user.id, plan!, 1, new Date(Date.now() + 30 * 86_400_000));
}

const get = (user: UserWithToken, url: string) => app.inject({ method: 'GET', url: `/v1${url}`, headers: { authorization: user.token } });

async function insightsOf(user: UserWithToken, query: string): Promise<Insights> {
  const response = await get(user, `/insights${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('insights over run records', () => {
  it('counts the period’s server runs, their success rate and percentiles, and each day', async () => {
    const sequence = await insertSequence(database.db, ada.id, { title: 'Prices', description: '', items: [] });
    const start = daysAgo(1);
    // Durations 1..10 s completed, one failed of 20 s, one cancelled and one running (no duration).
    for (let second = 1; second <= 10; second += 1) await recordRun(database.db, { userId: ada.id, sequenceId: sequence.id, status: 'completed', start, durationMs: second * 1000 });
    await recordRun(database.db, { userId: ada.id, sequenceId: sequence.id, status: 'failed', start, durationMs: 20_000 });
    await recordRun(database.db, { userId: ada.id, sequenceId: sequence.id, status: 'cancelled', start, durationMs: 99_000 });
    await recordRun(database.db, { userId: ada.id, sequenceId: sequence.id, status: 'running', start });
    // Not counted: a simulation, Run this node, a run before the period, another user's run.
    await recordRun(database.db, { userId: ada.id, sequenceId: sequence.id, status: 'failed', start, kind: 'test' });
    await recordRun(database.db, { userId: ada.id, sequenceId: sequence.id, status: 'failed', start, kind: 'node' });
    await recordRun(database.db, { userId: ada.id, sequenceId: sequence.id, status: 'failed', start: daysAgo(9) });
    await recordRun(database.db, { userId: eve.id, sequenceId: null, status: 'failed', start });

    const insights = await insightsOf(ada, '?days=7');
    expect(insights.totals).toEqual({ runs: 13, completed: 10, failed: 1, cancelled: 1, success_rate: 10 / 11, p50_ms: 6000, p95_ms: 15_000 });
    expect(insights.per_day).toHaveLength(7);
    expect(insights.per_day.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    const day = insights.per_day.find((each) => each.date === start.toISOString().slice(0, 10));
    expect(day).toEqual({ date: start.toISOString().slice(0, 10), runs: 13, completed: 10, failed: 1 });
    expect(insights.per_day.reduce((sum, each) => sum + each.runs, 0)).toBe(13);
    // Basic analytics: in total only.
    expect(insights.sequences).toBeNull();
    expect(insights.failing_nodes).toBeNull();
    expect(insights.analytics).toEqual({ level: 'basic', periods: [7, 30], per_sequence: false, failing_nodes: false, plan_name: null, retention_days: 30 });

    const month = await insightsOf(ada, '?days=30');
    expect(month.totals.runs).toBe(14);
    expect(month.per_day).toHaveLength(30);
  });

  it('has no figures for a user without runs', async () => {
    const insights = await insightsOf(ada, '');
    expect(insights.days).toBe(7);
    expect(insights.totals).toEqual({ runs: 0, completed: 0, failed: 0, cancelled: 0, success_rate: null, p50_ms: null, p95_ms: null });
    expect(insights.per_day.every((day) => day.runs === 0)).toBe(true);
  });

  it('refuses on basic analytics what only advanced analytics have, and answers it on Team Monthly', async () => {
    const sequence = await insertSequence(database.db, ada.id, { title: 'Prices', description: '', items: [] });
    const ninety = await get(ada, '/insights?days=90');
    expect(ninety.statusCode).toBe(402);
    expect(ninety.json().detail).toBe(analyticsMessages.notInPlan('The last 90 days', null));
    await subscribeTo(ada, 'basic-monthly');
    const one = await get(ada, `/insights?days=7&sequence_id=${sequence.id}`);
    expect(one.statusCode).toBe(402);
    expect(one.json().detail).toBe(analyticsMessages.notInPlan('Each sequence’s figures', 'Basic Monthly'));
    expect((await get(ada, '/insights?days=13')).statusCode).toBe(422);

    await subscribeTo(ada, 'team-monthly');
    await recordRun(database.db, { userId: ada.id, sequenceId: sequence.id, status: 'completed', start: daysAgo(60) });
    const advanced = await insightsOf(ada, '?days=90');
    expect(advanced.totals.runs).toBe(1);
    expect(advanced.analytics).toMatchObject({ level: 'advanced', periods: [7, 30, 90], per_sequence: true, failing_nodes: true, plan_name: 'Team Monthly', retention_days: 180 });
  });

  it('gives each sequence its figures and narrows to one; another user’s sequence is a 404', async () => {
    await subscribeTo(ada, 'pro-annual');
    const prices = await insertSequence(database.db, ada.id, { title: 'Prices', description: '', items: [] });
    const leads = await insertSequence(database.db, ada.id, { title: 'Leads', description: '', items: [] });
    const idle = await insertSequence(database.db, ada.id, { title: 'Idle', description: '', items: [] });
    const theirs = await insertSequence(database.db, eve.id, { title: 'Theirs', description: '', items: [] });
    for (let index = 0; index < 3; index += 1) await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'completed', start: daysAgo(2), durationMs: 2000 });
    await recordRun(database.db, { userId: ada.id, sequenceId: leads.id, status: 'failed', start: daysAgo(3), durationMs: 4000 });

    const all = await insightsOf(ada, '?days=30');
    expect(all.sequences?.map(({ title, runs, failed, success_rate, p50_ms }) => ({ title, runs, failed, success_rate, p50_ms }))).toEqual([
      { title: 'Prices', runs: 3, failed: 0, success_rate: 1, p50_ms: 2000 },
      { title: 'Leads', runs: 1, failed: 1, success_rate: 0, p50_ms: 4000 },
      { title: 'Idle', runs: 0, failed: 0, success_rate: null, p50_ms: null },
    ]);
    expect(idle.id).toBeDefined();

    const narrowed = await insightsOf(ada, `?days=30&sequence_id=${leads.id}`);
    expect(narrowed.sequence).toEqual({ id: leads.id, title: 'Leads' });
    expect(narrowed.totals).toMatchObject({ runs: 1, failed: 1 });
    expect(narrowed.sequences).toEqual([expect.objectContaining({ id: leads.id, runs: 1 })]);

    expect((await get(ada, `/insights?sequence_id=${theirs.id}`)).statusCode).toBe(404);
    expect((await get(ada, '/insights?sequence_id=not-a-uuid')).statusCode).toBe(404);
  });

  it('names the nodes that fail most, counting runs and attempts at the top of a run', async () => {
    await subscribeTo(ada, 'pro-annual');
    const prices = await insertSequence(database.db, ada.id, { title: 'Prices', description: '', items: [] });
    // node-2 fails in three runs (twice in one: a retry), node-3 in one, a bot's own step is not counted.
    await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'failed', start: daysAgo(1), failedSteps: [{ nodeId: 'node-2', label: 'Fetch' }, { nodeId: 'node-2', label: 'Fetch' }] });
    // A run completed after its node failed (a retry or an error path) still says the node failed.
    await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'completed', start: daysAgo(2), failedSteps: [{ nodeId: 'node-2', label: 'Fetch' }] });
    await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'failed', start: daysAgo(3), failedSteps: [{ nodeId: 'node-2', label: 'Fetch' }] });
    await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'failed', start: daysAgo(4), failedSteps: [{ nodeId: 'node-3', label: 'Mail' }, { nodeId: 'sub-1', label: 'Inner', parentStepId: '00000000-0000-4000-8000-000000000000' }] });
    await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'failed', start: daysAgo(20), failedSteps: [{ nodeId: 'node-3', label: 'Mail' }] });

    const week = await insightsOf(ada, '?days=7');
    expect(week.failing_nodes?.map(({ node_id, label, failed_runs, failures, sequence_title }) => ({ node_id, label, failed_runs, failures, sequence_title }))).toEqual([
      { node_id: 'node-2', label: 'Fetch', failed_runs: 3, failures: 4, sequence_title: 'Prices' },
      { node_id: 'node-3', label: 'Mail', failed_runs: 1, failures: 1, sequence_title: 'Prices' },
    ]);
    expect(week.failing_nodes?.[0]?.last_failed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const month = await insightsOf(ada, '?days=30');
    expect(month.failing_nodes?.find((node) => node.node_id === 'node-3')?.failed_runs).toBe(2);
  });
});

describe('the dashboard’s Runs card', () => {
  it('counts the last 7 days and lists the last 3 failed runs, newest first, on every plan', async () => {
    const prices = await insertSequence(database.db, ada.id, { title: 'Prices', description: '', items: [] });
    const failedIds: string[] = [];
    for (let day = 6; day >= 1; day -= 1) failedIds.push(await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'failed', start: daysAgo(day), error: `failure ${day}` }));
    await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'completed', start: daysAgo(1) });
    await recordRun(database.db, { userId: ada.id, sequenceId: null, status: 'completed', start: daysAgo(1) });
    await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'failed', start: daysAgo(10) });
    await recordRun(database.db, { userId: eve.id, sequenceId: null, status: 'failed', start: daysAgo(1) });

    const response = await get(ada, '/insights/runs-card');
    expect(response.statusCode).toBe(200);
    const card: RunsCard = response.json();
    expect(card).toMatchObject({ days: 7, runs: 8, failed: 6, success_rate: 2 / 8 });
    expect(card.last_failed.map((run) => run.id)).toEqual(failedIds.slice(-3).reverse());
    expect(card.last_failed[0]).toMatchObject({ sequence_id: prices.id, sequence_title: 'Prices', error: 'failure 1' });
    expect(card.last_failed[0]?.failed_at).toMatch(/Z$/);
  });

  it('is refused without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/insights/runs-card' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/v1/insights' })).statusCode).toBe(401);
  });
});

describe('the sequences list’s last run (D148)', () => {
  it('answers each tile its latest server run by start, or null', async () => {
    const prices = await insertSequence(database.db, ada.id, { title: 'Prices', description: '', items: [] });
    const never = await insertSequence(database.db, ada.id, { title: 'Never', description: '', items: [] });
    await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'completed', start: daysAgo(3) });
    const latest = await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'failed', start: daysAgo(1), durationMs: 5000 });
    // A later simulation is not what the tile reports.
    await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'completed', start: new Date(), kind: 'test' });
    await recordRun(database.db, { userId: ada.id, sequenceId: never.id, status: 'completed', start: new Date(), kind: 'test' });

    const response = await get(ada, '/sequences/sequences');
    expect(response.statusCode).toBe(200);
    const listed = response.json() as Array<{ id: string; last_run: unknown }>;
    const start = daysAgo(1);
    expect(listed.find((each) => each.id === prices.id)?.last_run).toEqual({ id: latest, status: 'failed', started_at: expect.any(String), ended_at: expect.any(String), failures_handled: 0 });
    const lastRun = listed.find((each) => each.id === prices.id)?.last_run as { started_at: string; ended_at: string };
    expect(Math.abs(Date.parse(lastRun.started_at) - start.getTime())).toBeLessThan(60_000);
    expect(Date.parse(lastRun.ended_at) - Date.parse(lastRun.started_at)).toBe(5000);
    expect(listed.find((each) => each.id === never.id)?.last_run).toBeNull();

    const bySlug = (await get(ada, '/sequences/sequences?slug=prices')).json() as Array<{ last_run: { id: string } }>;
    expect(bySlug[0]?.last_run.id).toBe(latest);
    const running = await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'running', start: new Date() });
    const again = (await get(ada, '/sequences/sequences?slug=prices')).json() as Array<{ last_run: { id: string; status: string; ended_at: string | null } }>;
    expect(again[0]?.last_run).toMatchObject({ id: running, status: 'running', ended_at: null });
    // A run that went on past two node failures is the tile's "Completed with errors" (D143).
    const handled = await recordRun(database.db, { userId: ada.id, sequenceId: prices.id, status: 'completed', start: new Date(Date.now() + 1000), failuresHandled: 2 });
    const withErrors = (await get(ada, '/sequences/sequences?slug=prices')).json() as Array<{ last_run: { id: string; status: string; failures_handled: number } }>;
    expect(withErrors[0]?.last_run).toMatchObject({ id: handled, status: 'completed', failures_handled: 2 });
  });
});
