import { withPaletteItem } from '../../../domain/workflow/node-catalogue/catalogue';
import { nodeIdFor } from './node-factory';
import type { EditorEdge, EditorNode, Graph } from './types';

/** Each paste lands this far (px, both axes) from the previous one. */
export const PASTE_OFFSET = 30;

export interface Clipboard {
  nodes: EditorNode[];
  /** Only the edges whose both ends were copied. */
  edges: EditorEdge[];
  /** How many times this copy was pasted, so repeated pastes do not stack on one another. */
  pasteCount: number;
}

export function copySelection(graph: Graph): Clipboard | null {
  const nodes = graph.nodes.filter((node) => node.selected);
  if (nodes.length === 0) return null;
  const ids = new Set(nodes.map((node) => node.id));
  const edges = graph.edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target));
  return { nodes, edges, pasteCount: 0 };
}

export interface PasteResult {
  graph: Graph;
  clipboard: Clipboard;
  nextNodeNumber: number;
}

/**
 * Pasted nodes get fresh ids and become the selection; the edges between them follow. Each keeps
 * the palette item it came from, and one copied from an older save gets the one its type resolves to (D65).
 */
export function pasteClipboard(clipboard: Clipboard, graph: Graph, nextNodeNumber: number): PasteResult {
  const offset = PASTE_OFFSET * (clipboard.pasteCount + 1);
  const newIds = new Map<string, string>();
  let number = nextNodeNumber;
  const pastedNodes: EditorNode[] = clipboard.nodes.map((node) => {
    const id = nodeIdFor(number++);
    newIds.set(node.id, id);
    return {
      id,
      type: node.type,
      position: { x: node.position.x + offset, y: node.position.y + offset },
      data: { ...node.data, properties: { ...withPaletteItem({ type: node.data.type, properties: node.data.properties }) } },
      selected: true,
    };
  });
  const pastedEdges: EditorEdge[] = clipboard.edges.map((edge) => {
    const source = newIds.get(edge.source)!;
    const target = newIds.get(edge.target)!;
    const { selected: _selected, ...rest } = edge;
    return { ...rest, id: `xy-edge__${source}${edge.sourceHandle ?? ''}-${target}${edge.targetHandle ?? ''}`, source, target };
  });
  const deselected = graph.nodes.map((node) => (node.selected ? { ...node, selected: false } : node));
  const deselectedEdges = graph.edges.map((edge) => (edge.selected ? { ...edge, selected: false } : edge));
  return {
    graph: { nodes: [...deselected, ...pastedNodes], edges: [...deselectedEdges, ...pastedEdges] },
    clipboard: { ...clipboard, pasteCount: clipboard.pasteCount + 1 },
    nextNodeNumber: number,
  };
}
