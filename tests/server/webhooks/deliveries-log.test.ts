import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { webhookDeliveries, webhookDeliveryCounts } from '../../../server/db/schema/webhooks';
import { pruneWebhookLog } from '../../../server/webhooks/pruner';
import { webhookAcceptedSchema, webhookDeliveryDetailSchema, webhookDeliveryListSchema, webhookMessages } from '../../../src/domain/webhooks/webhooks';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { echoFlow, webhooksApi } from './webhook-harness';

/**
 * The deliveries log (D126, D136): every request an address received, newest first (or what came
 * after one, oldest first: how the designer follows its test URL), one delivery with its request as
 * kept, "Run again with this request", and its pruning after 30 days.
 */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let api: ReturnType<typeof webhooksApi>;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({ runs: { work: true }, webhooks: { pruneEveryMs: false } }));
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  api = webhooksApi(app);
  await api.credential(ada, 'Partner token', 'secret', { value: 's3cret-token' });
});
afterAll(() => stop());

const detailOf = async (sequenceId: string, deliveryId: string) => {
  const response = await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${sequenceId}/webhook-deliveries/${deliveryId}`, headers: { authorization: ada.token } });
  expect(response.statusCode, response.body).toBe(200);
  return webhookDeliveryDetailSchema.parse(response.json());
};
const replay = (sequenceId: string, deliveryId: string) => app.inject({ method: 'POST', url: `/v1/sequences/sequences/${sequenceId}/webhook-deliveries/${deliveryId}/replay`, headers: { authorization: ada.token } });

describe('the deliveries log (D126)', () => {
  it('lists each request with its time, address, status, verdict and run, and keeps its request without the secret', async () => {
    const id = await api.sequenceWith(ada, echoFlow({ authentication: 'header', secret: 'Partner token' }), { active: true });
    const hook = await api.webhookOf(ada, id);
    const good = webhookAcceptedSchema.parse((await api.sendJson(`${hook.productionUrl}?source=erp`, { order: 7 }, { 'x-webhook-secret': 's3cret-token', 'x-request-id': 'r-1' })).json());
    expect((await api.sendJson(hook.testUrl, { order: 8 }, { 'x-webhook-secret': 'wrong' })).statusCode).toBe(401);
    const log = webhookDeliveryListSchema.parse((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${id}/webhook-deliveries`, headers: { authorization: ada.token } })).json());
    expect(log.total).toBe(2);
    expect(log.items.map((each) => ({ address: each.address, status: each.status, verdict: each.verdict, run: each.runId !== null, nodeLabel: each.nodeLabel, replayable: each.replayable }))).toEqual([
      { address: 'test', status: 401, verdict: 'failed', run: false, nodeLabel: 'hook', replayable: false },
      { address: 'production', status: 202, verdict: 'passed', run: true, nodeLabel: 'hook', replayable: true },
    ]);
    expect(log.items[0]!.verdictDetail).toBe('The X-Webhook-Secret header does not match');
    expect(new Date(log.items[1]!.receivedAt).getTime()).toBeLessThanOrEqual(new Date(log.items[0]!.receivedAt).getTime());
    const detail = await detailOf(id, good.deliveryId);
    expect(detail).toMatchObject({ runId: good.runId, method: 'POST', path: '/v1/webhooks/{key}', query: { source: 'erp' }, body: '{"order":7}', bodyEncoding: 'utf8', answer: good });
    expect(detail.headers['x-webhook-secret']).toBe('••••');
    expect(detail.headers['x-request-id']).toBe('r-1');
    // The secret is nowhere the database keeps the delivery or its run.
    const stored = JSON.stringify(await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.sequenceId, id)));
    expect(stored).not.toContain('s3cret-token');
    expect(JSON.stringify(await api.runToEnd(ada, good.runId))).not.toContain('s3cret-token');
    expect((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${id}/webhook-deliveries?address=test`, headers: { authorization: ada.token } })).json<{ total: number }>().total).toBe(1);
  });

  it('lists only what came after a delivery, oldest first, for the designer to follow its test URL', async () => {
    const id = await api.sequenceWith(ada, echoFlow());
    const { testUrl } = await api.webhookOf(ada, id);
    const first = webhookAcceptedSchema.parse((await api.sendJson(testUrl, { n: 1 })).json());
    const second = webhookAcceptedSchema.parse((await api.sendJson(testUrl, { n: 2 })).json());
    const third = webhookAcceptedSchema.parse((await api.sendJson(testUrl, { n: 3 })).json());
    const after = await api.deliveries(ada, id, `?after=${first.deliveryId}`);
    expect(after.map((each) => each.id)).toEqual([second.deliveryId, third.deliveryId]);
    expect(await api.deliveries(ada, id, `?after=${third.deliveryId}`)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${id}/webhook-deliveries?after=${crypto.randomUUID()}`, headers: { authorization: ada.token } })).statusCode).toBe(404);
  });

  it('runs a delivery again with its request, logged as a replay of it; refuses one whose request was not kept', async () => {
    const id = await api.sequenceWith(ada, echoFlow());
    const { testUrl } = await api.webhookOf(ada, id);
    const original = webhookAcceptedSchema.parse((await api.send(`${testUrl}?x=1`, { headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-source': 'form' }, body: 'name=Ada&tags=a&tags=b' })).json());
    const first = await api.runToEnd(ada, original.runId);
    const again = await replay(id, original.deliveryId);
    expect(again.statusCode, again.body).toBe(202);
    const accepted = webhookAcceptedSchema.parse(again.json());
    expect(accepted.runId).not.toBe(original.runId);
    const second = await api.runToEnd(ada, accepted.runId);
    expect(second.output).toEqual(first.output);
    expect(second.output).toEqual({ got: { name: 'Ada', tags: ['a', 'b'] }, method: 'POST', query: { x: '1' } });
    expect(second.trigger).toEqual({ kind: 'webhook', nodeId: 'hook', deliveryId: accepted.deliveryId, address: 'replay' });
    expect((second.steps[0]!.output as { headers: Record<string, string> }).headers['x-source']).toBe('form');
    const [latest] = await api.deliveries(ada, id);
    expect(latest).toMatchObject({ id: accepted.deliveryId, address: 'replay', replayOf: original.deliveryId, runId: accepted.runId, status: 202 });

    expect((await api.send(testUrl, { headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(1024 * 1024 + 1) })).statusCode).toBe(413);
    const [refused] = await api.deliveries(ada, id);
    const notKept = await replay(id, refused!.id);
    expect([notKept.statusCode, notKept.json()]).toEqual([409, { detail: webhookMessages.notReplayable }]);
    expect((await replay(id, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('prunes deliveries older than 30 days and the minutes’ counts that are over', async () => {
    const id = await api.sequenceWith(ada, echoFlow());
    const { testUrl } = await api.webhookOf(ada, id);
    const old = webhookAcceptedSchema.parse((await api.sendJson(testUrl, { n: 1 })).json());
    const recent = webhookAcceptedSchema.parse((await api.sendJson(testUrl, { n: 2 })).json());
    const day = 24 * 60 * 60 * 1000;
    await database.db.update(webhookDeliveries).set({ receivedAt: new Date(Date.now() - 30 * day - 60_000) }).where(eq(webhookDeliveries.id, old.deliveryId));
    await database.db.update(webhookDeliveries).set({ receivedAt: new Date(Date.now() - 29 * day) }).where(eq(webhookDeliveries.id, recent.deliveryId));
    await database.db.update(webhookDeliveryCounts).set({ windowStart: new Date(Date.now() - 120_000) });
    await pruneWebhookLog(database.db);
    expect((await api.deliveries(ada, id)).map((each) => each.id)).toEqual([recent.deliveryId]);
    expect((await database.db.select({ n: count() }).from(webhookDeliveryCounts))[0]!.n).toBe(0);
  });
});
