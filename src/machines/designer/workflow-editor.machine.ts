import type { Connection, EdgeChange, NodeChange, XYPosition } from '@xyflow/react';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { Sequence } from '../../domain/sequences/sequences';
import { itemsFromWorkflow, workflowFromItems, type SavedWorkflow } from '../../domain/workflow/saved-workflow';
import type { ToastInput } from '../toast/toast.types';
import {
  applyEdgeChangeList,
  applyNodeChangeList,
  connectEdge,
  edgeChangesEditWorkflow,
  nodeChangesEditWorkflow,
  nodeChangesTouchSelection,
} from './workflow-editor/apply-changes';
import { copySelection, pasteClipboard, type Clipboard } from './workflow-editor/clipboard';
import { commitRevision, redoRevision, startHistory, undoRevision, type History } from './workflow-editor/history';
import { createNode, nextNodeNumberAfter, nodeIdFor, withProperties, type NodeSource } from './workflow-editor/node-factory';
import { graphFromSaved, parseWorkflowFile, toSavedWorkflow } from './workflow-editor/saved-workflow';
import { deleteSelection, keepIfSame, nudgeSelection, selectedNodesOf, selectOnly } from './workflow-editor/selection';
import { initialViewport, type EditorEdge, type EditorNode, type EditorViewport, type Graph } from './workflow-editor/types';

export interface WorkflowEditorInput {
  slug: string;
  /** The sequence handed over by the sequences list (navigation state), if any. */
  sequence: Sequence | null;
}

export interface RestoredWorkflow {
  workflow: SavedWorkflow;
  /** The server copy counts as saved; a copy from this browser does not. */
  source: 'server' | 'local';
}

export interface WorkflowEditorContext {
  slug: string;
  navigationSequence: Sequence | null;
  sequence: Sequence | null;
  nodes: EditorNode[];
  edges: EditorEdge[];
  viewport: EditorViewport;
  /** Bumped whenever the machine (not the user) moves the viewport, so the canvas follows. */
  viewportRevision: number;
  /**
   * How the canvas follows: 'saved' shows the stored viewport (on open, unless it shows no node or
   * the screen is narrow); 'fit' fits every node in view (Load and Import bring in a whole workflow
   * whose viewport was made for another window).
   */
  viewportFollow: 'saved' | 'fit';
  history: History;
  /** The history revision the server holds; the workflow is dirty while the present one differs. */
  savedRevision: number;
  savingRevision: number;
  nextNodeNumber: number;
  clipboard: Clipboard | null;
  /**
   * The selected nodes, refreshed when the selection or a selected node's data changes and after a
   * drag ends, never per drag frame (their positions may lag behind a drag in progress).
   */
  selectedNodes: EditorNode[];
  errorMessage: string | null;
  /** A chosen file held while the user decides whether it may replace unsaved changes. */
  pendingImport: { text: string; fileName: string } | null;
}

export type WorkflowEditorEvent =
  | { type: 'flow.nodesChange'; changes: NodeChange<EditorNode>[] }
  | { type: 'flow.edgesChange'; changes: EdgeChange<EditorEdge>[] }
  | { type: 'flow.connect'; connection: Connection }
  | { type: 'viewport.changed'; viewport: EditorViewport }
  | { type: 'node.add'; item: NodeSource; position: XYPosition }
  | { type: 'node.select'; id: string }
  | { type: 'node.updateProperties'; id: string; properties: Record<string, unknown> }
  | { type: 'selection.nudge'; dx: number; dy: number }
  | { type: 'selection.delete' }
  | { type: 'selection.clear' }
  | { type: 'clipboard.copy' }
  | { type: 'clipboard.paste' }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'workflow.save' }
  | { type: 'workflow.load' }
  | { type: 'workflow.import'; text: string; fileName: string }
  | { type: 'import.confirm' }
  | { type: 'import.cancel' }
  | { type: 'workflow.download' }
  | { type: 'workflow.toggleActive' }
  /** D69: the server saved a restored version as the current workflow; the canvas takes it as one undoable step. */
  | { type: 'workflow.restored'; workflow: SavedWorkflow }
  | { type: 'sequence.retry' }
  /** Issue 32: Tidy up lays the workflow out; the layout, loaded on demand, answers with `graph.commit`. */
  | { type: 'layout.tidy' }
  /**
   * Issue 32: the whole graph after Tidy up or an accepted draft, made from the present one by code
   * loaded on demand, taken as one undoable step.
   */
  | { type: 'graph.commit'; graph: Graph };

