import type { XYPosition } from '@xyflow/react';
import type { EditorEdge, EditorNode, Graph } from './types';

/** Draft nodes and edges on the canvas carry this before their ids, so they never meet the workflow's. */
export const DRAFT_ID_PREFIX = 'draft:';

export const isDraftElementId = (id: string) => id.startsWith(DRAFT_ID_PREFIX);

/**
 * Accepting a draft (issue 32): the draft's nodes and edges, already given fresh ids
 * (draft-overlay.ts), join the workflow; the one node to open (the first that needs setting up)
 * comes selected and becomes the only selection, which opens the properties panel.
 */
export function withDraftAdded(graph: Graph, draft: Graph): Graph {
  const opens = draft.nodes.some((node) => node.selected);
  const nodes = opens ? graph.nodes.map((node) => (node.selected ? { ...node, selected: false } : node)) : graph.nodes;
  const edges = graph.edges.map((edge) => (edge.selected ? { ...edge, selected: false } : edge));
  return { nodes: [...nodes, ...draft.nodes], edges: [...edges, ...draft.edges] };
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

/** Where Tidy up starts the first rank: the workflow's own top-left corner, so it stays where the user looks. */
export function layoutOrigin(nodes: ReadonlyArray<{ position: XYPosition }>): XYPosition {
  if (nodes.length === 0) return { x: 0, y: 0 };
  return { x: Math.min(...nodes.map((node) => node.position.x)), y: Math.min(...nodes.map((node) => node.position.y)) };
}
