import { z } from 'zod';
import { actsOnOutside } from './node-catalogue/outside-effects';
import type { SavedWorkflow, WorkflowNode } from './saved-workflow';

/**
 * Re-run and Run this node (D69, D87): the requests, the refusals' words, and the rules both the
 * server and the run panel follow: which steps a re-run from a node carries over, what the latest
 * saved workflow must still have, and which nodes will act on the outside world again.
 */

export const rerunVersions = ['run', 'latest'] as const;
export type RerunVersion = (typeof rerunVersions)[number];

export const rerunRequestSchema = z.object({
  /** Absent: the whole workflow again, from Start. */
  fromNodeId: z.string().min(1).optional(),
  version: z.enum(rerunVersions, { error: "version must be 'run' or 'latest'" }),
});
export type RerunRequest = z.infer<typeof rerunRequestSchema>;

/**
 * Any JSON value, read exactly as `z.json()` reads it, but recursing into itself by name: the API
 * document (D125) then shows it as one component, where z.json()'s inner recursion had no name and
 * left a dangling `$ref`.
 */
const nodeInputSchema: z.ZodType<z.core.util.JSONType> = z
  .lazy(() => z.union([z.string({ error: 'input must be a JSON value' }), z.number(), z.boolean(), z.null(), z.array(nodeInputSchema), z.record(z.string(), nodeInputSchema)]))
  .meta({ id: 'JsonValue', description: 'Any JSON value.' });

export const nodeRunRequestSchema = z.object({
  /** The node's input: any JSON value. */
  input: nodeInputSchema,
});
export type NodeRunRequest = z.infer<typeof nodeRunRequestSchema>;

