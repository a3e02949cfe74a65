import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRunMessages, type ServerRun } from '../../../src/domain/workflow/server-runs';
import { createIsolatedDatabase } from '../test-app';
import { eventsOf, runningServers, runUntil, signIn, startListeningServer, startRun } from './api-process';
import { migratedDataDir } from './server-process';

/**
 * Runs across real server processes (D61): a process killed with SIGKILL mid-run leaves no run
 * "running" once the server is back, and on one PostgreSQL a run queued through one process is
 * executed by another, its events reaching a client of either.
 */

const scratch = mkdtempSync(join(tmpdir(), 'botflow-runs-'));
afterAll(() => {
  for (const child of runningServers) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

const databaseUrl = process.env.DATABASE_URL;
const finished = (run: ServerRun) => ['completed', 'failed', 'cancelled'].includes(run.status);

describe('runs and server processes', () => {
  it(`a run under way when the server is killed (SIGKILL) ends as failed "interrupted" after a restart, on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const location: Record<string, string> = databaseUrl ? { DATABASE_URL: await createIsolatedDatabase(databaseUrl) } : { DATA_DIR: await migratedDataDir(scratch) };
    const first = await startListeningServer(location);
    const token = await signIn(first.base);
    const run = await startRun(first.base, token, 30);
    // Killed once the wait step is recorded as started, so the restart has a step to end as interrupted.
    await runUntil(first.base, token, run.id, (each) => each.status === 'running' && each.steps.some((step) => step.nodeId === 'wait'), 10_000);
    await first.kill();

    const second = await startListeningServer(location);
    // PGlite's own process ends it at start; on PostgreSQL another process's sweep ends it once its heartbeat is stale.
    const ended = await runUntil(second.base, token, run.id, finished, 30_000);
    expect(ended).toMatchObject({ status: 'failed', error: serverRunMessages.interrupted });
    expect(ended.steps.find((step) => step.nodeId === 'wait')).toMatchObject({ status: 'failed', error: serverRunMessages.interrupted });
    // The restarted server runs what comes next.
    const next = await startRun(second.base, token, 0);
    expect((await runUntil(second.base, token, next.id, finished, 15_000)).status).toBe('completed');
    await second.kill();
  }, 90_000);

  it.runIf(databaseUrl)('on one PostgreSQL, a run queued through a process without workers is executed by another, and both stream its events', async () => {
    const url = await createIsolatedDatabase(databaseUrl!);
    const front = await startListeningServer({ DATABASE_URL: url, RUN_WORKERS: 'false' });
    const worker = await startListeningServer({ DATABASE_URL: url, SEED_DEMO: 'false' });
    const token = await signIn(front.base);
    const run = await startRun(front.base, token, 1);
    const [throughFront, throughWorker] = await Promise.all([eventsOf(front.base, token, run.id), eventsOf(worker.base, token, run.id)]);
    for (const events of [throughFront, throughWorker]) {
      expect(events.at(-1)).toEqual({ type: 'end' });
      const last = events.at(-2);
      expect(last?.type === 'run' && last.run.status).toBe('completed');
    }
    await Promise.all([front.kill(), worker.kill()]);
  }, 90_000);
});
