import type { Edge, Node, Viewport } from '@xyflow/react';

/** What a node carries besides its place on the canvas (spec 02 §3 Workflow node). */
export type WorkflowNodeData = {
  label: string;
  type: string;
  properties: Record<string, unknown>;
};

export type EditorNode = Node<WorkflowNodeData>;
export type EditorEdge = Edge;
export type EditorViewport = Viewport;

export interface Graph {
  nodes: EditorNode[];
  edges: EditorEdge[];
}

export const initialViewport: EditorViewport = { x: 0, y: 0, zoom: 1 };
