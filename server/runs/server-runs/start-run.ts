import type { FastifyBaseLogger } from 'fastify';
import { browserNodes, kindOfNode, unknownNodes } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { workflowFromItems } from '../../../src/domain/workflow/saved-workflow';
import { serverRunMessages } from '../../../src/domain/workflow/server-runs';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import type { WorkflowRunRow } from '../answers';
import { engineWorkflowOf } from '../engine/workflow';
import type { RunnableSequence, SequencesForRuns } from '../sequences-port';
import * as serverRuns from './repository';
import { refuseBotNodesWithoutSetup } from './bot-setup-check';
import type { RunQueue } from './run-queue';

/**
 * Queues a run of the sequence's saved workflow (D44), for Run and for a schedule alike: refused
 * with a 422, naming the nodes one by one, when nothing is saved, when the node catalogue does not
 * know a node (D65), when nodes need a browser (D45), or when they are library scripts, whose
 * runtime Botflow does not have yet.
 */
export async function startRunOf(db: Db, queue: RunQueue, sequence: RunnableSequence, executedBy: string): Promise<WorkflowRunRow> {
  const saved = workflowFromItems(sequence.items);
  if (!saved) throw new HttpError(422, serverRunMessages.noWorkflow);
  const { nodes } = engineWorkflowOf(saved);
  const unknown = unknownNodes(nodes);
  if (unknown.length > 0) throw new HttpError(422, serverRunMessages.unknownNodes(unknown.map((node) => `${node.label} (${node.type})`)));
  const needBrowser = browserNodes(nodes);
  if (needBrowser.length > 0) throw new HttpError(422, serverRunMessages.needsBrowser(needBrowser.map((node) => node.label)));
  const needRuntime = nodes.filter((node) => kindOfNode(node)?.behaviour === 'libraryScript');
  if (needRuntime.length > 0) throw new HttpError(422, serverRunMessages.needsScriptRuntime(needRuntime.map((node) => node.label)));
  // D66: the bot nodes' required inputs (the bots feature's check).
  await refuseBotNodesWithoutSetup(db, sequence.userId, nodes);
  const row = await serverRuns.insertQueuedRun(db, { userId: sequence.userId, sequenceId: sequence.id, workflowName: sequence.title, executedBy, workflow: saved });
  try {
    await queue.enqueue(row.id, sequence.userId);
  } catch (error) {
    await serverRuns.finishQueuedRunAsFailed(db, row.id, 'The run could not be queued');
    throw error;
  }
  return row;
}

/** What a schedule that came due does (D63): a run of the sequence, unless it was turned off or deleted meanwhile. */
export async function startScheduledRun(db: Db, queue: RunQueue, sequences: SequencesForRuns, sequenceId: string, log: FastifyBaseLogger): Promise<void> {
  const sequence = await sequences.find(db, sequenceId, null);
  if (!sequence?.active) return;
  try {
    const row = await startRunOf(db, queue, sequence, `${sequence.ownerName} (schedule)`);
    log.info({ sequenceId, runId: row.id }, 'a schedule started a run');
  } catch (error) {
    log.warn({ err: error, sequenceId }, 'a schedule could not start its run');
  }
}
