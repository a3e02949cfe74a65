import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { webhookAcceptedSchema, webhookDeliveryDetailSchema, webhookMessages } from '../../../src/domain/webhooks/webhooks';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { chain, echoFlow, node, webhookNode, webhooksApi } from './webhook-harness';

/**
 * A webhook's answer (D126, D135): async answers 202 with the run at once; sync waits for the run and
 * answers its output as JSON, with the node's Status or the status an output of { statusCode, body }
 * sets, a failed run as a 500, and past the wait's limit (lowered here from 30 s) the 202 of async.
 */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let api: ReturnType<typeof webhooksApi>;
const syncWaitMs = 1_500;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({ runs: { work: true }, webhooks: { syncWaitMs, pruneEveryMs: false } }));
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  api = webhooksApi(app);
});
afterAll(() => stop());

async function testUrlOf(flow: Parameters<typeof api.sequenceWith>[1]) {
  const sequenceId = await api.sequenceWith(ada, flow);
  return { sequenceId, url: (await api.webhookOf(ada, sequenceId)).testUrl };
}

describe('sync and async answers (D135)', () => {
  it('answers async at once with 202, the run queued', async () => {
    const { url } = await testUrlOf(echoFlow());
    const answer = await api.sendJson(url, { a: 1 });
    expect(answer.statusCode).toBe(202);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(webhookAcceptedSchema.parse(answer.json()).status).toBe('queued');
  });

  it('answers sync with the End node’s output as JSON, with the node’s Status', async () => {
    const { sequenceId, url } = await testUrlOf(echoFlow({ response: 'sync', status: 201 }, 'return { received: input.body.n * 2 };'));
    const answer = await api.sendJson(url, { n: 21 });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ received: 42 });
    // The log keeps what it answered, and a repeat of a key is answered the same.
    const [latest] = await api.deliveries(ada, sequenceId);
    expect(latest).toMatchObject({ status: 201 });
  });

  it('lets the output set the status and body with { statusCode, body }, and answers any JSON value, a string too', async () => {
    const shaped = await testUrlOf(echoFlow({ response: 'sync' }, "return { statusCode: 404, body: { error: 'No order ' + input.query.order } };"));
    const answer = await api.send(`${shaped.url}?order=9`, { method: 'POST' });
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json()).toEqual({ error: 'No order 9' });
    const text = await testUrlOf(echoFlow({ response: 'sync' }, "return 'pong';"));
    const pong = await api.send(text.url, { method: 'POST' });
    expect(pong.statusCode).toBe(200);
    expect(pong.headers['content-type']).toMatch(/^application\/json/);
    expect(pong.body).toBe('"pong"');
  });

  it('answers a failed run 500 naming the run, and a repeat of its key the same', async () => {
    const failing = chain(webhookNode('hook', { response: 'sync' }), node('stock', 'transform', { code: "throw new Error('out of stock');", retryCount: 0 }), node('end', 'end'));
    const { url } = await testUrlOf(failing);
    const answer = await api.sendJson(url, {}, { 'idempotency-key': 'failing' });
    expect(answer.statusCode).toBe(500);
    const body = answer.json<{ detail: string; runId: string; statusUrl: string }>();
    expect(body.detail).toBe(webhookMessages.failedRun);
    expect((await api.readRun(ada, body.runId)).status).toBe('failed');
    const again = await api.sendJson(url, {}, { 'idempotency-key': 'failing' });
    expect([again.statusCode, again.json()]).toEqual([500, body]);
  });

  it('answers 202 as async past the wait’s limit, and the run goes on to its end', async () => {
    const slow = chain(webhookNode('hook', { response: 'sync' }), node('wait', 'timer', { paletteItem: 'timer', seconds: 3, timeout: 30 }), node('end', 'end'));
    const { sequenceId, url } = await testUrlOf(slow);
    const started = Date.now();
    const answer = await api.sendJson(url, {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(syncWaitMs - 50);
    expect(answer.statusCode).toBe(202);
    const accepted = webhookAcceptedSchema.parse(answer.json());
    expect((await api.runToEnd(ada, accepted.runId)).status).toBe('completed');
    const detail = webhookDeliveryDetailSchema.parse((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${sequenceId}/webhook-deliveries/${accepted.deliveryId}`, headers: { authorization: ada.token } })).json());
    expect([detail.status, detail.answer]).toEqual([202, accepted]);
  });
});
