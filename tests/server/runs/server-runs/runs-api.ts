import { expect } from 'vitest';
import type { App } from '../../../../server/app';
import { serverRunSchema, type ServerRun } from '../../../../src/domain/workflow/server-runs';
import type { UserWithToken } from '../../fixtures';

/** Server runs through the API, as the designer starts and follows them. */

type Properties = Record<string, unknown>;
export const node = (id: string, type: string, properties: Properties = {}, y = 0) => ({ id, type, position: { x: 0, y }, data: { label: id, type, properties } });
export function chain(...nodes: ReturnType<typeof node>[]) {
  return { nodes, edges: nodes.slice(1).map((each, index) => ({ id: `e${index}`, source: nodes[index]!.id, target: each.id })), viewport: { x: 0, y: 0, zoom: 1 } };
}
export type SavedChain = ReturnType<typeof chain>;

export const finished = (run: ServerRun) => ['completed', 'failed', 'cancelled'].includes(run.status);

export function runsApi(app: App) {
  async function sequenceWith(user: UserWithToken, workflow: SavedChain | null): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/sequences/sequences',
      headers: { authorization: user.token },
      payload: { title: `Flow ${Math.random().toString(36).slice(2, 8)}`, description: '', items: workflow ? [workflow] : [] },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  }

  const startRun = (user: UserWithToken, sequenceId: string) => app.inject({ method: 'POST', url: `/v1/sequences/sequences/${sequenceId}/runs`, headers: { authorization: user.token } });

  async function readRun(user: UserWithToken, runId: string): Promise<ServerRun> {
    const response = await app.inject({ method: 'GET', url: `/v1/workflows/runs/${runId}`, headers: { authorization: user.token } });
    expect(response.statusCode).toBe(200);
    return serverRunSchema.parse(response.json());
  }

  async function until(user: UserWithToken, runId: string, done: (run: ServerRun) => boolean, timeoutMs = 10_000): Promise<ServerRun> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const run = await readRun(user, runId);
      if (done(run)) return run;
      if (Date.now() > deadline) throw new Error(`run ${runId} is still ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Saves the workflow as a new sequence, runs it and answers the run once it has ended. */
  async function runToEnd(user: UserWithToken, workflow: SavedChain): Promise<ServerRun> {
    const started = await startRun(user, await sequenceWith(user, workflow));
    expect(started.statusCode, started.body).toBe(202);
    return until(user, serverRunSchema.parse(started.json()).id, finished);
  }

  return { sequenceWith, startRun, readRun, until, runToEnd };
}