export const editorToasts = {
  saved: { title: 'Workflow saved', description: 'Your workflow has been saved successfully.', variant: 'success' },
  loaded: { title: 'Workflow loaded', description: 'Your workflow has been loaded successfully.', variant: 'success' },
  imported: { title: 'Workflow imported', description: 'Your workflow has been imported successfully.', variant: 'success' },
  saveFailed: (message: string) => ({ title: 'Save Failed', description: message, variant: 'destructive' }),
  loadFailed: (message: string) => ({ title: 'Load Failed', description: message, variant: 'destructive' }),
  importFailed: (fileName: string, reason: string) => ({ title: 'Import Failed', description: `${fileName} is not a valid workflow: ${reason}`, variant: 'destructive' }),
  nothingToLoad: { title: 'Nothing to load', description: 'This sequence has no saved workflow yet. Save one first.', variant: 'info' },
  notFound: (slug: string) => ({ title: 'Sequence not found', description: `No sequence of yours opens at /sequences/${slug}.`, variant: 'destructive' }),
} satisfies Record<string, ToastInput | ((...texts: string[]) => ToastInput)>;

function errorText(error: unknown): string {
  return errorTextOr(error, 'An unexpected error occurred');
}

/** What an imported file does: replace the workflow and say so, or only say why it cannot (issue 6). */
function importOutcome(file: { text: string; fileName: string }): { workflow: SavedWorkflow | null; toast: ToastInput } {
  const parsed = parseWorkflowFile(file.text);
  if (!parsed.ok) return { workflow: null, toast: editorToasts.importFailed(file.fileName, parsed.reason) };
  return { workflow: parsed.workflow, toast: editorToasts.imported };
}

/** The editor's graph after an edit that deserves an undo step. */
function committed(context: WorkflowEditorContext, graph: Graph) {
  return { nodes: graph.nodes, edges: graph.edges, history: commitRevision(context.history, graph), selectedNodes: keepIfSame(context.selectedNodes, selectedNodesOf(graph.nodes)) };
}

/** A whole workflow replaces the canvas (open, Load, Import); it is one undo step, except on open. */
function replacedBy(context: WorkflowEditorContext, workflow: SavedWorkflow) {
  const graph = graphFromSaved(workflow);
  return {
    ...committed(context, graph),
    viewport: workflow.viewport,
    viewportRevision: context.viewportRevision + 1,
    viewportFollow: 'fit' as const,
    nextNodeNumber: nextNodeNumberAfter(graph.nodes, context.nextNodeNumber),
  };
}

/**
 * The workflow designer's canvas (spec 02 §2–§4, D14): owns nodes, edges and viewport as a
 * controlled React Flow; applies its changes, keeps undo/redo over every edit, copies and pastes,
 * and saves into the sequence's items on the server and into local storage.
 */
