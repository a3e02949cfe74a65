import type { FastifyBaseLogger } from 'fastify';
import { beginsOwnRuns, browserNodes, unknownNodes } from '../../../src/domain/workflow/node-catalogue/catalogue';
import type { RunTrigger } from '../../../src/domain/workflow/run-trigger';
import { setupProblems } from '../../../src/domain/workflow/node-catalogue/setup-check';
import { workflowFromItems, type SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { serverRunMessages, type RunWaiting } from '../../../src/domain/workflow/server-runs';
import { limitMessages, utcDayOf } from '../../../src/domain/plans/limits';
import { allowanceOf, type Allowance } from '../../plans/allowance';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import type { WorkflowRunRow } from '../answers';
import { engineWorkflowOf, type EngineNode } from '../engine/workflow';
import { isBotNode } from '../../../src/domain/bots/bot-node-inputs';
import { credentialUsesOfNode } from '../../../src/domain/workflow/credential-uses';
import type { OwnedCredentials } from '../credentials-port';
import type { RunnableSequence, SequencesForRuns } from '../runnable-sequences-port';
import * as serverRuns from './run-queue-repository';
import type { WrittenWithRun } from './run-queue-repository';
import { botBrowserNodes, botSetupProblems } from './bot-setup-check';
import type { RunQueue } from './run-queue';
import { waitingFrom } from './run-waiting';

/**
 * Queues a run of the sequence's saved workflow (D44), for Run and for a schedule alike: refused
 * with a 422, naming the nodes one by one, when nothing is saved, when the node catalogue does not
 * know a node (D65), when nodes need a browser (D45), or when nodes are not set up (D66: a
 * required input empty, a value its kind cannot read, a credential their owner does not have).
 * Past the plan's run files kept it is a 402, past its runs a day a 429 (D85).
 */
export async function startRunOf(db: Db, queue: RunQueue, credentials: OwnedCredentials, sequence: RunnableSequence, executedBy: string, trigger: RunTrigger = { kind: 'run' }): Promise<QueuedRun> {
  const saved = workflowFromItems(sequence.items);
  if (!saved) throw new HttpError(422, serverRunMessages.noWorkflow);
  // D135: a workflow that only a webhook starts has nothing for a Run from Start to run.
  if (!saved.nodes.some((node) => node.data.type === 'start') && saved.nodes.some((node) => beginsOwnRuns(node.data))) throw new HttpError(422, serverRunMessages.startsByWebhook);
  return queueRun(db, queue, credentials, { userId: sequence.userId, sequenceId: sequence.id, workflowName: sequence.title, executedBy, workflow: saved, version: sequence.version, trigger });
}

/** A run to queue: its row's fields, the workflow it runs, and the ids of the nodes it will not run (a re-run's reused ones, D87). */
export type RunToQueue = Omit<serverRuns.NewServerRun, 'workflow'> & {
  workflow: SavedWorkflow;
  /** Nodes carried over or left out (a re-run's reused nodes, every node but the one of a node run): not checked, as they will not run. */
  notRun?: ReadonlySet<string>;
};

/** A run just queued, and why it waits and its place as it was queued (a node run's: null). */
export interface QueuedRun {
  row: WorkflowRunRow;
  waiting: RunWaiting | null;
}

/** What a caller that already knows them hands the queueing (a webhook's delivery, D135). */
export interface QueueingWith {
  /** The owner's allowance, read once for the delivery's rate limit and the run's. */
  allowance?: Allowance;
  /** A write committed in the statement that queues the run, or not at all (the delivery that started it). */
  writtenWith?: WrittenWithRun;
  /** Whether the answer says where the run waits (true; a webhook's 202 does not, D136). */
  standing?: boolean;
  /**
   * Given, the run is answered once it is committed, without waiting for its job to reach pg-boss
   * (some 7 ms of a webhook's answer under load, D136); told when the job could not be sent, which
   * leaves the run queued for a worker's housekeeping to send again (queuedRunsWithoutJob).
   */
  onJobNotSent?: (error: unknown) => void;
}

/**
 * Checks the nodes a run will run and queues it (Run, a schedule, a re-run and Run this node alike):
 * the refusals of `startRunOf` above, the plan's limits, then the queue.
 */
export async function queueRun(db: Db, queue: RunQueue, credentials: OwnedCredentials, { notRun, ...run }: RunToQueue, { allowance: known, writtenWith, standing = true, onJobNotSent }: QueueingWith = {}): Promise<QueuedRun> {
  const nodes = engineWorkflowOf(run.workflow).nodes.filter((node) => !notRun?.has(node.id));
  const unknown = unknownNodes(nodes);
  if (unknown.length > 0) throw new HttpError(422, serverRunMessages.unknownNodes(unknown.map((node) => `${node.label} (${node.type})`)));
  // D68: a run that needs a browser waits for a process with one; with none anywhere, it is refused.
  const needBrowser = [...browserNodes(nodes), ...(await botBrowserNodes(db, run.userId, nodes))];
  if (needBrowser.length > 0 && !(await queue.hasBrowser())) throw new HttpError(422, serverRunMessages.needsBrowser(needBrowser.map((node) => node.label)));
  // A workflow whose nodes name no credential and run no bot has nothing to check against them: one read fewer (D110).
  const owned = nodes.some(namesCredentials) ? await credentials(db, run.userId) : [];
  // D66: the bot nodes' bots' inputs too (the bots feature's check).
  const problems = [...setupProblems(nodes, owned), ...(await botSetupProblems(db, run.userId, nodes, owned))];
  if (problems.length > 0) throw new HttpError(422, serverRunMessages.notSetUp(problems));
  // The plan's run files kept and runs a day (D85); its runs at once are the queue's tier.
  // The files and the day are counted under the user's lock, in the statement that queues the run (D118).
  const allowance = known ?? (await allowanceOf(db, run.userId));
  const day = utcDayOf(new Date());
  const queued = await serverRuns.insertQueuedRunWithinLimits(db, run, { since: day.start, perDay: allowance.limits.runs_per_day, filesBytes: allowance.limits.run_files_bytes }, { writtenWith, standing });
  if ('refused' in queued) {
    if (queued.refused === 'runFiles') throw new HttpError(402, limitMessages.runFiles(allowance.planId, allowance.planName, queued.bytes));
    const retryAfter = String(Math.max(1, Math.ceil((day.end.getTime() - Date.now()) / 1000)));
    throw new HttpError(429, limitMessages.runsPerDay(allowance.planId, allowance.planName), { 'Retry-After': retryAfter });
  }
  const { row } = queued;
  const sending = queue.enqueue(row.id, run.userId, { needsBrowser: needBrowser.length > 0, planId: allowance.planId });
  if (onJobNotSent) {
    // Answered before its job is in pg-boss (D135): a run whose job did not get there is sent again by a worker's housekeeping.
    sending.catch(onJobNotSent);
    return { row, waiting: null };
  }
  try {
    await sending;
  } catch (error) {
    await serverRuns.finishQueuedRunAsFailed(db, row.id, 'The run could not be queued');
    throw error;
  }
  // Why it waits and its place (D89), from what the checks above already read (D110).
  const waiting = row.kind === 'server' && standing ? await waitingFrom(queued.standing, allowance.limits.runs_at_once, () => needBrowser.length > 0) : null;
  return { row, waiting };
}

/** Whether the node (enabled) names a credential or runs a bot, whose setup may name some: the check before a run reads its owner's credentials only then. */
const namesCredentials = (node: EngineNode) => node.properties.isEnabled !== false && (isBotNode(node) || credentialUsesOfNode(node).length > 0);

/**
 * What a schedule that came due does (D63): a run of the sequence, unless it was turned off or
 * deleted meanwhile. It begins at Start and goes through the Schedule node, as it always has; the run
 * records the Schedule node that fired (D135; a schedule set before it was recorded names none).
 */
export async function startScheduledRun(
  db: Db,
  queue: RunQueue,
  ports: { sequences: SequencesForRuns; credentials: OwnedCredentials },
  sequenceId: string,
  log: FastifyBaseLogger,
  nodeId?: string,
): Promise<void> {
  const sequence = await ports.sequences.find(db, sequenceId, null);
  if (!sequence?.active) return;
  try {
    const { row } = await startRunOf(db, queue, ports.credentials, sequence, `${sequence.ownerName} (schedule)`, { kind: 'schedule', ...(nodeId === undefined ? {} : { nodeId }) });
    log.info({ sequenceId, runId: row.id }, 'a schedule started a run');
  } catch (error) {
    log.warn({ err: error, sequenceId }, 'a schedule could not start its run');
  }
}
