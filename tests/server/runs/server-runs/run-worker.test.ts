import type { Job, PgBoss } from 'pg-boss';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunWorker, type JobStart, type RunJob } from '../../../../server/runs/server-runs/run-worker';

/** pg-boss as the worker uses it: a queue it fetches from in order, and what it completed. */
function fakeBoss() {
  const queued: Array<Job<RunJob>> = [];
  const completed: string[] = [];
  const fetches: number[] = [];
  const boss = {
    fetch: async (_name: string, { batchSize }: { batchSize: number }) => {
      fetches.push(batchSize);
      return queued.splice(0, batchSize);
    },
    complete: async (_name: string, jobs: Array<Job<RunJob>>) => void completed.push(...jobs.map((job) => job.id)),
    touch: async () => {},
    fail: async () => {},
  };
  const queue = (runId: string) => queued.push({ id: `job-${runId}`, name: 'runs', data: { runId } } as Job<RunJob>);
  return { boss: boss as unknown as PgBoss, queue, completed, fetches };
}

afterEach(() => void vi.useRealTimers());

describe('a run queue worker (D106)', () => {
  it('starts a run queued while long runs hold most of its slots at once, not when one of them ends', async () => {
    vi.useFakeTimers();
    const { boss, queue } = fakeBoss();
    const started: string[] = [];
    let endLongRuns = () => {};
    const longRunsEnd = new Promise<void>((resolve) => (endLongRuns = resolve));
    const worker = new RunWorker(boss, 'runs', {
      concurrency: 4,
      pollMs: 500,
      touchEveryMs: 15_000,
      groupConcurrency: { default: 1, tiers: {} },
      start: async (jobs) => {
        started.push(...jobs.map((job) => job.data.runId));
        return new Map<string, JobStart>(jobs.map((job) => [job.id, job.data.runId.startsWith('long') ? longRunsEnd : Promise.resolve()]));
      },
      again: async () => {},
      onError: (error) => {
        throw error;
      },
    });
    for (const runId of ['long-1', 'long-2', 'long-3']) queue(runId);
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['long-1', 'long-2', 'long-3']);

    // One slot of four is free: the worker may wait a moment for more, but not for the long runs.
    queue('short');
    worker.wake();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual(['long-1', 'long-2', 'long-3', 'short']);

    endLongRuns();
    await vi.advanceTimersByTimeAsync(0);
    const stopped = worker.stop(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await stopped;
  });

  it('fetches a job for every free slot at once and completes the ended runs together before the next fetch', async () => {
    vi.useFakeTimers();
    const { boss, queue, completed, fetches } = fakeBoss();
    const worker = new RunWorker(boss, 'runs', {
      concurrency: 4,
      pollMs: 500,
      touchEveryMs: 15_000,
      groupConcurrency: { default: 1, tiers: {} },
      start: async (jobs) => new Map<string, JobStart>(jobs.map((job) => [job.id, Promise.resolve()])),
      again: async () => {},
      onError: (error) => {
        throw error;
      },
    });
    for (const runId of ['a', 'b', 'c', 'd', 'e']) queue(runId);
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches[0]).toBe(4);
    await vi.advanceTimersByTimeAsync(600);
    expect(completed).toEqual(['job-a', 'job-b', 'job-c', 'job-d', 'job-e']);
    const stopped = worker.stop(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await stopped;
  });
});
