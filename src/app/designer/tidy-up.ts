import type { XYPosition } from '@xyflow/react';
import { layoutPositions } from '../../domain/workflow/auto-layout';
import type { EditorNode, Graph } from '../../machines/designer/workflow-editor/types';

/** Where Tidy up starts the first rank: the workflow's own top-left corner, so it stays where the user looks. */
export function layoutOrigin(nodes: ReadonlyArray<{ position: XYPosition }>): XYPosition {
  if (nodes.length === 0) return { x: 0, y: 0 };
  return { x: Math.min(...nodes.map((node) => node.position.x)), y: Math.min(...nodes.map((node) => node.position.y)) };
}

/**
 * Tidy up (D95): the workflow laid out in layers, measured sizes where React Flow has them;
 * null when every node is already in place (no undo step then). Loaded on demand with dagre.
 */
export function tidied(graph: Graph): Graph | null {
  const nodes = withPositions(graph.nodes, layoutPositions(graph.nodes, graph.edges, layoutOrigin(graph.nodes)));
  return nodes ? { nodes, edges: graph.edges } : null;
}

/** Tidy up: the nodes at their laid-out places; null when none would move (no undo step then). */
export function withPositions(nodes: EditorNode[], positions: ReadonlyArray<{ id: string; position: XYPosition }>): EditorNode[] | null {
  const byId = new Map(positions.map((entry) => [entry.id, entry.position]));
  let moved = false;
  const next = nodes.map((node) => {
    const position = byId.get(node.id);
    if (!position || (position.x === node.position.x && position.y === node.position.y)) return node;
    moved = true;
    return { ...node, position: { x: position.x, y: position.y } };
  });
  return moved ? next : null;
}