/** What a re-run would do, asked before it starts (D87): the nodes carried over, and those that will act on the outside world again. */
export const rerunPreviewSchema = z.object({
  reusedNodes: z.array(z.object({ id: z.string(), label: z.string() })),
  actingNodes: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type RerunPreview = z.infer<typeof rerunPreviewSchema>;

/** How a node is named in a refusal: its label and its id. */
export const nodeName = (node: { id: string; label: string }) => `${node.label} (${node.id})`;

export const rerunMessages = {
  notFinished: 'The run has not finished yet',
  fromNodeNeedsFailure: 'Re-run from here is for a failed or cancelled run',
  onlyServerRuns: 'Only a run on the server can be re-run',
  notReached: (name: string) => `The run never reached ${name}, so it cannot be re-run from there`,
  nodeRunFromNode: 'A run of one node is re-run as a whole',
  unreadableWorkflow: 'The workflow of this run could not be read',
  /** The latest saved workflow lost nodes a re-run from here needs. */
  changedSinceRun: (names: string[]) => `The latest saved workflow cannot re-run this run from here: ${names.map((name) => `${name} was removed since this run`).join('; ')}`,
  nodeNotFound: 'The node is not in the saved workflow',
  /** A stored output cut at its limit cannot be passed on as it was. */
  outputCut: (name: string) => `The output of ${name} was too large to keep, so the run cannot be re-run from after it`,
  invalidJson: 'The input is not valid JSON',
} as const;

/** What the rules read of a step: its node, how it ended, in the order steps started. */
export interface StepLike {
  nodeId: string;
  status: string;
  /** How the run went on past a failed step (D128), when it did. */
  handled?: string | null;
}

const labelOf = (node: WorkflowNode) => node.data.label;

/** The nodes of the workflow a run reached (had a step for), in the order they were first reached. */
export function reachedNodes(workflow: SavedWorkflow, steps: readonly StepLike[]): WorkflowNode[] {
  const byId = new Map(workflow.nodes.map((node) => [node.id, node]));
  const seen = new Set<string>();
  const reached: WorkflowNode[] = [];
  for (const step of steps) {
    const node = byId.get(step.nodeId);
    if (!node || seen.has(node.id)) continue;
    seen.add(node.id);
    reached.push(node);
  }
  return reached;
}

/** The node a failed or cancelled run stopped at: its last step that did not complete. */
export function failedNodeOf(workflow: SavedWorkflow, steps: readonly StepLike[]): WorkflowNode | undefined {
  const ids = new Set(workflow.nodes.map((node) => node.id));
  // A failure the run went on past (continue, an error path: D128) is not where it stopped.
  const last = [...steps].reverse().find((step) => ids.has(step.nodeId) && step.status === 'failed' && !step.handled);
  return last && workflow.nodes.find((node) => node.id === last.nodeId);
}

/**
 * The steps a re-run from `fromNodeId` carries over: those that started before the node's first
 * step and ended well (completed, or skipped as disabled), the last one of each node.
 */
export function stepsToReuse<S extends StepLike>(workflow: SavedWorkflow, steps: readonly S[], fromNodeId: string): S[] {
  const ids = new Set(workflow.nodes.map((node) => node.id));
  const first = steps.findIndex((step) => step.nodeId === fromNodeId);
  const before = first === -1 ? [] : steps.slice(0, first);
  const lastOf = new Map<string, S>();
  for (const step of before) if (ids.has(step.nodeId) && (step.status === 'completed' || step.status === 'skipped')) lastOf.set(step.nodeId, step);
  return before.filter((step) => lastOf.get(step.nodeId) === step);
}

/** The node and every node reachable from it along the workflow's edges. */
export function nodesFrom(workflow: SavedWorkflow, nodeId: string): WorkflowNode[] {
  const byId = new Map(workflow.nodes.map((node) => [node.id, node]));
  const found = new Set<string>();
  const queue = [nodeId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (found.has(id) || !byId.has(id)) continue;
    found.add(id);
    for (const edge of workflow.edges) if (edge.source === id) queue.push(edge.target);
  }
  return workflow.nodes.filter((node) => found.has(node.id));
}

/**
 * What the latest saved workflow lost that a re-run from `fromNodeId` needs (D69): the nodes from
 * there on and the reused ones must still exist with the same ids. Answers their names, in the run's words.
 */
export function removedSinceRun(ran: SavedWorkflow, latest: SavedWorkflow, fromNodeId: string, reusedIds: readonly string[]): string[] {
  const still = new Set(latest.nodes.map((node) => node.id));
  const needed = new Set([...nodesFrom(ran, fromNodeId).map((node) => node.id), ...reusedIds]);
  return ran.nodes.filter((node) => needed.has(node.id) && !still.has(node.id)).map((node) => nodeName({ id: node.id, label: labelOf(node) }));
}

/**
 * The branch each reused decision took, read from the workflow: the output leading to a node that is
 * reused or where the re-run starts. A decision whose branch cannot be told is not reused (it runs
 * again: a decision never acts on the outside world).
 */
export function reusedBranches(workflow: SavedWorkflow, reusedIds: readonly string[], fromNodeId: string, isDecision: (node: WorkflowNode) => boolean): { branches: Record<string, 'right' | 'bottom'>; dropped: string[] } {
  const reused = new Set(reusedIds);
  const branches: Record<string, 'right' | 'bottom'> = {};
  const dropped: string[] = [];
  for (const node of workflow.nodes) {
    if (!reused.has(node.id) || !isDecision(node)) continue;
    const taken = workflow.edges.find((edge) => edge.source === node.id && (reused.has(edge.target) || edge.target === fromNodeId) && (edge.sourceHandle === 'right' || edge.sourceHandle === 'bottom'));
    if (taken) branches[node.id] = taken.sourceHandle as 'right' | 'bottom';
    else dropped.push(node.id);
  }
  return { branches, dropped };
}

/**
 * The nodes a re-run will run that act on the outside world (api, email, browser, bots and scripts
 * that call out, as the node catalogue says): every node reachable from Start (or from the node a
 * trigger began the run at, `rootId`: a webhook's, D135) but those reused, or from the chosen node
 * on. Shown before a re-run starts, so nothing is sent twice unknowingly.
 */
export function nodesActingAgain(workflow: SavedWorkflow, reusedIds: readonly string[], rootId?: string): WorkflowNode[] {
  const reused = new Set(reusedIds);
  const starts = workflow.nodes.filter((node) => (rootId === undefined ? node.data.type === 'start' : node.id === rootId));
  const reachable = new Set(starts.flatMap((start) => nodesFrom(workflow, start.id).map((node) => node.id)));
  return workflow.nodes.filter((node) => reachable.has(node.id) && !reused.has(node.id) && actsOnOutside({ type: node.data.type, properties: node.data.properties }));
}
