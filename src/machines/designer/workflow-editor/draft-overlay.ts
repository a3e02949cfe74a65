import type { XYPosition } from '@xyflow/react';
import { draftGap } from '../../../domain/assistant/build';
import type { SavedWorkflow } from '../../../domain/workflow/saved-workflow';
import { DRAFT_ID_PREFIX } from './draft';
import { nodeIdFor } from './node-factory';
import type { EditorEdge, EditorNode, Graph } from './types';

/** A drawn node's box (declared-boxes.ts) when React Flow has not measured it. */
const NODE_BOX = { width: 190, height: 48 } as const;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function boundsOf(nodes: ReadonlyArray<{ position: XYPosition; measured?: { width?: number; height?: number } }>): Box | null {
  if (nodes.length === 0) return null;
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const node of nodes) {
    box.left = Math.min(box.left, node.position.x);
    box.top = Math.min(box.top, node.position.y);
    box.right = Math.max(box.right, node.position.x + (node.measured?.width ?? NODE_BOX.width));
    box.bottom = Math.max(box.bottom, node.position.y + (node.measured?.height ?? NODE_BOX.height));
  }
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The draft as laid out, moved beside the workflow (to its right, top edges level) when it would
 * cover any of it; a draft already clear of the workflow, or an empty canvas, keeps its place.
 */
export function placeDraftBeside(draft: SavedWorkflow, current: ReadonlyArray<{ position: XYPosition; measured?: { width?: number; height?: number } }>): SavedWorkflow {
  const workflowBox = boundsOf(current);
  const draftBox = boundsOf(draft.nodes);
  if (!workflowBox || !draftBox || !overlaps(workflowBox, draftBox)) return draft;
  const dx = workflowBox.right + draftGap - draftBox.left;
  const dy = workflowBox.top - draftBox.top;
  return { ...draft, nodes: draft.nodes.map((node) => ({ ...node, position: { ...node.position, x: node.position.x + dx, y: node.position.y + dy } })) };
}

/**
 * The draft as the canvas draws it beside the workflow: dashed (`className`), and neither movable,
 * selectable, connectable nor deletable; it is not part of the workflow, so it is never saved.
 */
export function draftOverlayGraph(draft: SavedWorkflow, draftClassName: string): Graph {
  return {
    nodes: draft.nodes.map(
      (node): EditorNode => ({
        id: DRAFT_ID_PREFIX + node.id,
        type: node.type,
        position: { x: node.position.x, y: node.position.y },
        data: { label: node.data.label, type: node.data.type, properties: node.data.properties },
        className: draftClassName,
        draggable: false,
        selectable: false,
        connectable: false,
        deletable: false,
        focusable: false,
      }),
    ),
    edges: draft.edges.map(
      (edge): EditorEdge => ({
        id: DRAFT_ID_PREFIX + edge.id,
        source: DRAFT_ID_PREFIX + edge.source,
        target: DRAFT_ID_PREFIX + edge.target,
        sourceHandle: edge.sourceHandle ?? null,
        targetHandle: edge.targetHandle ?? null,
        className: draftClassName,
        selectable: false,
        deletable: false,
        focusable: false,
      }),
    ),
  };
}


export interface AddedDraft {
  graph: Graph;
  nextNodeNumber: number;
  /** The id the node to open got, or null when none needs setting up. */
  openedId: string | null;
}

/**
 * Accepting a draft (D95): its nodes get fresh "node-N" ids from the editor's next number (as
 * pasted ones do) and keep the places the overlay showed, its edges follow them, and the one node to
 * open next (the first that needs setting up) comes selected.
 */
export function draftToAdd(draft: SavedWorkflow, nextNodeNumber: number, openNodeId: string | null): AddedDraft {
  const newIds = new Map<string, string>();
  let number = nextNodeNumber;
  for (const node of draft.nodes) newIds.set(node.id, nodeIdFor(number++));
  const openedId = openNodeId === null ? null : (newIds.get(openNodeId) ?? null);
  const added: EditorNode[] = draft.nodes.map((node) => {
    const id = newIds.get(node.id)!;
    return {
      id,
      type: node.type,
      position: { x: node.position.x, y: node.position.y },
      data: { label: node.data.label, type: node.data.type, properties: { ...node.data.properties } },
      ...(id === openedId ? { selected: true } : {}),
    };
  });
  const addedEdges: EditorEdge[] = draft.edges.flatMap((edge) => {
    const source = newIds.get(edge.source);
    const target = newIds.get(edge.target);
    if (!source || !target) return [];
    const handles = { sourceHandle: edge.sourceHandle ?? null, targetHandle: edge.targetHandle ?? null };
    return [{ id: `xy-edge__${source}${edge.sourceHandle ?? ''}-${target}${edge.targetHandle ?? ''}`, source, target, ...handles }];
  });
  return { graph: { nodes: added, edges: addedEdges }, nextNodeNumber: number, openedId };
}

/**
 * Accepting a draft (D95): the draft's nodes and edges, already given fresh ids
 * (draft-overlay.ts), join the workflow; the one node to open (the first that needs setting up)
 * comes selected and becomes the only selection, which opens the properties panel.
 */
export function withDraftAdded(graph: Graph, draft: Graph): Graph {
  const opens = draft.nodes.some((node) => node.selected);
  const nodes = opens ? graph.nodes.map((node) => (node.selected ? { ...node, selected: false } : node)) : graph.nodes;
  const edges = graph.edges.map((edge) => (edge.selected ? { ...edge, selected: false } : edge));
  return { nodes: [...nodes, ...draft.nodes], edges: [...edges, ...draft.edges] };
}
