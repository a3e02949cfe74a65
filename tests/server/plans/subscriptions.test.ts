import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { plans, subscriptions } from '../../../server/db/schema/plans';
import { seedPlans } from '../../../server/db/seed';
import { fallbackPlans, periodEndText, planMessages, plansResponseSchema, subscribeResponseSchema } from '../../../src/domain/plans/plans';
import { payments } from '../../../server/db/schema/payments';
import { planPayments } from '../../../server/db/schema/plans';
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
  await database.db.delete(planPayments);
  await database.db.delete(payments);
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

const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' };
const declined = { ...good, number: '4000 0000 0000 0002' };
let keys = 0;
const newKey = () => `plan-key-${Date.now()}-${(keys += 1)}`;

function pay(token: string, planId: string, card = good) {
  return app.inject({ method: 'POST', url: '/v1/checkout', headers: { authorization: token }, payload: { idempotency_key: newKey(), purpose: 'plan', plan_id: planId, method: 'card', card } });
}
function cancel(token: string | undefined) {
  return app.inject({ method: 'POST', url: `${base}/cancel`, headers: token ? { authorization: token } : {} });
}
const currentOf = async (token: string) => (await current(token)).json().subscription;
/** Moves the paid period's end, as time passing would. */
const periodEndsAt = (at: Date) => database.db.update(subscriptions).set({ currentPeriodEnd: at });

describe('subscribing through payment (D85)', () => {
  it('has no subscription before the first payment', async () => {
    const response = await current(ada.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscription: null });
  });

  it('refuses a subscribe call for a paid plan without its payment with a 402 naming the payment, and records nothing', async () => {
    const response = await subscribe(ada.token, { plan_id: 'basic-monthly' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ detail: planMessages.paymentRequired({ id: 'basic-monthly', name: 'Basic Monthly' }, 1079) });
    expect(response.json().detail).toContain('$10.79');
    expect(response.json().detail).toContain('POST /v1/checkout with purpose "plan" and plan_id "basic-monthly"');
    expect(await database.db.select().from(subscriptions)).toEqual([]);
  });

  it('makes the plan current when its payment succeeds, for a month; subscribe then answers it', async () => {
    const paid = await pay(ada.token, 'basic-monthly');
    expect(paid.statusCode).toBe(201);
    expect(paid.json().payment).toMatchObject({ status: 'completed', amount: 10.79, description: 'Subscription: Basic Monthly' });
    const subscription = await currentOf(ada.token);
    expect(subscription).toMatchObject({ plan_id: 'basic-monthly', status: 'active', plan: fallbackPlans[0] });
    const end = new Date(subscription.current_period_end);
    const expected = new Date();
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(end.getTime() - expected.getTime())).toBeLessThan(3 * 86_400_000);
    expect(end.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const [row] = await database.db.select().from(subscriptions);
    expect(row?.paymentNumber).toBe(Number(paid.json().payment.id.slice(3)));

    const again = await subscribe(ada.token, { plan_id: 'basic-monthly' });
    expect(again.statusCode).toBe(201);
    expect(subscribeResponseSchema.parse(again.json()).subscription).toEqual(subscription);
    // Another user's subscription is theirs alone.
    expect((await current(grace.token)).json()).toEqual({ subscription: null });
    // A yearly plan is paid for a year.
    await pay(grace.token, 'pro-annual');
    expect(new Date((await currentOf(grace.token)).current_period_end).getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
  });

  it('a declined payment subscribes to nothing', async () => {
    const response = await pay(ada.token, 'basic-monthly', declined);
    expect(response.statusCode).toBe(402);
    expect(await currentOf(ada.token)).toBeNull();
    expect((await subscribe(ada.token, { plan_id: 'basic-monthly' })).statusCode).toBe(402);
  });

  it('offers nothing to pay for the plan already paid for the period: a second payment is a 409 and charges nothing', async () => {
    await pay(ada.token, 'basic-monthly');
    const until = (await currentOf(ada.token)).current_period_end;
    const response = await pay(ada.token, 'basic-monthly');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: planMessages.alreadyPaid('Basic Monthly', periodEndText(until)) });
    const history = (await app.inject({ method: 'GET', url: '/v1/payments?search=Subscription', headers: { authorization: ada.token } })).json();
    expect(history.items.filter((payment: { description: string }) => payment.description === 'Subscription: Basic Monthly')).toHaveLength(1);
  });

  it('another plan’s payment replaces the current plan at once', async () => {
    await pay(ada.token, 'basic-monthly');
    expect((await pay(ada.token, 'team-monthly')).statusCode).toBe(201);
    expect(await currentOf(ada.token)).toMatchObject({ plan_id: 'team-monthly', status: 'active' });
    expect(await database.db.select().from(subscriptions)).toHaveLength(1);
    expect((await subscribe(ada.token, { plan_id: 'basic-monthly' })).statusCode).toBe(402);
  });

  it('a plan whose period is over is due: it grants nothing more and may be paid again', async () => {
    await pay(ada.token, 'basic-monthly');
    await periodEndsAt(new Date(Date.now() - 1000));
    expect(await currentOf(ada.token)).toMatchObject({ plan_id: 'basic-monthly', status: 'due' });
    expect((await subscribe(ada.token, { plan_id: 'basic-monthly' })).statusCode).toBe(402);
    expect((await pay(ada.token, 'basic-monthly')).statusCode).toBe(201);
    expect(await currentOf(ada.token)).toMatchObject({ plan_id: 'basic-monthly', status: 'active' });
  });

  it('cancels the current plan at the end of its period, then it ends', async () => {
    const nothing = await cancel(ada.token);
    expect([nothing.statusCode, nothing.json()]).toEqual([409, { detail: planMessages.nothingToCancel }]);
    await pay(ada.token, 'basic-monthly');
    const before = await currentOf(ada.token);
    const response = await cancel(ada.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toEqual({ ...before, status: 'cancelled' });
    // It stays until the period's end...
    expect(await currentOf(ada.token)).toMatchObject({ plan_id: 'basic-monthly', status: 'cancelled', current_period_end: before.current_period_end });
    expect((await subscribe(ada.token, { plan_id: 'basic-monthly' })).statusCode).toBe(201);
    // ...and is gone after it.
    await periodEndsAt(new Date(Date.now() - 1000));
    expect(await currentOf(ada.token)).toBeNull();
    expect(await database.db.select().from(subscriptions)).toEqual([]);
    expect((await cancel(undefined)).statusCode).toBe(401);
  });

  it('works without the trailing slashes too', async () => {
    await pay(ada.token, 'basic-monthly');
    expect((await subscribe(ada.token, { plan_id: 'basic-monthly' }, `${base}/subscribe`)).statusCode).toBe(201);
    expect((await current(ada.token, `${base}/current`)).json().subscription.plan_id).toBe('basic-monthly');
  });

  it.each([
    ['an unknown plan', 'enterprise-forever'],
    ['an inactive plan', 'team-monthly'],
  ])('answers 404 "Plan not found" for %s and keeps the current subscription', async (_case, planId) => {
    await database.db.update(plans).set({ isActive: false }).where(eq(plans.id, 'team-monthly'));
    await pay(ada.token, 'basic-monthly');
    const response = await subscribe(ada.token, { plan_id: planId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Plan not found' });
    expect((await pay(ada.token, planId)).statusCode).toBe(404);
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
