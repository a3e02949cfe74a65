import type { JobInsert } from 'pg-boss';

/**
 * A run queue's jobs on their way to pg-boss (issue 33): the jobs sent while no insert is under way
 * go in one insert at the next turn of the event loop, and those sent while one is under way go
 * together once it is done, so a burst of Runs costs one statement per batch rather than one a
 * run, and a single Run waits for nothing. Batches go one after another, each in the order its
 * jobs were sent, so a user's jobs reach the queue in the order their runs were queued (their ids
 * sort the same way, which is the order pg-boss hands out a group's jobs in). A failed insert fails
 * every send of its batch; each caller then ends its run as failed.
 */
export class JobOutbox {
  readonly #insert: (jobs: JobInsert[]) => Promise<void>;
  #waiting: Array<{ job: JobInsert; sent: () => void; failed: (error: unknown) => void }> = [];
  #busy = false;

  constructor(insert: (jobs: JobInsert[]) => Promise<void>) {
    this.#insert = insert;
  }

  /** Settles once the job is in the queue. */
  send(job: JobInsert): Promise<void> {
    return new Promise((sent, failed) => {
      this.#waiting.push({ job, sent, failed });
      if (!this.#busy) {
        this.#busy = true;
        setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    while (this.#waiting.length > 0) {
      const batch = this.#waiting;
      this.#waiting = [];
      try {
        await this.#insert(batch.map(({ job }) => job));
        for (const { sent } of batch) sent();
      } catch (error) {
        for (const { failed } of batch) failed(error);
      }
    }
    this.#busy = false;
  }
}
