import type { Db } from '../../db/database';
import type { StepUpdate } from '../engine/run-workflow';
import * as serverRuns from './step-repository';
import type { PendingStep } from './step-repository';

/**
 * How long a step's start or end may wait in memory before it is written (D98). Every read of a
 * running run (GET, the events stream that polls every 200 ms, another process) reads the database,
 * so a step shows within this of happening; the steps of a run that ends sooner are written in one
 * statement with the rest, instead of two statements a step.
 */
export const stepWriteDelayMs = 50;

/**
 * A run's steps on their way to the database: each update replaces the step's pending one, and the
 * pending steps are written together at most `delayMs` after the first of them, at once by `flush`,
 * or by `finish` in the statement that writes the run's outcome (so a finished run always has all its
 * steps). Writes go one after another, so a step's later state is never overwritten by an earlier
 * one. A step with a screenshot is written with it straight away (D68).
 */
export class StepWriter {
  readonly #db: Db;
  readonly #runId: string;
  readonly #delayMs: number;
  #pending = new Map<string, PendingStep>();
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(db: Db, runId: string, delayMs = stepWriteDelayMs) {
    this.#db = db;
    this.#runId = runId;
    this.#delayMs = delayMs;
  }

  async write(position: number, step: StepUpdate): Promise<void> {
    this.#pending.set(step.id, { position, step });
    if (step.screenshot !== null) return this.flush();
    this.#timer ??= setTimeout(() => {
      this.#timer = null;
      // What failed stays pending: the next write, at the latest the run's end, tries it again.
      this.#enqueue().catch(() => {});
    }, this.#delayMs);
  }

  /** Writes every pending step now; throws when that write fails. */
  async flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#enqueue();
  }

  /**
   * Writes every pending step in the statement `end` makes of them with the run's outcome (D101, D110),
   * after the writes before them; a step with a screenshot (never pending long) goes first on its own.
   */
  async finish(end: (steps: PendingStep[]) => Promise<void>): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#writing = this.#writing
      .catch(() => {})
      .then(async () => {
        if ([...this.#pending.values()].some(({ step }) => step.screenshot !== null)) await this.#writePending();
        const batch = this.#pending;
        this.#pending = new Map();
        try {
          await end([...batch.values()]);
        } catch (error) {
          this.#keepPending(batch);
          throw error;
        }
      });
    return this.#writing;
  }

  #keepPending(batch: Map<string, PendingStep>): void {
    // Written again with the next batch, unless a later state of the step came meanwhile.
    for (const [id, entry] of batch) if (!this.#pending.has(id)) this.#pending.set(id, entry);
  }

  #enqueue(): Promise<void> {
    this.#writing = this.#writing.catch(() => {}).then(() => this.#writePending());
    return this.#writing;
  }

  async #writePending(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    try {
      const withScreenshot = [...batch.values()].filter(({ step }) => step.screenshot !== null);
      const plain = [...batch.values()].filter(({ step }) => step.screenshot === null);
      if (plain.length > 0) await serverRuns.writeSteps(this.#db, this.#runId, plain);
      for (const { position, step } of withScreenshot) await serverRuns.writeStep(this.#db, this.#runId, position, step);
    } catch (error) {
      this.#keepPending(batch);
      throw error;
    }
  }
}
