import { expect } from 'vitest';
import type { App, AppOptions } from '../../../server/app';
import type { Bot } from '../../../src/domain/bots/bots';
import type { MarketBotDetail } from '../../../src/domain/market/listing';
import type { CheckoutResponse } from '../../../src/domain/payments/payments';
import { serverRunSchema, type ServerRun } from '../../../src/domain/workflow/server-runs';
import type { UserWithToken } from '../fixtures';
import { multipartBody, multipartBoundary, type FilePart } from '../multipart-body';

/** Selling and buying through the API as the app does (D130): sequences, their versions, publishing, buying, running. */

type Properties = Record<string, unknown>;
export const node = (id: string, type: string, label: string, properties: Properties = {}, x = 0) => ({ id, type, position: { x, y: 0 }, data: { label, type, properties } });
export function chain(nodes: ReturnType<typeof node>[], inputs?: unknown[]) {
  return {
    nodes,
    // A decision carries on by its right output ("yes"), as the seeded bots' do.
    edges: nodes.slice(1).map((each, index) => ({ id: `e${index}`, source: nodes[index]!.id, target: each.id, ...(nodes[index]!.type === 'decision' ? { sourceHandle: 'right' } : {}) })),
    viewport: { x: 0, y: 0, zoom: 1 },
    ...(inputs ? { inputs } : {}),
  };
}
export type Workflow = ReturnType<typeof chain>;

export const payingCard = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Test Buyer' };

let keys = 0;

export function selling(app: App) {
  const call = (user: UserWithToken | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/v1${url}`, headers: user ? { authorization: user.token } : {}, ...(payload ? { payload } : {}) });

  /** A new sequence holding the workflow: its version 1 (D86). */
  async function sequenceWith(user: UserWithToken, workflow: Workflow, title = `Flow ${Math.random().toString(36).slice(2, 8)}`): Promise<string> {
    const response = await call(user, 'POST', '/sequences/sequences', { title, description: '', items: [workflow] });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  }

  /** Saves the workflow as the sequence's next version. */
  async function saveVersion(user: UserWithToken, sequenceId: string, workflow: Workflow): Promise<void> {
    const current = (await call(user, 'GET', `/sequences/sequences/${sequenceId}`)).json() as { title: string };
    const response = await call(user, 'PUT', `/sequences/sequences/${sequenceId}`, { title: current.title, items: [workflow] });
    expect(response.statusCode, response.body).toBe(200);
  }

  function publish(user: UserWithToken | null, fields: Record<string, string>, image?: FilePart) {
    return app.inject({
      method: 'POST',
      url: '/v1/market/bots',
      headers: { 'content-type': `multipart/form-data; boundary=${multipartBoundary}`, ...(user ? { authorization: user.token } : {}) },
      payload: multipartBody(fields, image),
    });
  }

  /** Publishes the sequence's version and answers the listing, after checking it answered 201. */
  async function published(user: UserWithToken, sequenceId: string, version: number, fields: Record<string, string> = {}): Promise<MarketBotDetail> {
    const response = await publish(user, { name: 'Site Checker', description: 'Checks a site', tags: 'development', price: '9.50', sequence_id: sequenceId, version: String(version), ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as MarketBotDetail;
  }

  /** Buys the market bot with the test card: the copy in My Bots. */
  async function buy(user: UserWithToken, botId: number): Promise<{ bot: Bot; paymentId: string }> {
    const response = await call(user, 'POST', '/checkout', { purpose: 'bot', bot_id: botId, idempotency_key: `buy-${(keys += 1)}-${Date.now()}`, method: 'card', card: payingCard });
    expect(response.statusCode, response.body).toBe(201);
    const { bots, payment } = response.json() as CheckoutResponse;
    const bot = (await call(user, 'GET', `/bots/${bots[0]}`)).json() as Bot;
    return { bot, paymentId: payment.id };
  }

  async function setUp(user: UserWithToken, botId: number, inputValues: Record<string, unknown>): Promise<Bot> {
    const response = await call(user, 'PUT', `/bots/${botId}/setup`, { inputValues });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Bot;
  }

  async function credential(user: UserWithToken, name: string, value: string, kind = 'token'): Promise<void> {
    const response = await call(user, 'POST', '/credentials', { name, kind, fields: { value } });
    expect(response.statusCode, response.body).toBe(201);
  }

  /** Runs a sequence whose only step is the bot, through the queue, and answers the run once it has ended. */
  async function runBot(user: UserWithToken, botId: number, title: string, input: Properties = {}): Promise<ServerRun> {
    const steps = [node('start', 'start', 'Start'), node('given', 'transform', 'Given', { code: `return ${JSON.stringify(input)};` }, 1), node('bot', 'bot', title, { paletteItem: 'bot', botId, botTitle: title }, 2), node('end', 'end', 'End', {}, 3)];
    const sequenceId = await sequenceWith(user, chain(steps));
    const started = await call(user, 'POST', `/sequences/sequences/${sequenceId}/runs`);
    expect(started.statusCode, started.body).toBe(202);
    const runId = serverRunSchema.parse(started.json()).id;
    const deadline = Date.now() + 8_000;
    for (;;) {
      const run = serverRunSchema.parse((await call(user, 'GET', `/workflows/runs/${runId}`)).json());
      if (['completed', 'failed', 'cancelled'].includes(run.status)) return run;
      if (Date.now() > deadline) throw new Error(`run ${runId} is still ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return { call, sequenceWith, saveVersion, publish, published, buy, setUp, credential, runBot };
}

/** The engine's settings for tests whose runs call a loopback server: private addresses allowed, short waits. */
export const loopbackRuns: AppOptions['runs'] = {
  work: true,
  allowPrivateNetwork: true,
  queue: { heartbeatMs: 100, staleAfterMs: 5000, sweepEveryMs: 1000, engine: { allowPrivateNetwork: true, sandbox: { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 } },
};
