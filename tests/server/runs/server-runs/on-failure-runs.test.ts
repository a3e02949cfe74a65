import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { workflowRuns } from '../../../../server/db/schema/runs';
import { workflowRunPageSchema } from '../../../../src/domain/workflow/workflow-runs';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { node, runsApi } from './runs-api';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let service: Server;
let serviceBase: string;
let runToEnd: ReturnType<typeof runsApi>['runToEnd'];

beforeAll(async () => {
  service = createServer((request, response) => {
    if (request.url === '/ok') return response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"fine":true}');
    response.writeHead(500).end('broken');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  ({ app, database, stop } = await startTestApp({
    runs: { work: true, allowPrivateNetwork: true, queue: { heartbeatMs: 100, staleAfterMs: 600, sweepEveryMs: 200, engine: { allowPrivateNetwork: true, sandbox: { timeMs: 500, memoryBytes: 16 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 } } },
  }));
  ({ runToEnd } = runsApi(app));
});
afterAll(async () => {
  await stop();
  service.closeAllConnections();
  service.close();
});

/** start → call → end, and call's error edge to `alarm` (a transform) → alarmEnd. */
function workflowWith(call: Record<string, unknown>) {
  const nodes = [node('start', 'start'), node('call', 'api', call, 1), node('end', 'end', {}, 2), node('alarm', 'transform', { code: 'return { told: input.error.message };' }, 3), node('alarmEnd', 'end', {}, 4)];
  const edges = [
    { id: 'e1', source: 'start', target: 'call' },
    { id: 'e2', source: 'call', target: 'end' },
    { id: 'e3', source: 'call', target: 'alarm', sourceHandle: 'error' },
    { id: 'e4', source: 'alarm', target: 'alarmEnd' },
  ];
  return { nodes, edges, viewport: { x: 0, y: 0, zoom: 1 } };
}

async function historyOf(user: UserWithToken) {
  const answer = await app.inject({ method: 'GET', url: '/v1/workflows/runs', headers: { authorization: user.token } });
  return workflowRunPageSchema.parse(answer.json()).items;
}

const storedCount = async (runId: string) => (await database.db.select({ count: workflowRuns.failuresHandled }).from(workflowRuns).where(eq(workflowRuns.id, runId)))[0]!.count;

describe('On failure through server runs (D128): what is stored and answered', () => {
  it('takes the error path after the retries and ends completed with one failure handled, in the run, its steps and History', async () => {
    const ada = await createUserWithToken(database);
    const run = await runToEnd(ada, workflowWith({ url: `${serviceBase}/fail`, retryCount: 1, onFailure: 'errorPath' }));
    expect(run.status).toBe('completed');
    expect(run.failuresHandled).toBe(1);
    expect(run.steps.map((step) => [step.nodeId, step.status, step.handled])).toEqual([
      ['start', 'completed', null],
      ['call', 'failed', null],
      ['call', 'failed', 'errorPath'],
      ['alarm', 'completed', null],
      ['alarmEnd', 'completed', null],
    ]);
    expect(run.steps[3]!.input).toMatchObject({ error: { node: { id: 'call', label: 'call', type: 'api' }, attempts: 2 } });
    expect(run.output).toEqual({ told: expect.stringContaining('500') as string });
    expect(await storedCount(run.id)).toBe(1);
    expect((await historyOf(ada)).map(({ id, status, failuresHandled }) => ({ id, status, failuresHandled }))).toEqual([{ id: run.id, status: 'completed', failuresHandled: 1 }]);
  });

  it('continues with the error as the output, along the normal edge only', async () => {
    const ada = await createUserWithToken(database);
    const run = await runToEnd(ada, workflowWith({ url: `${serviceBase}/fail`, retryCount: 0, onFailure: 'continue' }));
    expect(run).toMatchObject({ status: 'completed', failuresHandled: 1 });
    expect(run.steps.map((step) => [step.nodeId, step.handled])).toEqual([
      ['start', null],
      ['call', 'continue'],
      ['end', null],
    ]);
    expect(run.output).toMatchObject({ error: { node: { id: 'call' }, attempts: 1 } });
  });

  it('stops as before when nothing is chosen, and a run that handled nothing counts none', async () => {
    const ada = await createUserWithToken(database);
    const failed = await runToEnd(ada, workflowWith({ url: `${serviceBase}/fail`, retryCount: 1 }));
    expect(failed).toMatchObject({ status: 'failed', failuresHandled: 0 });
    expect(failed.steps.map((step) => step.nodeId)).toEqual(['start', 'call', 'call']);
    const fine = await runToEnd(ada, workflowWith({ url: `${serviceBase}/ok`, onFailure: 'errorPath' }));
    expect(fine).toMatchObject({ status: 'completed', failuresHandled: 0 });
    expect(fine.steps.map((step) => step.nodeId)).toEqual(['start', 'call', 'end']);
    expect(await storedCount(fine.id)).toBe(0);
  });
});
