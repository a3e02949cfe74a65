import type { Connection, EdgeChange, NodeChange, XYPosition } from '@xyflow/react';
import type { Sequence } from '../../../domain/sequences/sequences';
import { kindOfNode } from '../../../domain/workflow/node-catalogue/catalogue';
import { errorHandleId, onFailureOf } from '../../../domain/workflow/node-properties';
import { itemsFromWorkflow, workflowFromItems, type SavedWorkflow } from '../../../domain/workflow/saved-workflow';
import { applyEdgeChangeList, applyNodeChangeList, connectEdge, edgeChangesEditWorkflow, nodeChangesEditWorkflow, nodeChangesTouchSelection } from './apply-changes';
import { copySelection, pasteClipboard } from './clipboard';
import type { WorkflowEditorContext } from './editor-context';
import { commitRevision, redoRevision, startHistory, undoRevision, type History } from './history';
import { createNode, nextNodeNumberAfter, nodeIdFor, withProperties, type NodeSource } from './node-factory';
import { graphFromSaved } from './graph-to-saved-workflow';
import { deleteSelection, keepIfSame, nudgeSelection, selectedNodesOf, selectOnly } from './selection';
import { initialViewport, type EditorEdge, type EditorNode, type Graph } from './types';

/*
 * What each of the editor's actions makes of its context: pure functions of the context (and the
 * event's payload) answering the fields that change, which the machine assigns.
 */
type Update = Partial<WorkflowEditorContext>;

/** The editor's graph after an edit that deserves an undo step. */
function committed(context: WorkflowEditorContext, graph: Graph) {
  return { nodes: graph.nodes, edges: graph.edges, history: commitRevision(context.history, graph), selectedNodes: keepIfSame(context.selectedNodes, selectedNodesOf(graph.nodes)) };
}

function withSelection(context: WorkflowEditorContext, nodes: EditorNode[]): Update {
  return { nodes, selectedNodes: keepIfSame(context.selectedNodes, selectedNodesOf(nodes)) };
}

function restoreRevision(context: WorkflowEditorContext, history: History): Update {
  const { nodes, edges } = history.present;
  return { history, edges, ...withSelection(context, nodes) };
}

/** The sequence opens with its saved workflow (or an empty canvas), as saved: its history starts there. */
export function openSequence(context: WorkflowEditorContext, sequence: Sequence): Update {
  const workflow = workflowFromItems(sequence.items);
  const graph: Graph = workflow ? graphFromSaved(workflow) : { nodes: [], edges: [] };
  return {
    sequence,
    nodes: graph.nodes,
    edges: graph.edges,
    viewport: workflow?.viewport ?? initialViewport,
    viewportRevision: context.viewportRevision + 1,
    viewportFollow: 'saved',
    history: startHistory(graph),
    savedRevision: 0,
    nextNodeNumber: nextNodeNumberAfter(graph.nodes),
    selectedNodes: selectedNodesOf(graph.nodes),
  };
}

/** A whole workflow replaces the canvas (Load, Import, a restored version) as one undo step. */
export function replaceWorkflow(context: WorkflowEditorContext, workflow: SavedWorkflow): Update {
  const graph = graphFromSaved(workflow);
  return {
    ...committed(context, graph),
    viewport: workflow.viewport,
    viewportRevision: context.viewportRevision + 1,
    viewportFollow: 'fit',
    nextNodeNumber: nextNodeNumberAfter(graph.nodes, context.nextNodeNumber),
  };
}

export function applyNodesChange(context: WorkflowEditorContext, changes: NodeChange<EditorNode>[]): Update {
  const nodes = applyNodeChangeList(changes, context.nodes);
  if (nodeChangesEditWorkflow(changes)) return committed(context, { nodes, edges: context.edges });
  if (nodeChangesTouchSelection(changes)) return withSelection(context, nodes);
  return { nodes };
}

export function applyEdgesChange(context: WorkflowEditorContext, changes: EdgeChange<EditorEdge>[]): Update {
  const edges = applyEdgeChangeList(changes, context.edges);
  return edgeChangesEditWorkflow(changes) ? committed(context, { nodes: context.nodes, edges }) : { edges };
}

export function connect(context: WorkflowEditorContext, connection: Connection): Update {
  const edges = connectEdge(connection, context.edges);
  return edges === context.edges ? {} : committed(context, { nodes: context.nodes, edges });
}

export function addNode(context: WorkflowEditorContext, { item, position }: { item: NodeSource; position: XYPosition }): Update {
  const node = createNode(item, nodeIdFor(context.nextNodeNumber), position);
  return { ...committed(context, { nodes: [...context.nodes, node], edges: context.edges }), nextNodeNumber: context.nextNodeNumber + 1 };
}

/** Selects one node, or none. */
export const selectNode = (context: WorkflowEditorContext, id: string | null): Update => withSelection(context, selectOnly(context.nodes, id));

export function updateProperties(context: WorkflowEditorContext, { id, properties }: { id: string; properties: Record<string, unknown> }): Update {
  if (!context.nodes.some((node) => node.id === id)) return {};
  const nodes = context.nodes.map((node) => (node.id === id ? withProperties(node, properties) : node));
  // A node that no longer takes its error path loses that output, and the edges from it with it (D128).
  const updated = nodes.find((node) => node.id === id)!;
  const keepsErrorPath = onFailureOf({ properties }, kindOfNode({ type: updated.data.type, properties })?.handles) === 'errorPath';
  const edges = keepsErrorPath ? context.edges : context.edges.filter((edge) => edge.source !== id || edge.sourceHandle !== errorHandleId);
  return committed(context, { nodes, edges: edges.length === context.edges.length ? context.edges : edges });
}

export function nudge(context: WorkflowEditorContext, { dx, dy }: { dx: number; dy: number }): Update {
  const nodes = nudgeSelection(context.nodes, dx, dy);
  return nodes ? committed(context, { nodes, edges: context.edges }) : {};
}

export function deleteSelected(context: WorkflowEditorContext): Update {
  const graph = deleteSelection(context);
  return graph ? committed(context, graph) : {};
}

export const copy = (context: WorkflowEditorContext): Update => ({ clipboard: copySelection(context) ?? context.clipboard });

export function paste(context: WorkflowEditorContext): Update {
  if (!context.clipboard) return {};
  const pasted = pasteClipboard(context.clipboard, context, context.nextNodeNumber);
  return { ...committed(context, pasted.graph), clipboard: pasted.clipboard, nextNodeNumber: pasted.nextNodeNumber };
}

export function undo(context: WorkflowEditorContext): Update {
  const history = undoRevision(context.history);
  return history === context.history ? {} : restoreRevision(context, history);
}

export function redo(context: WorkflowEditorContext): Update {
  const history = redoRevision(context.history);
  return history === context.history ? {} : restoreRevision(context, history);
}

/** A graph made from the present one (Tidy up, an accepted draft), as one undo step. */
export const commitGraph = (context: WorkflowEditorContext, graph: Graph): Update => ({ ...committed(context, graph), nextNodeNumber: nextNodeNumberAfter(graph.nodes, context.nextNodeNumber) });

/** What the server now holds: the restored workflow is saved, and the sequence's items are it. */
export const markRestored = (context: WorkflowEditorContext, workflow: SavedWorkflow): Update => ({
  savedRevision: context.history.present.revision,
  sequence: context.sequence ? { ...context.sequence, items: itemsFromWorkflow(workflow) } : null,
});
