import type { JobInsert, PgBoss } from 'pg-boss';
import { BatchedWrites } from './batched-writes';
import { jobSendLingerMs } from './run-queue-settings';

/**
 * Each run queue's jobs on their way to pg-boss, sent together (D110): what is sent while an
 * insert is under way goes in the next one, in order, and each insert is in run order (D118).
 */
export class RunJobSender {
  readonly #boss: () => Promise<PgBoss>;
  readonly #batches = new Map<string, BatchedWrites<JobInsert>>();

  /** `boss`: pg-boss once started (the queue starts it on first use). */
  constructor(boss: () => Promise<PgBoss>) {
    this.#boss = boss;
  }

  /** Settles once the job is in the queue `name`. */
  send(name: string, job: JobInsert): Promise<void> {
    let batch = this.#batches.get(name);
    if (!batch) {
      batch = new BatchedWrites<JobInsert>((jobs) => this.#insert(name, jobs), { lingerMs: jobSendLingerMs });
      this.#batches.set(name, batch);
    }
    return batch.write(job);
  }

  async #insert(name: string, jobs: JobInsert[]): Promise<void> {
    const boss = await this.#boss();
    // pg-boss offers the jobs of one insert (one created_on) in the order they were inserted: in run
    // order, which their ids keep, rather than the order this process read the POSTs' answers in.
    await boss.insert(name, [...jobs].sort((a, b) => (a.id! < b.id! ? -1 : a.id! > b.id! ? 1 : 0)));
  }
}
