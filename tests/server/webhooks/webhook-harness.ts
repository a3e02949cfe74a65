import { expect } from 'vitest';
import type { App } from '../../../server/app';
import { webhookDeliveryListSchema, webhookListSchema, type Webhook, type WebhookDelivery } from '../../../src/domain/webhooks/webhooks';
import { serverRunSchema, type ServerRun } from '../../../src/domain/workflow/server-runs';
import type { UserWithToken } from '../fixtures';

/** Webhooks through the API: a sequence with Webhook nodes, their addresses, deliveries to them and the log. */

type Properties = Record<string, unknown>;
export const node = (id: string, type: string, properties: Properties = {}, position = { x: 0, y: 0 }) => ({ id, type, position, data: { label: id, type, properties } });
export const webhookNode = (id: string, settings: Properties = {}, position = { x: 0, y: 0 }) => node(id, 'event', { paletteItem: 'webhook', ...settings }, position);

export interface Flow {
  nodes: ReturnType<typeof node>[];
  edges: Array<{ id: string; source: string; target: string }>;
  viewport: { x: number; y: number; zoom: number };
}

/** Nodes joined in a chain, in order. */
export function chain(...nodes: ReturnType<typeof node>[]): Flow {
  return { nodes, edges: nodes.slice(1).map((each, index) => ({ id: `e${index}-${each.id}`, source: nodes[index]!.id, target: each.id })), viewport: { x: 0, y: 0, zoom: 1 } };
}

/** A Webhook node, then a Transform that says what it received, then End. */
export const echoFlow = (settings: Properties = {}, code = 'return { got: input.body, method: input.method, query: input.query };') =>
  chain(webhookNode('hook', settings), node('echo', 'transform', { code }), node('end', 'end'));

export function webhooksApi(app: App) {
  async function sequenceWith(user: UserWithToken, workflow: Flow, { active = false } = {}): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/sequences/sequences',
      headers: { authorization: user.token },
      payload: { title: `Hooked ${Math.random().toString(36).slice(2, 8)}`, description: '', items: [workflow] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    if (active) await setActive(user, id, true);
    return id;
  }

  async function save(user: UserWithToken, sequenceId: string, workflow: Flow) {
    const response = await app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${sequenceId}`, headers: { authorization: user.token }, payload: { title: `Saved ${sequenceId.slice(0, 8)}`, description: '', items: [workflow] } });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function setActive(user: UserWithToken, sequenceId: string, active: boolean) {
    const response = await app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${sequenceId}/active`, headers: { authorization: user.token }, payload: { active } });
    expect(response.statusCode, response.body).toBe(200);
  }

  const listResponse = (user: UserWithToken, sequenceId: string) => app.inject({ method: 'GET', url: `/v1/sequences/sequences/${sequenceId}/webhooks`, headers: { authorization: user.token } });

  async function webhooksOf(user: UserWithToken, sequenceId: string): Promise<Webhook[]> {
    const response = await listResponse(user, sequenceId);
    expect(response.statusCode, response.body).toBe(200);
    return webhookListSchema.parse(response.json()).items;
  }

  async function webhookOf(user: UserWithToken, sequenceId: string, nodeId = 'hook'): Promise<Webhook> {
    const found = (await webhooksOf(user, sequenceId)).find((each) => each.nodeId === nodeId);
    if (!found) throw new Error(`no webhook for ${nodeId}`);
    return found;
  }

  /** A request to an address (an absolute URL built from PUBLIC_URL), as another program sends it. */
  const send = (url: string, { method = 'POST', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) => {
    const { pathname, search } = new URL(url);
    return app.inject({ method: method as 'POST', url: `${pathname}${search}`, headers, ...(body === undefined ? {} : { payload: body }) });
  };

  const sendJson = (url: string, value: unknown, headers: Record<string, string> = {}) => send(url, { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) });

  async function credential(user: UserWithToken, name: string, kind: 'secret' | 'basic', fields: Record<string, string>) {
    const response = await app.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: user.token }, payload: { name, kind, fields } });
    expect(response.statusCode, response.body).toBe(201);
  }

  async function deliveries(user: UserWithToken, sequenceId: string, query = ''): Promise<WebhookDelivery[]> {
    const response = await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${sequenceId}/webhook-deliveries${query}`, headers: { authorization: user.token } });
    expect(response.statusCode, response.body).toBe(200);
    return webhookDeliveryListSchema.parse(response.json()).items;
  }

  async function readRun(user: UserWithToken, runId: string): Promise<ServerRun> {
    const response = await app.inject({ method: 'GET', url: `/v1/workflows/runs/${runId}`, headers: { authorization: user.token } });
    expect(response.statusCode, response.body).toBe(200);
    return serverRunSchema.parse(response.json());
  }

  async function runToEnd(user: UserWithToken, runId: string, timeoutMs = 15_000): Promise<ServerRun> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const run = await readRun(user, runId);
      if (['completed', 'failed', 'cancelled'].includes(run.status)) return run;
      if (Date.now() > deadline) throw new Error(`run ${runId} is still ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return { sequenceWith, save, setActive, listResponse, webhooksOf, webhookOf, send, sendJson, credential, deliveries, readRun, runToEnd };
}
