import { errorHandleId, type OnFailure } from '../../../src/domain/workflow/node-properties';
import { NodeFailure } from './node-failure';
import type { EngineEdge, EngineNode } from './workflow';

/** How a run went on past a node that failed after its retries (D128): the step is marked with it. */
export type HandledAs = Exclude<OnFailure, 'stop'>;

/** A node's last failed attempt, as the run hands its error on (D141). */
export interface FailedAttempt {
  reason: string;
  attempts: number;
  stepId: string;
  /** Whether the step kept a screenshot of its tab (D68): the error then names the step to show it from. */
  screenshot: boolean;
}

/** What a failed attempt throws: its failure, with the step it was written as. */
export class AttemptFailure extends NodeFailure {
  constructor(
    message: string,
    options: { why?: string },
    readonly step: { id: string; screenshot: boolean },
  ) {
    super(message, options);
  }
}

/**
 * The error a handled failure hands on (D141), as the output a continue passes along the node's
 * edges and the input of its error path alike: a screenshot is named by its step, never carried.
 */
export function errorOf(node: EngineNode, failed: FailedAttempt) {
  return {
    error: {
      message: failed.reason,
      node: { id: node.id, label: node.label, type: node.type },
      attempts: failed.attempts,
      ...(failed.screenshot ? { screenshot: { stepId: failed.stepId } } : {}),
    },
  };
}

/**
 * The edges a run leaves a node by: after an error path was taken, those from the node's error
 * handle only; otherwise the others, of the branch a decision took when it took one. An error edge
 * is never followed on success, nor a normal one on an error path.
 */
export function edgesLeaving(edges: readonly EngineEdge[], nodeId: string, { branch, errorPath }: { branch: string | undefined; errorPath: boolean }): EngineEdge[] {
  return edges.filter((edge) => {
    if (edge.source !== nodeId) return false;
    const fromErrorHandle = edge.sourceHandle === errorHandleId;
    if (errorPath) return fromErrorHandle;
    return !fromErrorHandle && (branch === undefined || edge.sourceHandle === branch);
  });
}
