import { addEdge, applyEdgeChanges, applyNodeChanges, type Connection, type EdgeChange, type NodeChange } from '@xyflow/react';
import type { EditorEdge, EditorNode } from './types';

/** Spec 02 §9: edges the user draws are animated and blue. */
export const USER_EDGE_STROKE = '#3b82f6';

/**
 * Whether a batch of node changes edits the workflow (and so deserves an undo step). A drag sends a
 * position change per frame with `dragging: true` and one final one with `dragging: false`; only
 * that last one counts, so history never grows per frame. Selection and measuring are not edits.
 */
export function nodeChangesEditWorkflow(changes: readonly NodeChange<EditorNode>[]): boolean {
  return changes.some(
    (change) =>
      change.type === 'add' || change.type === 'remove' || change.type === 'replace' || (change.type === 'position' && change.dragging !== true),
  );
}

export function edgeChangesEditWorkflow(changes: readonly EdgeChange<EditorEdge>[]): boolean {
  return changes.some((change) => change.type === 'add' || change.type === 'remove' || change.type === 'replace');
}

/** Changes that may alter which nodes are selected, or replace a selected node's object. */
export function nodeChangesTouchSelection(changes: readonly NodeChange<EditorNode>[]): boolean {
  return changes.some((change) => change.type === 'select' || change.type === 'add' || change.type === 'remove' || change.type === 'replace');
}

export function applyNodeChangeList(changes: NodeChange<EditorNode>[], nodes: EditorNode[]): EditorNode[] {
  return applyNodeChanges(changes, nodes);
}

export function applyEdgeChangeList(changes: EdgeChange<EditorEdge>[], edges: EditorEdge[]): EditorEdge[] {
  return applyEdgeChanges(changes, edges);
}

/** A new connection; the same array comes back when that connection already exists. */
export function connectEdge(connection: Connection, edges: EditorEdge[]): EditorEdge[] {
  return addEdge({ ...connection, animated: true, style: { stroke: USER_EDGE_STROKE } }, edges);
}
