import dagre from '@dagrejs/dagre';
import type { SavedWorkflow } from './saved-workflow';

/**
 * Layered layout (D90): left to right as the canvas's handles run (inputs on the left,
 * outputs on the right), one rank per step from the start. Used for Flo's drafts and for Tidy up;
 * dagre is synchronous and small, so the designer loads it only when one of them is asked for.
 */
export interface LayoutBox {
  width: number;
  height: number;
}

/** A node as drawn (src/views/designer/nodes/declared-boxes.ts); measured sizes win when given. */
export const defaultLayoutBox: LayoutBox = { width: 190, height: 48 };

const rankGap = 80;
const nodeGap = 40;

export interface LaidOutNode {
  id: string;
  position: { x: number; y: number };
}

/**
 * Top-left positions for every node, the first rank at `origin`. Nodes that no edge reaches keep
 * their own rank 0 and are stacked below, so nothing is placed on top of anything else.
 */
export function layoutPositions(
  nodes: ReadonlyArray<{ id: string; measured?: { width?: number; height?: number } | undefined }>,
  edges: ReadonlyArray<{ source: string; target: string }>,
  origin: { x: number; y: number } = { x: 0, y: 0 },
): LaidOutNode[] {
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'LR', ranksep: rankGap, nodesep: nodeGap, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  const boxes = new Map<string, LayoutBox>();
  for (const node of nodes) {
    const box = { width: node.measured?.width ?? defaultLayoutBox.width, height: node.measured?.height ?? defaultLayoutBox.height };
    boxes.set(node.id, box);
    graph.setNode(node.id, { ...box });
  }
  edges.forEach((edge, index) => {
    if (boxes.has(edge.source) && boxes.has(edge.target) && edge.source !== edge.target) graph.setEdge(edge.source, edge.target, {}, `e${index}`);
  });
  dagre.layout(graph);
  return nodes.map((node) => {
    const placed = graph.node(node.id);
    const box = boxes.get(node.id)!;
    return { id: node.id, position: { x: Math.round(origin.x + placed.x - box.width / 2), y: Math.round(origin.y + placed.y - box.height / 2) } };
  });
}

/** The workflow with every node moved to its laid-out place; nothing else changes. */
export function laidOutWorkflow(workflow: SavedWorkflow, origin?: { x: number; y: number }): SavedWorkflow {
  const positions = new Map(layoutPositions(workflow.nodes, workflow.edges, origin).map((node) => [node.id, node.position]));
  return { ...workflow, nodes: workflow.nodes.map((node) => ({ ...node, position: { ...node.position, ...positions.get(node.id)! } })) };
}
