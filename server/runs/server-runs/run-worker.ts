import type { Job, PgBoss } from 'pg-boss';

import { randomBytes } from 'node:crypto';

/** What a run job carries: the run's id. */
export interface RunJob {
  runId: string;
}

/** What became of a fetched job: its run under way (settled when it ends), back to the queue for later, or nothing to run. */
export type JobStart = Promise<unknown> | 'again' | null;

/** How long a fetch waits for more runs to end while fewer than half a worker's slots are free. */
const batchGatherMs = 20;

let lastJobTime = 0;
let jobSequence = 0;

/**
 * A job id that sorts after every one this process made before it (a UUIDv7: the time in ms, then a
 * counter within the ms). pg-boss picks among a batch's jobs of one group by their id, so with random
 * ids a fetch of several jobs could hand out a user's later run before their earlier one, which the
 * claim then sends back (D106). A user's jobs are sent one after another, so theirs sort in queue order.
 */
export function orderedJobId(now = Date.now()): string {
  // 4,096 ids a millisecond; past that, the next millisecond's are borrowed.
  if (now > lastJobTime) {
    lastJobTime = now;
    jobSequence = 0;
  } else if (jobSequence === 0xfff) {
    lastJobTime += 1;
    jobSequence = 0;
  } else jobSequence += 1;
  const time = lastJobTime.toString(16).padStart(12, '0');
  const random = randomBytes(8).toString('hex');
  const variant = (8 + (Number.parseInt(random[0]!, 16) & 3)).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${jobSequence.toString(16).padStart(3, '0')}-${variant}${random.slice(1, 4)}-${random.slice(4, 16)}`;
}

export interface RunWorkerOptions {
  /** Runs executing at once on this queue in this process. */
  concurrency: number;
  /** How often an idle worker looks for runs queued by another process (this process's own wake it at once). */
  pollMs: number;
  /** How often the jobs of runs under way are kept alive (under the queue's heartbeat). */
  touchEveryMs: number;
  /** The group limits of a fetch (pg-boss holds each user to their tier's runs at once). */
  groupConcurrency: { default: number; tiers: Record<string, number> };
  /** Claims the fetched runs together and starts each one taken. */
  start: (jobs: Array<Job<RunJob>>) => Promise<Map<string, JobStart>>;
  /** Sends a job back, to be offered again a moment later. */
  again: (job: Job<RunJob>) => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * One run queue's worker in this process (D106), our own loop on pg-boss's fetch, touch and
 * complete: pg-boss's work() settles a batch only once all of it has run, so one slow run would hold
 * the slots of the others, and fetching one job at a time costs a fetch, a claim and a completion a
 * run. Here one fetch takes a job for every free slot (after a moment's wait for more to free while
 * runs are under way, so fetches are batches), their runs are claimed in one transaction, each runs on its own, and
 * the jobs of the runs that ended are completed in one statement before the next fetch (their users'
 * group slots must be free for it). The jobs of runs under way are touched together, so a long run's
 * job stays alive.
 */
export class RunWorker {
  readonly #boss: PgBoss;
  readonly #name: string;
  readonly #options: RunWorkerOptions;
  /** The jobs of this worker's runs under way. */
  readonly #running = new Map<string, Job<RunJob>>();
  /** The ends of those runs. */
  readonly #ends = new Set<Promise<unknown>>();
  /** Jobs whose runs ended (or that had nothing to run), to complete before the next fetch. */
  #done: Array<Job<RunJob>> = [];
  #stopping = false;
  #wakeUp: (() => void) | null = null;
  /** Woken while busy: the next wait is skipped. */
  #woken = false;
  #loop: Promise<void> | null = null;
  #touch: NodeJS.Timeout | null = null;

  constructor(boss: PgBoss, name: string, options: RunWorkerOptions) {
    this.#boss = boss;
    this.#name = name;
    this.#options = options;
  }

  start(): void {
    this.#loop = this.#run();
    this.#touch = setInterval(() => void this.#keepAlive(), this.#options.touchEveryMs);
  }

  /** A run was queued in this process, or one ended: look now rather than at the next poll. */
  wake(): void {
    if (this.#wakeUp) this.#wakeUp();
    else this.#woken = true;
  }

  /**
   * Stops fetching and gives the runs under way `graceMs` to end; the jobs of those still going then
   * fail, freeing their users' slots (their runs end as interrupted).
   */
  async stop(graceMs: number): Promise<void> {
    this.#stopping = true;
    this.wake();
    await this.#loop;
    if (this.#touch) clearInterval(this.#touch);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...this.#ends]), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    await this.#complete();
    const left = [...this.#running.values()];
    this.#running.clear();
    if (left.length > 0) await this.#boss.fail(this.#name, left).catch(this.#options.onError);
  }

  async #run(): Promise<void> {
    const { concurrency, pollMs } = this.#options;
    let gathered = false;
    while (!this.#stopping) {
      const free = concurrency - this.#running.size;
      if (free === 0) {
        await this.#idle(pollMs);
        continue;
      }
      // While runs are under way and few slots are free, other runs get a moment to end, so fetches
      // (and completions) come as batches rather than one a run; only a moment, since a long run must
      // not keep a queued one waiting while slots are free.
      if (!gathered && this.#running.size > 0 && free < Math.ceil(concurrency / 2)) {
        gathered = true;
        await new Promise((resolve) => setTimeout(resolve, batchGatherMs));
        continue;
      }
      gathered = false;
      let fetched = 0;
      try {
        await this.#complete();
        const jobs = await this.#boss.fetch<RunJob>(this.#name, { batchSize: free, groupConcurrency: this.#options.groupConcurrency });
        fetched = jobs.length;
        if (fetched > 0) await this.#take(jobs);
      } catch (error) {
        this.#options.onError(error);
      }
      // A short fetch: the queue is empty for now.
      if (fetched < free) await this.#idle(pollMs);
    }
  }

  async #take(jobs: Array<Job<RunJob>>): Promise<void> {
    for (const job of jobs) this.#running.set(job.id, job);
    let starts: Map<string, JobStart>;
    try {
      starts = await this.#options.start(jobs);
    } catch (error) {
      this.#options.onError(error);
      starts = new Map();
    }
    for (const job of jobs) {
      const start = starts.get(job.id) ?? null;
      if (start === null) this.#settle(job);
      else if (start === 'again') {
        // Taken while its user ran as many as their plan allows, or ahead of their older runs: back to
        // the queue for a moment later (the older runs go first).
        await this.#options.again(job).catch(this.#options.onError);
        this.#settle(job);
      } else {
        const end: Promise<unknown> = start.catch(this.#options.onError).finally(() => {
          this.#ends.delete(end);
          this.#settle(job);
          this.wake();
        });
        this.#ends.add(end);
      }
    }
  }

  #settle(job: Job<RunJob>): void {
    this.#running.delete(job.id);
    this.#done.push(job);
  }

  async #complete(): Promise<void> {
    if (this.#done.length === 0) return;
    const done = this.#done;
    this.#done = [];
    try {
      await this.#boss.complete(this.#name, done);
    } catch (error) {
      this.#done.push(...done);
      throw error;
    }
  }

  async #keepAlive(): Promise<void> {
    const jobs = [...this.#running.values()];
    if (jobs.length > 0) await this.#boss.touch(this.#name, jobs).catch(this.#options.onError);
  }

  #idle(ms: number): Promise<void> {
    if (this.#woken || this.#stopping) {
      this.#woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      // Cleared however the wait ends, so a later wake is kept for the next wait rather than lost.
      const done = () => {
        clearTimeout(timer);
        this.#wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#wakeUp = done;
    });
  }
}
