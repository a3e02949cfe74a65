import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { webhookAcceptedSchema, webhookMessages } from '../../../src/domain/webhooks/webhooks';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { echoFlow, webhooksApi } from './webhook-harness';

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
    expect(run.trigger).toEqual({ kind: 'webhook', nodeId: 'hook', deliveryId: accepted.deliveryId });
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
