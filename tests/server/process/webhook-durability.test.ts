import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookAcceptedSchema, webhookDeliveryListSchema, webhookListSchema } from '../../../src/domain/webhooks/webhooks';
import { workflowRunPageSchema } from '../../../src/domain/workflow/workflow-runs';
import { serverRunSchema } from '../../../src/domain/workflow/server-runs';
import { createIsolatedDatabase } from '../test-app';
import { runningServers, signIn, startListeningServer } from './api-process';
import { migratedDataDir } from './server-process';

/**
 * A delivery answered 202 runs exactly once (D135), even when the server is killed with SIGKILL in
 * the middle of a burst of deliveries: the run and its delivery are committed in one statement
 * before the answer, and a run committed whose job never reached pg-boss is sent again by the
 * process that works the queue after the restart. The first process only queues (RUN_WORKERS=false),
 * so every run is still queued at the kill and each must then run to its end, once.
 */

const scratch = mkdtempSync(join(tmpdir(), 'botflow-webhook-durability-'));
afterAll(() => {
  for (const child of runningServers) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

const databaseUrl = process.env.DATABASE_URL;
// The demo account's Free allowance: 60 requests a minute at a webhook and 100 runs a day.
const deliveryCount = 54;

const workflow = {
  nodes: [
    { id: 'hook', type: 'event', position: { x: 0, y: 0 }, data: { label: 'Order placed', type: 'event', properties: { paletteItem: 'webhook' } } },
    { id: 'end', type: 'end', position: { x: 200, y: 0 }, data: { label: 'End', type: 'end', properties: {} } },
  ],
  edges: [{ id: 'e1', source: 'hook', target: 'end' }],
  viewport: { x: 0, y: 0, zoom: 1 },
};

describe('webhook deliveries and a killed server', () => {
  it(`runs every delivery answered 202 before a SIGKILL exactly once after the restart, on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const location: Record<string, string> = databaseUrl ? { DATABASE_URL: await createIsolatedDatabase(databaseUrl) } : { DATA_DIR: await migratedDataDir(scratch) };
    const first = await startListeningServer({ ...location, RUN_WORKERS: 'false' });
    const token = await signIn(first.base);
    const call = (base: string, path: string, init: RequestInit = {}) => fetch(`${base}/v1${path}`, { ...init, headers: { Authorization: token, 'Content-Type': 'application/json', ...init.headers } });
    const created = await call(first.base, '/sequences/sequences', { method: 'POST', body: JSON.stringify({ title: 'Orders in', description: '', items: [workflow] }) });
    expect(created.status).toBe(201);
    const { id: sequenceId } = (await created.json()) as { id: string };
    const hooks = webhookListSchema.parse(await (await call(first.base, `/sequences/sequences/${sequenceId}/webhooks`)).json());
    // The address's path (PUBLIC_URL names no real port here).
    const path = new URL(hooks.items[0]!.testUrl).pathname;

    // Eight callers at once, each delivery with its own key; the kill comes once a third are answered.
    const answered = new Map<string, string>();
    let sent = 0;
    let killed: Promise<void> | null = null;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (sent < deliveryCount && !killed) {
          const key = `order-${(sent += 1)}`;
          const response = await fetch(`${first.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify({ key }) }).catch(() => null);
          if (response?.status !== 202) continue;
          answered.set(key, webhookAcceptedSchema.parse(await response.json()).runId);
          if (answered.size >= deliveryCount / 3 && !killed) killed = first.kill();
        }
      }),
    );
    await killed;
    expect(answered.size).toBeGreaterThanOrEqual(deliveryCount / 3);
    expect(answered.size).toBeLessThan(deliveryCount);

    // This one works the queue: whatever was queued runs, those whose job was lost too.
    const second = await startListeningServer(location);
    const runsOf = async (status?: string) =>
      workflowRunPageSchema.parse(await (await call(second.base, `/workflows/runs?sequence_id=${sequenceId}&page_size=100${status ? `&status=${status}` : ''}`)).json());
    const deadline = Date.now() + 60_000;
    while ((await runsOf('queued')).total + (await runsOf('running')).total > 0) {
      if (Date.now() > deadline) throw new Error('runs are still queued or running a minute after the restart');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const all = await runsOf();
    expect(all.items.every((run) => run.status === 'completed')).toBe(true);
    // One run per delivery that queued one: no key started two.
    const log = webhookDeliveryListSchema.parse(await (await call(second.base, `/sequences/sequences/${sequenceId}/webhook-deliveries?page_size=100`)).json());
    const withRun = log.items.filter((delivery) => delivery.runId !== null);
    expect(new Set(withRun.map((delivery) => delivery.idempotencyKey)).size).toBe(withRun.length);
    expect(all.total).toBe(withRun.length);
    for (const [key, runId] of answered) {
      const run = serverRunSchema.parse(await (await call(second.base, `/workflows/runs/${runId}`)).json());
      // Executed once: one step per node, each its first attempt.
      expect([key, run.status, run.steps.map((step) => `${step.nodeId}:${step.attempt}`)]).toEqual([key, 'completed', ['hook:1', 'end:1']]);
      expect(withRun.find((delivery) => delivery.runId === runId)?.idempotencyKey).toBe(key);
      // Sent again after the restart, it is answered the same run and starts none.
      const repeat = await fetch(`${second.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify({ key }) });
      expect(webhookAcceptedSchema.parse(await repeat.json()).runId).toBe(runId);
    }
    expect((await runsOf()).total).toBe(withRun.length);
    await second.kill();
  }, 180_000);
});
