import type { FailedRunSummary } from '../../src/domain/alerts/alert-texts';
import { workflowFromItems } from '../../src/domain/workflow/saved-workflow';
import type { Db } from '../db/database';
import type { OwnedCredentials } from '../runs/credentials-port';
import type { SequencesForRuns } from '../runs/runnable-sequences-port';
import type { RunQueue } from '../runs/server-runs/run-queue';
import { queueRun } from '../runs/server-runs/start-run';

export interface ErrorWorkflowPorts {
  db: Db;
  queue: RunQueue;
  sequences: SequencesForRuns;
  credentials: OwnedCredentials;
}

/**
 * Queues a run of the error workflow (D129) as a Run of it would be checked and limited, beginning at
 * its Start node with the failed run's summary as the Start node's output; its trigger names the
 * failed run, which also keeps its own failure from starting an error workflow (D147). A sequence
 * deleted since starts nothing; one that cannot run rejects with why.
 */
export async function startErrorWorkflow(ports: ErrorWorkflowPorts, userId: string, errorWorkflowId: string, summary: FailedRunSummary): Promise<void> {
  const sequence = await ports.sequences.find(ports.db, errorWorkflowId, userId);
  if (!sequence) return;
  const saved = workflowFromItems(sequence.items);
  const start = saved?.nodes.find((node) => node.data.type === 'start');
  if (!saved || !start) throw new Error(`The error workflow ${sequence.title} has no Start node`);
  await queueRun(ports.db, ports.queue, ports.credentials, {
    userId,
    sequenceId: sequence.id,
    workflowName: sequence.title,
    executedBy: `${sequence.ownerName} (error workflow)`,
    workflow: saved,
    version: sequence.version,
    trigger: { kind: 'error-workflow', failedRunId: summary.run.id },
    startAt: { nodeId: start.id, input: summary, trigger: 'error-workflow' },
  });
}
