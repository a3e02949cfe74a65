import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { freeLimits, limitMessages } from '../../../src/domain/plans/limits';
import { webhookAcceptedSchema, webhookMessages, webhookSchema } from '../../../src/domain/webhooks/webhooks';
import { serverRunMessages } from '../../../src/domain/workflow/server-runs';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp, testSecretKey } from '../test-app';
import { echoFlow, node, webhookNode, webhooksApi } from './webhook-harness';

/**
 * The Webhook trigger's addresses (D126, D135): a run begun at its node with the request, the
 * production URL only while Workflow Active is on, what is refused before the body is read (404,
 * 405, 413, 429), addresses kept across saves and rotated, another user's a 404, and a workflow with
 * Start and Webhook nodes started where each trigger says.
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
});
afterAll(() => stop());

describe('a Webhook node’s addresses (D126)', () => {
  it('starts a run at its node with the request as its output, answering 202 with the run at once', async () => {
    const id = await api.sequenceWith(ada, echoFlow(), { active: true });
    const hook = await api.webhookOf(ada, id);
    expect(hook.productionUrl).toMatch(/^http:\/\/localhost:3000\/v1\/webhooks\/[A-Za-z0-9_-]{32}$/);
    expect(hook.testUrl).toMatch(/^http:\/\/localhost:3000\/v1\/webhooks\/test\/[A-Za-z0-9_-]{32}$/);
    const answer = await api.sendJson(`${hook.productionUrl}?order=7&tag=a&tag=b`, { total: 12 }, { 'x-trace': 'abc', authorization: 'Bearer not-for-the-run' });
    expect(answer.statusCode, answer.body).toBe(202);
    const accepted = webhookAcceptedSchema.parse(answer.json());
    expect(accepted.statusUrl).toBe(`http://localhost:3000/v1/workflows/runs/${accepted.runId}`);
    const run = await api.runToEnd(ada, accepted.runId);
    expect(run.status, run.error ?? '').toBe('completed');
    expect(run.output).toEqual({ got: { total: 12 }, method: 'POST', query: { order: '7', tag: ['a', 'b'] } });
    expect(run.trigger).toEqual({ kind: 'webhook', nodeId: 'hook', deliveryId: accepted.deliveryId, address: 'production' });
    const hookStep = run.steps.find((step) => step.nodeId === 'hook')!;
    expect(hookStep.output).toMatchObject({ address: 'production', method: 'POST', path: '/v1/webhooks/{key}', body: { total: 12 }, headers: { 'x-trace': 'abc' } });
    expect(Object.keys((hookStep.output as { headers: object }).headers)).not.toContain('authorization');
  });

  it('answers 404 naming why at its production URL while Workflow Active is off, and runs at its test URL', async () => {
    const id = await api.sequenceWith(ada, echoFlow());
    const hook = await api.webhookOf(ada, id);
    const off = await api.sendJson(hook.productionUrl, { n: 1 });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({ detail: webhookMessages.inactive });
    const test = await api.sendJson(hook.testUrl, { n: 1 });
    expect(test.statusCode, test.body).toBe(202);
    expect((await api.runToEnd(ada, webhookAcceptedSchema.parse(test.json()).runId)).status).toBe('completed');
    const log = await api.deliveries(ada, id);
    expect(log.map((each) => [each.address, each.status, each.verdict])).toEqual([
      ['test', 202, 'none'],
      ['production', 404, 'unchecked'],
    ]);
  });
});

describe('what an address refuses before it reads the body (D126)', () => {
  it('refuses a body over 1 MB with 413 from its Content-Length, and logs it without the body', async () => {
    const id = await api.sequenceWith(ada, echoFlow());
    const { testUrl } = await api.webhookOf(ada, id);
    const limit = 1024 * 1024;
    const tooLarge = await api.send(testUrl, { headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(limit + 1, 'a') });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: webhookMessages.tooLarge });
    const exactly = await api.send(testUrl, { headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(limit, 'a') });
    expect(exactly.statusCode).toBe(202);
    const [kept, refused] = await api.deliveries(ada, id);
    expect(refused).toMatchObject({ status: 413, verdict: 'unchecked', bodyBytes: limit + 1, runId: null, replayable: false });
    expect(kept).toMatchObject({ status: 202, bodyBytes: limit, replayable: true });
  });

  it('answers 405 with Allow to another method than its own, and takes every one when set to any', async () => {
    const id = await api.sequenceWith(ada, echoFlow({ method: 'PUT' }));
    const { testUrl } = await api.webhookOf(ada, id);
    const post = await api.send(testUrl, { method: 'POST' });
    expect([post.statusCode, post.headers.allow, post.json()]).toEqual([405, 'PUT', { detail: webhookMessages.method('PUT') }]);
    expect((await api.send(testUrl, { method: 'PUT' })).statusCode).toBe(202);
    const anyId = await api.sequenceWith(ada, echoFlow({ method: 'any' }));
    const any = await api.webhookOf(ada, anyId);
    const get = await api.send(`${any.testUrl}?ping=1`, { method: 'GET' });
    expect(get.statusCode).toBe(202);
    expect((await api.runToEnd(ada, get.json<{ runId: string }>().runId)).output).toEqual({ got: null, method: 'GET', query: { ping: '1' } });
  });

  it('answers 404 for a disabled node, saying so', async () => {
    const flow = echoFlow();
    flow.nodes[0]!.data.properties.isEnabled = false;
    const id = await api.sequenceWith(ada, flow, { active: true });
    const hook = await api.webhookOf(ada, id);
    expect(hook).toMatchObject({ enabled: false, live: false });
    const answer = await api.sendJson(hook.productionUrl, {});
    expect([answer.statusCode, answer.json()]).toEqual([404, { detail: webhookMessages.disabled }]);
  });

  it('holds each webhook to its owner’s plan’s requests a minute across processes, 429 with Retry-After', async () => {
    const id = await api.sequenceWith(ada, echoFlow({ authentication: 'header', secret: 'None such' }));
    const { testUrl } = await api.webhookOf(ada, id);
    // The count is per minute: the requests below take a few seconds, so they start early in one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    // A second app on the same database stands for a second process: the count is the database's.
    const other = await buildApp({ database, secretKey: testSecretKey, webhooks: { pruneEveryMs: false } });
    try {
      const otherApi = webhooksApi(other);
      for (let index = 0; index < freeLimits.webhook_deliveries_per_minute; index += 1) {
        const answer = await (index % 2 === 0 ? api : otherApi).sendJson(testUrl, {});
        // Counted before anything else, a refused request too (here its secret is not set: 401).
        if (answer.statusCode === 429) throw new Error(`refused after ${index} requests`);
      }
      const refused = await otherApi.sendJson(testUrl, {});
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({ detail: limitMessages.webhookRate(null, null, retryAfter) });
      expect(refused.json<{ detail: string }>().detail).toMatch(/^Webhook rate limit reached\. This webhook takes 60 webhook requests a minute on its owner's Free allowance: try again in \d+ s \(Basic Monthly has 600/);
      const [latest] = await api.deliveries(ada, id);
      expect(latest).toMatchObject({ status: 429, verdict: 'unchecked' });
      // Another webhook of the same owner has its own count.
      const fresh = await api.sequenceWith(ada, echoFlow());
      expect((await api.sendJson((await api.webhookOf(ada, fresh)).testUrl, {})).statusCode).toBe(202);
      const limits = await app.inject({ method: 'GET', url: '/v1/users/me/limits', headers: { authorization: ada.token } });
      expect(limits.json<{ limits: { webhook_deliveries_per_minute: unknown } }>().limits.webhook_deliveries_per_minute).toEqual({ limit: 60, used: 61 });
    } finally {
      await other.close();
    }
  });
});

describe('a sequence’s webhooks follow its saves (D126)', () => {
  it('keeps a node’s addresses across saves, gives a new node its own, and drops a removed node’s', async () => {
    const flow = echoFlow();
    const id = await api.sequenceWith(ada, flow);
    const before = await api.webhookOf(ada, id);
    const second = webhookNode('second', {}, { x: 0, y: 300 });
    await api.save(ada, id, { ...flow, nodes: [...flow.nodes, second] });
    const both = await api.webhooksOf(ada, id);
    expect(both.map((each) => each.nodeId).sort()).toEqual(['hook', 'second']);
    expect(both.find((each) => each.nodeId === 'hook')).toMatchObject({ productionUrl: before.productionUrl, testUrl: before.testUrl });
    await api.save(ada, id, { ...flow, nodes: [flow.nodes[1]!, flow.nodes[2]!, second], edges: [] });
    expect((await api.webhooksOf(ada, id)).map((each) => each.nodeId)).toEqual(['second']);
    expect((await api.sendJson(before.testUrl, {})).statusCode).toBe(404);
  });

  it('rotates an address: the old key is a 404 from then on, the other address is kept', async () => {
    const id = await api.sequenceWith(ada, echoFlow(), { active: true });
    const before = await api.webhookOf(ada, id);
    const rotate = await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${id}/webhooks/hook/rotate`, headers: { authorization: ada.token }, payload: { address: 'production' } });
    expect(rotate.statusCode, rotate.body).toBe(200);
    const after = webhookSchema.parse(rotate.json());
    expect(after.productionUrl).not.toBe(before.productionUrl);
    expect(after.testUrl).toBe(before.testUrl);
    expect(after.rotatedAt).not.toBeNull();
    const old = await api.sendJson(before.productionUrl, {});
    expect([old.statusCode, old.json()]).toEqual([404, { detail: webhookMessages.notFound }]);
    expect((await api.sendJson(after.productionUrl, {})).statusCode).toBe(202);
    // Without an address (or a body), both are rotated.
    const bodiless = await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${id}/webhooks/hook/rotate`, headers: { authorization: ada.token } });
    expect(bodiless.statusCode, bodiless.body).toBe(200);
    const both = webhookSchema.parse(bodiless.json());
    expect(both.testUrl).not.toBe(before.testUrl);
    expect(both.productionUrl).not.toBe(after.productionUrl);
    expect((await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${id}/webhooks/nope/rotate`, headers: { authorization: ada.token }, payload: {} })).statusCode).toBe(404);
  });

  it('shows another user’s webhooks and log to no one: a 404 as for no sequence', async () => {
    const id = await api.sequenceWith(ada, echoFlow());
    const { testUrl } = await api.webhookOf(ada, id);
    const delivery = webhookAcceptedSchema.parse((await api.sendJson(testUrl, {})).json());
    const grace = await createUserWithToken(database, { name: 'Grace', lastname: 'Hopper' });
    const asGrace = (method: 'GET' | 'POST', url: string) => app.inject({ method, url, headers: { authorization: grace.token }, ...(method === 'POST' ? { payload: {} } : {}) });
    for (const [method, url] of [
      ['GET', `/v1/sequences/sequences/${id}/webhooks`],
      ['POST', `/v1/sequences/sequences/${id}/webhooks/hook/rotate`],
      ['GET', `/v1/sequences/sequences/${id}/webhook-deliveries`],
      ['GET', `/v1/sequences/sequences/${id}/webhook-deliveries/${delivery.deliveryId}`],
      ['POST', `/v1/sequences/sequences/${id}/webhook-deliveries/${delivery.deliveryId}/replay`],
    ] as const) {
      const answer = await asGrace(method, url);
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 404, { detail: 'Sequence not found' }]);
    }
    expect((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${id}/webhooks` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/v1/workflows/runs/${delivery.runId}`, headers: { authorization: grace.token } })).statusCode).toBe(404);
  });
});

describe('several triggers in one workflow (D135)', () => {
  it('runs Run from Start alone and records it; a webhook’s run from its node; the Run refused for a workflow only a webhook starts', async () => {
    const flow = echoFlow();
    const withStart = { ...flow, nodes: [...flow.nodes, node('start', 'start', {}, { x: 0, y: 300 }), node('side', 'process', {}, { x: 200, y: 300 })], edges: [...flow.edges, { id: 'es', source: 'start', target: 'side' }] };
    const id = await api.sequenceWith(ada, withStart);
    const run = await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${id}/runs`, headers: { authorization: ada.token } });
    expect(run.statusCode).toBe(202);
    const ran = await api.runToEnd(ada, run.json<{ id: string }>().id);
    expect(ran.trigger).toEqual({ kind: 'run' });
    expect(ran.steps.map((step) => step.nodeId)).toEqual(['start', 'side']);
    const hooked = await api.runToEnd(ada, webhookAcceptedSchema.parse((await api.sendJson((await api.webhookOf(ada, id)).testUrl, { x: 1 })).json()).runId);
    expect(hooked.steps.map((step) => step.nodeId)).toEqual(['hook', 'echo', 'end']);

    const only = await api.sequenceWith(ada, echoFlow());
    const refused = await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${only}/runs`, headers: { authorization: ada.token } });
    expect([refused.statusCode, refused.json()]).toEqual([422, { detail: serverRunMessages.startsByWebhook }]);
  });

  it('re-runs a webhook’s run from its Webhook node with the same request', async () => {
    const id = await api.sequenceWith(ada, echoFlow());
    const first = await api.runToEnd(ada, webhookAcceptedSchema.parse((await api.sendJson((await api.webhookOf(ada, id)).testUrl, { again: 'yes' })).json()).runId);
    const rerun = await app.inject({ method: 'POST', url: `/v1/workflows/runs/${first.id}/rerun`, headers: { authorization: ada.token }, payload: { version: 'run' } });
    expect(rerun.statusCode, rerun.body).toBe(202);
    const second = await api.runToEnd(ada, rerun.json<{ id: string }>().id);
    expect(second.trigger).toEqual({ kind: 'rerun' });
    expect(second.output).toEqual(first.output);
    expect(second.steps.map((step) => step.nodeId)).toEqual(['hook', 'echo', 'end']);
  });
});
