import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { workflowRuns } from '../../../server/db/schema/runs';
import { webhookDeliveries } from '../../../server/db/schema/webhooks';
import { webhookAcceptedSchema } from '../../../src/domain/webhooks/webhooks';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { echoFlow, webhooksApi } from './webhook-harness';

/**
 * A repeat of a delivery (D126): the same Idempotency-Key, X-GitHub-Delivery or Stripe event id
 * within 24 h for the same webhook starts no second run and is answered what the first was; past
 * 24 h (moved by writing the first delivery's time, not by waiting) it is a new delivery.
 */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let api: ReturnType<typeof webhooksApi>;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({ webhooks: { pruneEveryMs: false } }));
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  api = webhooksApi(app);
});
afterAll(() => stop());

const runsOf = async (sequenceId: string) => (await database.db.select({ id: workflowRuns.id }).from(workflowRuns).where(eq(workflowRuns.sequenceId, sequenceId))).length;

async function testUrl(): Promise<{ sequenceId: string; url: string }> {
  const sequenceId = await api.sequenceWith(ada, echoFlow());
  return { sequenceId, url: (await api.webhookOf(ada, sequenceId)).testUrl };
}

describe('idempotent deliveries (D126)', () => {
  it('answers a repeated Idempotency-Key within 24 h what the first was answered, and starts no second run', async () => {
    const { sequenceId, url } = await testUrl();
    const first = await api.sendJson(url, { order: 1 }, { 'idempotency-key': 'order-1' });
    expect(first.statusCode).toBe(202);
    const again = await api.sendJson(url, { order: 1, retried: true }, { 'idempotency-key': 'order-1' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(await runsOf(sequenceId)).toBe(1);
    // Another key, or none, is another delivery.
    expect(webhookAcceptedSchema.parse((await api.sendJson(url, { order: 2 }, { 'idempotency-key': 'order-2' })).json()).runId).not.toBe(first.json<{ runId: string }>().runId);
    expect((await api.sendJson(url, { order: 2 })).statusCode).toBe(202);
    expect(await runsOf(sequenceId)).toBe(3);
    const log = await api.deliveries(ada, sequenceId);
    const repeat = log.find((each) => each.duplicateOf !== null)!;
    expect(repeat).toMatchObject({ status: 202, runId: null, duplicateOf: first.json<{ deliveryId: string }>().deliveryId });
  });

  it('starts a new run for a key first seen more than 24 h ago', async () => {
    const { sequenceId, url } = await testUrl();
    const first = webhookAcceptedSchema.parse((await api.sendJson(url, { n: 1 }, { 'idempotency-key': 'nightly' })).json());
    await database.db
      .update(webhookDeliveries)
      .set({ receivedAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(webhookDeliveries.id, first.deliveryId));
    const later = await api.sendJson(url, { n: 2 }, { 'idempotency-key': 'nightly' });
    expect(later.statusCode).toBe(202);
    const second = webhookAcceptedSchema.parse(later.json());
    expect(second.runId).not.toBe(first.runId);
    expect(await runsOf(sequenceId)).toBe(2);
    // The key now holds for the new delivery: a repeat of it is answered as the second was.
    expect((await api.sendJson(url, { n: 3 }, { 'idempotency-key': 'nightly' })).json()).toEqual(second);
    expect(await runsOf(sequenceId)).toBe(2);
    // Just inside the window it still holds.
    await database.db.update(webhookDeliveries).set({ receivedAt: new Date(Date.now() - 24 * 60 * 60 * 1000 + 60_000) }).where(eq(webhookDeliveries.id, second.deliveryId));
    expect((await api.sendJson(url, { n: 4 }, { 'idempotency-key': 'nightly' })).json()).toEqual(second);
    expect(await runsOf(sequenceId)).toBe(2);
  });

  it('takes GitHub’s X-GitHub-Delivery and a Stripe event’s id as the key', async () => {
    const { sequenceId, url } = await testUrl();
    const github = { 'x-github-delivery': '72d3162e-cc78-11e3-81ab-4c9367dc0958' };
    const first = await api.sendJson(url, { zen: 'Keep it logically awesome.' }, github);
    expect((await api.sendJson(url, { zen: 'Keep it logically awesome.' }, github)).json()).toEqual(first.json());
    const event = { id: 'evt_1NG8Du2eZvKYlo2C', object: 'event', type: 'invoice.paid' };
    const stripe = await api.sendJson(url, event);
    expect((await api.sendJson(url, event)).json()).toEqual(stripe.json());
    expect(await runsOf(sequenceId)).toBe(2);
  });

  it('starts one run for a key sent many times at once', async () => {
    const { sequenceId, url } = await testUrl();
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.sendJson(url, { burst: true }, { 'idempotency-key': 'burst' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(202));
    expect(new Set(answers.map((answer) => answer.json<{ runId: string }>().runId)).size).toBe(1);
    expect(await runsOf(sequenceId)).toBe(1);
    const held = await database.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(eq(webhookDeliveries.sequenceId, sequenceId), eq(webhookDeliveries.idempotencyKey, 'burst')));
    expect(held).toHaveLength(1);
  });

  it('holds a key for its own webhook only', async () => {
    const one = await testUrl();
    const other = await testUrl();
    await api.sendJson(one.url, {}, { 'idempotency-key': 'shared' });
    await api.sendJson(other.url, {}, { 'idempotency-key': 'shared' });
    expect(await runsOf(one.sequenceId)).toBe(1);
    expect(await runsOf(other.sequenceId)).toBe(1);
  });
});
