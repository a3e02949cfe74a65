import type { RunStep } from '../workflow/server-runs';
import type { ExplainFix } from './explain';

/**
 * Ask Flo why (D70, D92, D94), the client's rules: which steps can be explained, and how Flo's
 * offered fix becomes a change of one node on the canvas.
 */

/**
 * The steps that can be asked about: for each node of the run's own workflow, its last step, when
 * it failed (its earlier attempts are in that step's attempt count and logs, which Flo is given).
 * A step of a bot node's sub-run ran another workflow: its node is not on this canvas, so it is
 * explained through its bot node's step.
 */
export function explainableStepIds(steps: readonly Pick<RunStep, 'id' | 'nodeId' | 'status' | 'parentStepId'>[]): ReadonlySet<string> {
  const lastOfNode = new Map<string, (typeof steps)[number]>();
  for (const step of steps) if (step.parentStepId === null) lastOfNode.set(step.nodeId, step);
  return new Set([...lastOfNode.values()].filter((step) => step.status === 'failed').map((step) => step.id));
}

/** The node a fix changes, as the canvas holds it. */
export interface FixTarget {
  id: string;
  data: { label: string; properties: Readonly<Record<string, unknown>> };
}

export type FixOutcome = { ok: true; nodeId: string; properties: Record<string, unknown> } | { ok: false; reason: string };

/** Said when the node Flo would change is no longer on the canvas (deleted, or another workflow opened). */
export const fixNodeMissingText = 'The node this fix changes is no longer in the workflow.';

/**
 * The node's properties with Flo's fix applied (`properties[field] = value`, the others kept), or
 * why it cannot be applied. Applying the same fix again changes nothing and still succeeds.
 */
export function applyFix(nodes: readonly FixTarget[], fix: ExplainFix): FixOutcome {
  const node = nodes.find((each) => each.id === fix.nodeId);
  if (!node) return { ok: false, reason: fixNodeMissingText };
  return { ok: true, nodeId: node.id, properties: { ...node.data.properties, [fix.field]: fix.value } };
}

/** What the panel says once the fix is on the canvas: what changed, that Undo takes it back, and that a re-run needs it saved. */
export const fixAppliedText = (label: string) => `Applied: ${label}. Undo takes it back. Re-run from this node to try it: the workflow is saved first.`;
