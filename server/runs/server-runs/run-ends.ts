import type { Db } from '../../db/database';
import type { SequencesForRuns } from '../runnable-sequences-port';
import { BatchedWrites } from './batched-writes';
import * as serverRuns from './run-repository';
import type { FinalOutcome, RunEnd } from './run-repository';
import type { PendingStep } from './step-repository';

/** A run's end as its execution hands it over: with the sequence whose "Last Run At" it moves. */
export interface RunEnding {
  runId: string;
  sequenceId: string | null;
  outcome: FinalOutcome;
  nodesExecuted: number;
  steps: readonly PendingStep[];
}

/**
 * The ends of this process's runs (D110, D114): the runs that end together are ended in one statement
 * (`finishRuns`), with their steps not yet written and each sequence's "Last Run At" once, at the
 * latest of its runs' ends (two writes of one row in one statement would leave either). Each run's
 * end time is when it ended, not when the batch went.
 */
export class RunEnds {
  readonly #writes: BatchedWrites<RunEnd & { sequenceId: string | null }>;

  constructor(db: Db, sequences: Pick<SequencesForRuns, 'runRecord'>, onEnded?: (runIds: readonly string[]) => void) {
    this.#writes = new BatchedWrites(async (ends) => {
      const lastRuns = new Map<string, Date>();
      for (const { sequenceId, endTime } of ends) {
        if (sequenceId !== null && endTime > (lastRuns.get(sequenceId) ?? new Date(0))) lastRuns.set(sequenceId, endTime);
      }
      await serverRuns.finishRuns(db, ends, lastRuns.size > 0 ? [sequences.runRecord(lastRuns)] : []);
      onEnded?.(ends.map((end) => end.runId));
    });
  }

  /** Settles once the run's end is written. */
  end({ sequenceId, ...end }: RunEnding): Promise<void> {
    return this.#writes.write({ ...end, sequenceId, endTime: new Date() });
  }
}
