import type { EditorNode, Graph } from './types';

export function selectedNodesOf(nodes: readonly EditorNode[]): EditorNode[] {
  return nodes.filter((node) => node.selected);
}

/** The previous list when it holds the very same node objects, so subscribers see no change. */
export function keepIfSame(previous: EditorNode[], next: EditorNode[]): EditorNode[] {
  return previous.length === next.length && previous.every((node, index) => node === next[index]) ? previous : next;
}

/** Backspace/Delete (spec 02 §2): the selected nodes and edges go, and every edge on a removed node. */
export function deleteSelection(graph: Graph): Graph | null {
  const removedNodeIds = new Set(graph.nodes.filter((node) => node.selected).map((node) => node.id));
  const edges = graph.edges.filter((edge) => !edge.selected && !removedNodeIds.has(edge.source) && !removedNodeIds.has(edge.target));
  if (removedNodeIds.size === 0 && edges.length === graph.edges.length) return null;
  return { nodes: removedNodeIds.size === 0 ? graph.nodes : graph.nodes.filter((node) => !removedNodeIds.has(node.id)), edges };
}

/** Double-click selects (spec 02 §2): that node alone; null selects none (the properties panel's close). */
export function selectOnly(nodes: EditorNode[], id: string | null): EditorNode[] {
  return nodes.map((node) => {
    const selected = node.id === id;
    return Boolean(node.selected) === selected ? node : { ...node, selected };
  });
}

/** Keyboard move of the selected nodes, in px. */
export function nudgeSelection(nodes: EditorNode[], dx: number, dy: number): EditorNode[] | null {
  if (!nodes.some((node) => node.selected)) return null;
  return nodes.map((node) => (node.selected ? { ...node, position: { x: node.position.x + dx, y: node.position.y + dy } } : node));
}
