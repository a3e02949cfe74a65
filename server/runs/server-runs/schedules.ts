import { scheduleMessages } from '../../../src/domain/sequences/sequences';
import { workflowFromItems } from '../../../src/domain/workflow/saved-workflow';
import { HttpError } from '../../plugins/errors';
import type { RunQueue } from './run-queue';
import { scheduledNodesOf } from './sequence-schedules';

/** A sequence as its schedules see it: the saved items and "Workflow Active". */
export interface ScheduledSequence {
  id: string;
  active: boolean;
  items: unknown[];
}

/**
 * The schedules a sequence's workflow declares (D63), kept on the runs side, where they start runs;
 * the sequences feature is handed this when a sequence is saved, switched or deleted.
 */
export function sequenceSchedules(queue: RunQueue) {
  return {
    /** Refuses (422, naming the first) schedule nodes whose cron pg-boss cannot read. */
    async check(items: unknown[]): Promise<void> {
      for (const node of scheduledNodesOf(workflowFromItems(items))) {
        if (!(await queue.isValidCron(node.cron))) throw new HttpError(422, scheduleMessages.invalidCron(node.label, node.cron));
      }
    },
    /** The sequence's pg-boss schedules become those of its saved workflow while it is active, and none while it is not. */
    follow(sequence: ScheduledSequence): Promise<void> {
      return queue.replaceSchedules(sequence.id, sequence.active ? scheduledNodesOf(workflowFromItems(sequence.items)) : []);
    },
  };
}
