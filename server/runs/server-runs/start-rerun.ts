import { workflowFromItems, savedWorkflowSchema, type SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { kindOfNode } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { actsOnOutside } from '../../../src/domain/workflow/node-catalogue/outside-effects';
import { nodeName, nodesActingAgain, reachedNodes, removedSinceRun, rerunMessages, reusedBranches, stepsToReuse, type RerunPreview, type RerunRequest } from '../../../src/domain/workflow/rerun';
import { isFinishedRun, serverRunMessages } from '../../../src/domain/workflow/server-runs';
import { sequenceMessages } from '../../../src/domain/sequences/sequences';
import type { Db } from '../../db/database';
import type { RunStartAt } from '../../db/schema/runs';
import { HttpError } from '../../plugins/errors';
import type { StepRow, WorkflowRunRow } from '../answers';
import type { OwnedCredentials } from '../credentials-port';
import type { RunnableSequence, SequencesForRuns } from '../runnable-sequences-port';
import type { RunQueue } from './run-queue';
import { queueRun, type RunToQueue } from './start-run';
import { triggerStartOf } from './trigger-start';

/** Re-run and Run this node (D69, D87): what is run again, what is carried over, and the refusals. */

interface Ports {
  queue: RunQueue;
  sequences: SequencesForRuns;
  credentials: OwnedCredentials;
}

const isCut = (value: unknown) => typeof value === 'object' && value !== null && (value as { truncated?: unknown }).truncated === true && 'preview' in value;

/**
 * Queues a re-run of a finished run: the same workflow (the run's snapshot) or the sequence's latest
 * saved one, from Start, or from a node the run reached carrying over the steps before it (marked
 * reused; a failed or cancelled run only). The latest is refused (422) when it lost a node the
 * re-run needs, naming each one.
 */
export async function rerun(db: Db, ports: Ports, run: WorkflowRunRow, steps: readonly StepRow[], request: RerunRequest, executedBy: string): Promise<WorkflowRunRow> {
  return (await queueRun(db, ports.queue, ports.credentials, await planRerun(db, ports.sequences, run, steps, request, executedBy))).row;
}

/**
 * What a re-run would do, before it starts (D87): the nodes it carries over and those that will
 * act on the outside world again, or the same refusal the re-run itself would meet.
 */
export async function previewRerun(db: Db, sequences: SequencesForRuns, run: WorkflowRunRow, steps: readonly StepRow[], request: RerunRequest): Promise<RerunPreview> {
  const plan = await planRerun(db, sequences, run, steps, request, '');
  const named = (node: { id: string; data: { label: string } }) => ({ id: node.id, label: node.data.label });
  const reused = new Set(plan.reused?.filter((step) => step.parentStepId === null).map((step) => step.nodeId) ?? []);
  const acting =
    plan.kind === 'node'
      ? plan.workflow.nodes.filter((node) => !plan.notRun?.has(node.id) && actsOnOutside({ type: node.data.type, properties: node.data.properties }))
      : nodesActingAgain(plan.workflow, [...reused], triggerStartOf(run.startAt)?.nodeId);
  return { reusedNodes: plan.workflow.nodes.filter((node) => reused.has(node.id)).map(named), actingNodes: acting.map(named) };
}

async function planRerun(db: Db, sequences: SequencesForRuns, run: WorkflowRunRow, steps: readonly StepRow[], request: RerunRequest, executedBy: string): Promise<RunToQueue> {
  if (run.kind === 'test') throw new HttpError(409, rerunMessages.onlyServerRuns);
  if (!isFinishedRun(run.status)) throw new HttpError(409, rerunMessages.notFinished);
  const parsed = savedWorkflowSchema.safeParse(run.workflow);
  if (!parsed.success) throw new HttpError(422, rerunMessages.unreadableWorkflow);
  const ran = parsed.data;
  const newest = request.version === 'latest' ? await latestOf(db, sequences, run) : null;
  const latest = newest?.workflow ?? null;
  const workflow = latest ?? ran;
  // The version it runs (D69): the run's own, or the latest saved.
  const base = { userId: run.userId, sequenceId: run.sequenceId, workflowName: run.workflowName, executedBy, rerunOf: run.id, version: newest ? newest.version : run.version, trigger: { kind: 'rerun' } as const };
  // A run a trigger began at its node (a webhook's request, D135) is re-run from there, with the same input.
  const root = triggerStartOf(run.startAt);
  if (root && latest && !latest.nodes.some((each) => each.id === root.nodeId)) {
    const node = ran.nodes.find((each) => each.id === root.nodeId);
    throw new HttpError(422, rerunMessages.changedSinceRun([node ? nodeName({ id: node.id, label: node.data.label }) : root.nodeId]));
  }

  // A node run is run again as it was: the same node, the same input.
  if (run.kind === 'node') {
    const startAt = run.startAt;
    if (!startAt || !('alone' in startAt)) throw new HttpError(422, rerunMessages.unreadableWorkflow);
    if (request.fromNodeId !== undefined && request.fromNodeId !== startAt.nodeId) throw new HttpError(422, rerunMessages.nodeRunFromNode);
    const node = ran.nodes.find((each) => each.id === startAt.nodeId);
    if (latest && !latest.nodes.some((each) => each.id === startAt.nodeId)) throw new HttpError(422, rerunMessages.changedSinceRun([node ? nodeName({ id: node.id, label: node.data.label }) : startAt.nodeId]));
    return { ...base, kind: 'node', workflow, startAt, notRun: othersThan(workflow, startAt.nodeId) };
  }

  if (request.fromNodeId === undefined) return { ...base, workflow, ...(root ? { startAt: root } : {}) };

  if (run.status === 'completed') throw new HttpError(409, rerunMessages.fromNodeNeedsFailure);
  const fromNodeId = request.fromNodeId;
  // Only the run's own steps stand for its nodes: a bot's sub-run steps name the bot's nodes (D89).
  const own = steps.filter((step) => step.parentStepId === null);
  const from = reachedNodes(ran, own).find((node) => node.id === fromNodeId);
  if (!from) {
    const named = ran.nodes.find((node) => node.id === fromNodeId);
    throw new HttpError(422, rerunMessages.notReached(named ? nodeName({ id: named.id, label: named.data.label }) : fromNodeId));
  }
  let reused = stepsToReuse(ran, own, fromNodeId);
  if (latest) {
    const removed = removedSinceRun(ran, latest, fromNodeId, reused.map((step) => step.nodeId));
    if (removed.length > 0) throw new HttpError(422, rerunMessages.changedSinceRun(removed));
  }
  const { branches, dropped } = reusedBranches(workflow, reused.map((step) => step.nodeId), fromNodeId, (node) => kindOfNode({ type: node.data.type, properties: node.data.properties })?.behaviour === 'decision');
  reused = reused.filter((step) => !dropped.includes(step.nodeId));
  const cut = reused.find((step) => isCut(step.output));
  if (cut) throw new HttpError(422, rerunMessages.outputCut(nodeName({ id: cut.nodeId, label: cut.label })));
  const startAt: RunStartAt = { nodeId: fromNodeId, branches, ...(root ? { root } : {}) };
  return { ...base, workflow, startAt, reused: withSubRuns(steps, reused), notRun: new Set(reused.map((step) => step.nodeId)) };
}

/** The reused steps with the sub-run steps under them (a reused bot node's), in the run's order. */
function withSubRuns(steps: readonly StepRow[], reused: readonly StepRow[]): StepRow[] {
  const kept = new Set(reused.map((step) => step.id));
  return steps.filter((step) => {
    if (kept.has(step.id)) return true;
    if (step.parentStepId === null || !kept.has(step.parentStepId)) return false;
    kept.add(step.id);
    return true;
  });
}

/** Run this node (D87): the sequence's saved workflow, only that node, with the input the user chose. */
export async function runOneNode(db: Db, ports: Ports, sequence: RunnableSequence, nodeId: string, input: unknown, executedBy: string): Promise<WorkflowRunRow> {
  const saved = workflowFromItems(sequence.items);
  if (!saved) throw new HttpError(422, serverRunMessages.noWorkflow);
  if (!saved.nodes.some((node) => node.id === nodeId)) throw new HttpError(404, rerunMessages.nodeNotFound);
  const { row } = await queueRun(db, ports.queue, ports.credentials, {
    userId: sequence.userId,
    sequenceId: sequence.id,
    workflowName: sequence.title,
    version: sequence.version,
    executedBy,
    kind: 'node',
    workflow: saved,
    startAt: { nodeId, input, alone: true },
    notRun: othersThan(saved, nodeId),
    trigger: { kind: 'node', nodeId },
  });
  return row;
}

const othersThan = (workflow: SavedWorkflow, nodeId: string) => new Set(workflow.nodes.filter((node) => node.id !== nodeId).map((node) => node.id));

/** The sequence's saved workflow and its version number, for a re-run on the latest. */
async function latestOf(db: Db, sequences: SequencesForRuns, run: WorkflowRunRow): Promise<{ workflow: SavedWorkflow; version: number | null }> {
  const sequence = run.sequenceId ? await sequences.find(db, run.sequenceId, run.userId) : undefined;
  if (!sequence) throw new HttpError(404, sequenceMessages.notFound);
  const saved = workflowFromItems(sequence.items);
  if (!saved) throw new HttpError(422, serverRunMessages.noWorkflow);
  return { workflow: saved, version: sequence.version };
}
