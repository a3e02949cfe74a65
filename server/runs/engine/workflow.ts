import { kindOfNode } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { clampToBounds, loadedNumber, propertyBounds } from '../../../src/domain/workflow/node-properties';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';

/** A node as the engine runs it: its saved type, label and properties (D45). */
export interface EngineNode {
  id: string;
  type: string;
  label: string;
  properties: Record<string, unknown>;
  position: { x: number; y: number };
}

export interface EngineEdge {
  source: string;
  target: string;
  /** The output handle it leaves by (a decision's 'right' or 'bottom'); none on a node with one output. */
  sourceHandle?: string | null;
}

export interface EngineWorkflow {
  nodes: EngineNode[];
  edges: EngineEdge[];
}

/**
 * The node's timeout and retries within the spec's bounds (02 §5), 30 s and 3 retries when nothing
 * is stored. A stored 0 retries means none: the panel lets a user choose 0, and the run does as chosen.
 */
export function nodeLimits(node: EngineNode): { timeoutMs: number; attempts: number } {
  return {
    timeoutMs: loadedNumber(node.properties.timeout, propertyBounds.timeout) * 1000,
    attempts: 1 + clampToBounds(node.properties.retryCount, propertyBounds.retryCount),
  };
}

export const isDisabled = (node: EngineNode) => node.properties.isEnabled === false;
export const runsChildrenInParallel = (node: EngineNode) => node.properties.executionMode === 'parallel';

/**
 * Where a run begins and ends, from the node's kind in the catalogue rather than its name: a kind
 * without an input handle (Start) begins a run; one without an output handle (End) ends its path,
 * and what it outputs is the run's output. A Webhook has no input either, but it begins only the runs
 * its requests start (at itself, `RunBeginning.startAt`), never a Run from Start (D135).
 */
export const beginsRun = (node: EngineNode) => {
  const kind = kindOfNode(node);
  return kind?.handles === 'output-only' && kind.trigger !== 'webhook';
};
export const endsPath = (node: EngineNode) => kindOfNode(node)?.handles === 'input-only';

/** Canvas order: top to bottom, then left to right (D15), as the simulation visits children. */
export const byCanvasPosition = (a: EngineNode, b: EngineNode) => a.position.y - b.position.y || a.position.x - b.position.x;

/** The designer's saved workflow (D14) as the engine runs it. */
export function engineWorkflowOf(saved: SavedWorkflow): EngineWorkflow {
  return {
    nodes: saved.nodes.map((node) => ({ id: node.id, type: node.data.type, label: node.data.label, properties: node.data.properties, position: { x: node.position.x, y: node.position.y } })),
    edges: saved.edges.map((edge) => ({ source: edge.source, target: edge.target, sourceHandle: edge.sourceHandle ?? null })),
  };
}
