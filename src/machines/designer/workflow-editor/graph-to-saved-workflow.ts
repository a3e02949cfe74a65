import { withPaletteItem } from '../../../domain/workflow/node-catalogue/catalogue';
import { savedWorkflowSchema, type SavedWorkflow } from '../../../domain/workflow/saved-workflow';
import type { EditorEdge, EditorNode, EditorViewport, Graph } from './types';

/** The parts of a node or edge that describe the session, not the workflow. */
function withoutSessionFields<T extends { selected?: boolean; dragging?: boolean; measured?: unknown; resizing?: boolean }>(element: T) {
  const { selected: _selected, dragging: _dragging, measured: _measured, resizing: _resizing, ...rest } = element;
  return rest;
}

export function toSavedWorkflow(graph: Graph, viewport: EditorViewport): SavedWorkflow {
  return {
    nodes: graph.nodes.map((node) => ({ ...withoutSessionFields(node), type: node.type ?? node.data.type })),
    edges: graph.edges.map((edge) => withoutSessionFields(edge)),
    viewport: { x: viewport.x, y: viewport.y, zoom: viewport.zoom },
  };
}

export function graphFromSaved(workflow: SavedWorkflow): Graph {
  return { nodes: workflow.nodes as EditorNode[], edges: workflow.edges as EditorEdge[] };
}

export type ParsedWorkflowFile = { ok: true; workflow: SavedWorkflow } | { ok: false; reason: string };

function firstDuplicate(ids: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return null;
}

/** Reads a workflow.json: valid JSON, the saved-workflow shape, unique ids, edges between its own nodes. */
export function parseWorkflowFile(text: string): ParsedWorkflowFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the file is not JSON' };
  }
  const parsed = savedWorkflowSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { ok: false, reason: `${where}${issue.message}` };
  }
  const workflow = parsed.data;
  const duplicateNode = firstDuplicate(workflow.nodes.map((node) => node.id));
  if (duplicateNode) return { ok: false, reason: `two nodes share the id "${duplicateNode}"` };
  const duplicateEdge = firstDuplicate(workflow.edges.map((edge) => edge.id));
  if (duplicateEdge) return { ok: false, reason: `two edges share the id "${duplicateEdge}"` };
  const nodeIds = new Set(workflow.nodes.map((node) => node.id));
  const dangling = workflow.edges.find((edge) => !nodeIds.has(edge.source) || !nodeIds.has(edge.target));
  if (dangling) return { ok: false, reason: `edge "${dangling.id}" connects a node that is not in the file` };
  return { ok: true, workflow: withPaletteItems(workflow) };
}

/** D65: each imported node records the palette item its type resolves to; one the catalogue does not know stays as it is (a Run names it). */
function withPaletteItems(workflow: SavedWorkflow): SavedWorkflow {
  return {
    ...workflow,
    nodes: workflow.nodes.map((node) => {
      const properties = withPaletteItem({ type: node.data.type, properties: node.data.properties });
      return properties === node.data.properties ? node : { ...node, data: { ...node.data, properties } };
    }),
  };
}
