import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { plans, subscriptions } from '../../../server/db/schema/plans';
import { seedPlans } from '../../../server/db/seed';
import { fallbackPlans, plansResponseSchema, subscribeResponseSchema } from '../../../src/domain/plans/plans';
import { registerUser, type RegisteredUser } from '../accounts/accounts-fixtures';
import { startTestApp } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: RegisteredUser;
let grace: RegisteredUser;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  ada = await registerUser(app, { name: 'Ada' });
  grace = await registerUser(app, { name: 'Grace' });
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(subscriptions);
  await database.db.delete(plans);
  await seedPlans(database.db);
});

const base = '/v1/subscriptions/subscriptions';

function getPlans(token?: string) {
  return app.inject({ method: 'GET', url: `${base}/plans`, headers: token ? { authorization: token } : {} });
}

function subscribe(token: string | undefined, payload: Record<string, unknown>, path = `${base}/subscribe/`) {
  return app.inject({ method: 'POST', url: path, headers: token ? { authorization: token } : {}, payload });
}

function current(token: string | undefined, path = `${base}/current/`) {
  return app.inject({ method: 'GET', url: path, headers: token ? { authorization: token } : {} });
}

describe('GET /v1/subscriptions/subscriptions/plans', () => {
  it('lists the active plans in order, the spec’s two first and exactly as the spec gives them', async () => {
    const response = await getPlans(ada.token);
    expect(response.statusCode).toBe(200);
    const body = plansResponseSchema.parse(response.json());
    expect(body.plans.map((plan) => plan.id)).toEqual(['basic-monthly', 'pro-annual', 'team-monthly']);
    expect(body.plans.slice(0, 2)).toEqual(fallbackPlans);
    expect(body.plans[0]).toMatchObject({ price: 9.99, currency: 'USD', billing_period: 'monthly', is_popular: false });
    expect(body.plans[1]).toMatchObject({ price: 99.99, currency: 'USD', billing_period: 'yearly', is_popular: true });
    expect(body.plans[2]).toMatchObject({ name: 'Team Monthly', price: 29.99, billing_period: 'monthly' });
  });

  it('leaves inactive plans out', async () => {
    await database.db.update(plans).set({ isActive: false }).where(eq(plans.id, 'team-monthly'));
    const response = await getPlans(ada.token);
    expect(response.json().plans.map((plan: { id: string }) => plan.id)).toEqual(['basic-monthly', 'pro-annual']);
  });

  it('returns an empty list when no plan is offered', async () => {
    await database.db.update(plans).set({ isActive: false });
    expect((await getPlans(ada.token)).json()).toEqual({ plans: [] });
  });

  it('answers 401 without a token', async () => {
    const response = await getPlans();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });
});

describe('POST /v1/subscriptions/subscriptions/subscribe/ and GET .../current/', () => {
  it('has no subscription before the first subscribe', async () => {
    const response = await current(ada.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscription: null });
  });

  it('records the subscription with 201 and reports it as current', async () => {
    const response = await subscribe(ada.token, { plan_id: 'pro-annual' });
    expect(response.statusCode).toBe(201);
    const { subscription } = subscribeResponseSchema.parse(response.json());
    expect(subscription).toEqual({ plan_id: 'pro-annual', plan: fallbackPlans[1], status: 'active', started_at: expect.any(String) });
    expect(Math.abs(Date.parse(subscription.started_at) - Date.now())).toBeLessThan(60_000);

    expect((await current(ada.token)).json()).toEqual({ subscription });
    // Another user's subscription is theirs alone.
    expect((await current(grace.token)).json()).toEqual({ subscription: null });
  });

  it('replaces the subscription when the user chooses another plan', async () => {
    await subscribe(ada.token, { plan_id: 'basic-monthly' });
    const first = (await current(ada.token)).json().subscription;
    await database.db.update(subscriptions).set({ startedAt: new Date('2024-01-01T00:00:00Z') });

    const response = await subscribe(ada.token, { plan_id: 'team-monthly' });
    expect(response.statusCode).toBe(201);
    expect(response.json().subscription).toMatchObject({ plan_id: 'team-monthly', plan: { id: 'team-monthly', name: 'Team Monthly' }, status: 'active' });
    expect(response.json().subscription.started_at).not.toBe('2024-01-01T00:00:00.000Z');
    expect(first.plan_id).toBe('basic-monthly');

    expect((await current(ada.token)).json().subscription.plan_id).toBe('team-monthly');
    expect(await database.db.select().from(subscriptions).where(eq(subscriptions.planId, 'basic-monthly'))).toEqual([]);
    expect(await database.db.select().from(subscriptions)).toHaveLength(1);
  });

  it('keeps the start date when the user subscribes again to the plan they have', async () => {
    await subscribe(ada.token, { plan_id: 'basic-monthly' });
    await database.db.update(subscriptions).set({ startedAt: new Date('2024-01-01T00:00:00Z') });
    const response = await subscribe(ada.token, { plan_id: 'basic-monthly' });
    expect(response.statusCode).toBe(201);
    expect(response.json().subscription.started_at).toBe('2024-01-01T00:00:00.000Z');
  });

  it('works without the trailing slashes too', async () => {
    expect((await subscribe(ada.token, { plan_id: 'basic-monthly' }, `${base}/subscribe`)).statusCode).toBe(201);
    expect((await current(ada.token, `${base}/current`)).json().subscription.plan_id).toBe('basic-monthly');
  });

  it.each([
    ['an unknown plan', 'enterprise-forever'],
    ['an inactive plan', 'team-monthly'],
  ])('answers 404 "Plan not found" for %s and keeps the current subscription', async (_case, planId) => {
    await database.db.update(plans).set({ isActive: false }).where(eq(plans.id, 'team-monthly'));
    await subscribe(ada.token, { plan_id: 'basic-monthly' });
    const response = await subscribe(ada.token, { plan_id: planId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Plan not found' });
    expect((await current(ada.token)).json().subscription.plan_id).toBe('basic-monthly');
  });

  it.each([
    ['no plan_id', {}],
    ['an empty plan_id', { plan_id: '' }],
    ['a numeric plan_id', { plan_id: 7 }],
  ])('answers 422 for %s', async (_case, payload) => {
    const response = await subscribe(ada.token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('plan_id');
  });

  it('answers 401 without a token on subscribe and current', async () => {
    expect((await subscribe(undefined, { plan_id: 'basic-monthly' })).statusCode).toBe(401);
    expect((await current(undefined)).statusCode).toBe(401);
    expect(await database.db.select().from(subscriptions)).toEqual([]);
  });
});