export const workflowEditorMachine = setup({
  types: {
    input: {} as WorkflowEditorInput,
    context: {} as WorkflowEditorContext,
    events: {} as WorkflowEditorEvent,
  },
  actors: {
    /** The sequence to edit, fresh from the server; null when the slug names none of the user's. */
    loadSequence: fromPromise<Sequence | null, { slug: string; sequence: Sequence | null }>(async () => null),
    /** Writes local storage "workflow" and the sequence's items; answers the updated sequence. */
    saveWorkflow: fromPromise<Sequence, { sequence: Sequence; workflow: SavedWorkflow }>(async ({ input }) => input.sequence),
    /** The server copy, else the local one, else null. */
    restoreWorkflow: fromPromise<RestoredWorkflow | null, { sequence: Sequence }>(async () => null),
  },
  actions: {
    notify: (_, _params: ToastInput) => {},
    /** Leaves the designer for /sequences (unknown slug). */
    leaveDesigner: () => {},
    downloadWorkflow: (_, _params: { workflow: SavedWorkflow; fileName: string }) => {},
    /** Tidy up: loads the layered layout and answers with `graph.commit` (the screen supplies it). */
    layOut: () => {},
    openSequence: assign(({ context }, sequence: Sequence) => {
      const workflow = workflowFromItems(sequence.items);
      const graph: Graph = workflow ? graphFromSaved(workflow) : { nodes: [], edges: [] };
      return {
        sequence,
        nodes: graph.nodes,
        edges: graph.edges,
        viewport: workflow?.viewport ?? initialViewport,
        viewportRevision: context.viewportRevision + 1,
        viewportFollow: 'saved' as const,
        history: startHistory(graph),
        savedRevision: 0,
        nextNodeNumber: nextNodeNumberAfter(graph.nodes),
        selectedNodes: selectedNodesOf(graph.nodes),
      };
    }),
    applyNodesChange: assign(({ context }, changes: NodeChange<EditorNode>[]) => {
      const nodes = applyNodeChangeList(changes, context.nodes);
      if (nodeChangesEditWorkflow(changes)) return committed(context, { nodes, edges: context.edges });
      if (nodeChangesTouchSelection(changes)) return { nodes, selectedNodes: keepIfSame(context.selectedNodes, selectedNodesOf(nodes)) };
      return { nodes };
    }),
    applyEdgesChange: assign(({ context }, changes: EdgeChange<EditorEdge>[]) => {
      const edges = applyEdgeChangeList(changes, context.edges);
      return edgeChangesEditWorkflow(changes) ? committed(context, { nodes: context.nodes, edges }) : { edges };
    }),
    connect: assign(({ context }, connection: Connection) => {
      const edges = connectEdge(connection, context.edges);
      return edges === context.edges ? {} : committed(context, { nodes: context.nodes, edges });
    }),
    addNode: assign(({ context }, params: { item: NodeSource; position: XYPosition }) => {
      const node = createNode(params.item, nodeIdFor(context.nextNodeNumber), params.position);
      return { ...committed(context, { nodes: [...context.nodes, node], edges: context.edges }), nextNodeNumber: context.nextNodeNumber + 1 };
    }),
    selectNode: assign(({ context }, id: string) => {
      const nodes = selectOnly(context.nodes, id);
      return { nodes, selectedNodes: keepIfSame(context.selectedNodes, selectedNodesOf(nodes)) };
    }),
    clearSelection: assign(({ context }) => {
      const nodes = selectOnly(context.nodes, null);
      return { nodes, selectedNodes: keepIfSame(context.selectedNodes, selectedNodesOf(nodes)) };
    }),
    updateProperties: assign(({ context }, params: { id: string; properties: Record<string, unknown> }) => {
      if (!context.nodes.some((node) => node.id === params.id)) return {};
      const nodes = context.nodes.map((node) => (node.id === params.id ? withProperties(node, params.properties) : node));
      return committed(context, { nodes, edges: context.edges });
    }),
    nudgeSelection: assign(({ context }, params: { dx: number; dy: number }) => {
      const nodes = nudgeSelection(context.nodes, params.dx, params.dy);
      return nodes ? committed(context, { nodes, edges: context.edges }) : {};
    }),
    deleteSelection: assign(({ context }) => {
      const graph = deleteSelection(context);
      return graph ? committed(context, graph) : {};
    }),
    copySelection: assign(({ context }) => ({ clipboard: copySelection(context) ?? context.clipboard })),
    paste: assign(({ context }) => {
      if (!context.clipboard) return {};
      const pasted = pasteClipboard(context.clipboard, context, context.nextNodeNumber);
      return { ...committed(context, pasted.graph), clipboard: pasted.clipboard, nextNodeNumber: pasted.nextNodeNumber };
    }),
    undo: assign(({ context }) => {
      const history = undoRevision(context.history);
      return history === context.history ? {} : restoreRevision(context, history);
    }),
    redo: assign(({ context }) => {
      const history = redoRevision(context.history);
      return history === context.history ? {} : restoreRevision(context, history);
    }),
    commitGraph: assign(({ context }, graph: Graph) => ({ ...committed(context, graph), nextNodeNumber: nextNodeNumberAfter(graph.nodes, context.nextNodeNumber) })),
    rememberViewport: assign((_, viewport: EditorViewport) => ({ viewport })),
    replaceWorkflow: assign(({ context }, workflow: SavedWorkflow) => replacedBy(context, workflow)),
    markSaved: assign(({ context }, sequence: Sequence) => ({ sequence, savedRevision: context.savingRevision })),
    markLoadedFromServer: assign(({ context }) => ({ savedRevision: context.history.present.revision })),
    /** What the server now holds: the restored workflow is saved, and the sequence's items are it. */
    markRestored: assign(({ context }, workflow: SavedWorkflow) => ({
      savedRevision: context.history.present.revision,
      sequence: context.sequence ? { ...context.sequence, items: itemsFromWorkflow(workflow) } : null,
    })),
    rememberError: assign((_, message: string) => ({ errorMessage: message })),
  },
  guards: {
    foundSequence: (_, output: Sequence | null) => output !== null,
    hasUnsavedChanges: ({ context }) => context.history.present.revision !== context.savedRevision,
    /**
     * While the import question is open the canvas sits behind it: shortcuts and panels change
     * nothing (React Flow's own measuring and the viewport still go through).
     */
    isEditable: ({ context }) => context.pendingImport === null,
    canTidy: ({ context }) => context.pendingImport === null && context.nodes.length > 0,
  },
}).createMachine({
  id: 'workflowEditor',
  context: ({ input }) => {
    const empty: Graph = { nodes: [], edges: [] };
    return {
      slug: input.slug,
      navigationSequence: input.sequence,
      sequence: null,
      nodes: empty.nodes,
      edges: empty.edges,
      viewport: initialViewport,
      viewportRevision: 0,
      viewportFollow: 'saved',
      history: startHistory(empty),
      savedRevision: 0,
      savingRevision: 0,
      nextNodeNumber: 1,
      clipboard: null,
      selectedNodes: [],
      errorMessage: null,
      pendingImport: null,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSequence',
        src: 'loadSequence',
        input: ({ context }) => ({ slug: context.slug, sequence: context.navigationSequence }),
        onDone: [
          {
            guard: { type: 'foundSequence', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'openSequence', params: ({ event }) => event.output! },
          },
          { target: 'notFound' },
        ],
        onError: { target: 'loadFailed', actions: { type: 'rememberError', params: ({ event }) => errorText(event.error) } },
      },
    },
    loadFailed: {
      on: { 'sequence.retry': { target: 'loading', actions: assign({ errorMessage: null }) } },
    },
    notFound: {
      type: 'final',
      entry: [{ type: 'notify', params: ({ context }) => editorToasts.notFound(context.slug) }, 'leaveDesigner'],
    },
    ready: {
      type: 'parallel',
      on: {
        'flow.nodesChange': { actions: { type: 'applyNodesChange', params: ({ event }) => event.changes } },
        'flow.edgesChange': { actions: { type: 'applyEdgesChange', params: ({ event }) => event.changes } },
        'flow.connect': { actions: { type: 'connect', params: ({ event }) => event.connection } },
        'viewport.changed': { actions: { type: 'rememberViewport', params: ({ event }) => event.viewport } },
        'node.add': { guard: 'isEditable', actions: { type: 'addNode', params: ({ event }) => ({ item: event.item, position: event.position }) } },
        'node.select': { guard: 'isEditable', actions: { type: 'selectNode', params: ({ event }) => event.id } },
        'node.updateProperties': { guard: 'isEditable', actions: { type: 'updateProperties', params: ({ event }) => ({ id: event.id, properties: event.properties }) } },
        'selection.nudge': { guard: 'isEditable', actions: { type: 'nudgeSelection', params: ({ event }) => ({ dx: event.dx, dy: event.dy }) } },
        'selection.delete': { guard: 'isEditable', actions: 'deleteSelection' },
        'selection.clear': { guard: 'isEditable', actions: 'clearSelection' },
        'clipboard.copy': { guard: 'isEditable', actions: 'copySelection' },
        // Nothing to paste, undo or redo leaves everything as it is; the view disables those controls.
        'clipboard.paste': { guard: 'isEditable', actions: 'paste' },
        'history.undo': { guard: 'isEditable', actions: 'undo' },
        'history.redo': { guard: 'isEditable', actions: 'redo' },
        // Undo takes the canvas back to what it was before; that is unsaved until saved again.
        // The import question is modal: nothing in the Versions panel can be pressed while it is open.
        'workflow.restored': {
          guard: 'isEditable',
          actions: [
            { type: 'replaceWorkflow', params: ({ event }) => event.workflow },
            { type: 'markRestored', params: ({ event }) => event.workflow },
          ],
        },
        'layout.tidy': { guard: 'canTidy', actions: 'layOut' },
        'graph.commit': { guard: 'isEditable', actions: { type: 'commitGraph', params: ({ event }) => event.graph } },
        'workflow.download': {
          guard: 'isEditable',
          actions: {
            type: 'downloadWorkflow',
            params: ({ context }) => ({ workflow: toSavedWorkflow(context, context.viewport), fileName: 'workflow.json' }),
          },
        },
      },
      states: {
        persistence: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'workflow.save': { target: 'saving', actions: assign(({ context }) => ({ savingRevision: context.history.present.revision })) },
                'workflow.load': 'restoring',
                // Unsaved work is not replaced without asking, as when leaving the designer.
                'workflow.import': [
                  {
                    guard: 'hasUnsavedChanges',
                    target: 'confirmingImport',
                    actions: assign(({ event }) => ({ pendingImport: { text: event.text, fileName: event.fileName } })),
                  },
                  {
                    actions: enqueueActions(({ enqueue, event }) => {
                      const { workflow, toast } = importOutcome(event);
                      if (workflow) enqueue({ type: 'replaceWorkflow', params: workflow });
                      enqueue({ type: 'notify', params: toast });
                    }),
                  },
                ],
              },
            },
            confirmingImport: {
              on: {
                'import.confirm': {
                  target: 'idle',
                  actions: enqueueActions(({ enqueue, context }) => {
                    const { workflow, toast } = importOutcome(context.pendingImport!);
                    if (workflow) enqueue({ type: 'replaceWorkflow', params: workflow });
                    enqueue({ type: 'notify', params: toast });
                    enqueue.assign({ pendingImport: null });
                  }),
                },
                'import.cancel': { target: 'idle', actions: assign({ pendingImport: null }) },
              },
            },
            saving: {
              invoke: {
                id: 'saveWorkflow',
                src: 'saveWorkflow',
                input: ({ context }) => ({ sequence: context.sequence!, workflow: toSavedWorkflow(context, context.viewport) }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'markSaved', params: ({ event }) => event.output }, { type: 'notify', params: editorToasts.saved }],
                },
                onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => editorToasts.saveFailed(errorText(event.error)) } },
              },
            },
            restoring: {
              invoke: {
                id: 'restoreWorkflow',
                src: 'restoreWorkflow',
                input: ({ context }) => ({ sequence: context.sequence! }),
                onDone: {
                  target: 'idle',
                  actions: enqueueActions(({ enqueue, event }) => {
                    // Neither a server nor a local copy: the spec changes nothing; the user is told why (D47).
                    if (!event.output) {
                      enqueue({ type: 'notify', params: editorToasts.nothingToLoad });
                      return;
                    }
                    enqueue({ type: 'replaceWorkflow', params: event.output.workflow });
                    if (event.output.source === 'server') enqueue('markLoadedFromServer');
                    enqueue({ type: 'notify', params: editorToasts.loaded });
                  }),
                },
                onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => editorToasts.loadFailed(errorText(event.error)) } },
              },
            },
          },
        },
        activity: {
          initial: 'inactive',
          states: {
            inactive: { on: { 'workflow.toggleActive': { guard: 'isEditable', target: 'active' } } },
            active: { on: { 'workflow.toggleActive': { guard: 'isEditable', target: 'inactive' } } },
          },
        },
      },
    },
  },
});

function restoreRevision(context: WorkflowEditorContext, history: History) {
  const { nodes, edges } = history.present;
  return { history, nodes, edges, selectedNodes: keepIfSame(context.selectedNodes, selectedNodesOf(nodes)) };
}
