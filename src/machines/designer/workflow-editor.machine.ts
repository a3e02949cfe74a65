import type { Connection, EdgeChange, NodeChange, XYPosition } from '@xyflow/react';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Sequence } from '../../domain/sequences/sequences';
import type { SavedWorkflow } from '../../domain/workflow/saved-workflow';
import type { ToastInput } from '../toast/toast.types';
import { initialEditorContext, type WorkflowEditorContext } from './workflow-editor/editor-context';
import type { WorkflowEditorEvent } from './workflow-editor/editor-events';
import { editorToasts, errorText, importOutcome } from './workflow-editor/editor-toasts';
import * as edits from './workflow-editor/edits';
import type { NodeSource } from './workflow-editor/node-factory';
import { toSavedWorkflow } from './workflow-editor/graph-to-saved-workflow';
import type { EditorEdge, EditorNode, EditorViewport, Graph } from './workflow-editor/types';

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

/**
 * The workflow designer's canvas (spec 02 §2–§4, D14): owns nodes, edges and viewport as a
 * controlled React Flow; applies its changes, keeps undo/redo over every edit, copies and pastes,
 * and saves into the sequence's items on the server and into local storage. What each edit makes
 * of the context is in workflow-editor/edits.ts; its types, first context and toasts beside it.
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
    openSequence: assign(({ context }, sequence: Sequence) => edits.openSequence(context, sequence)),
    applyNodesChange: assign(({ context }, changes: NodeChange<EditorNode>[]) => edits.applyNodesChange(context, changes)),
    applyEdgesChange: assign(({ context }, changes: EdgeChange<EditorEdge>[]) => edits.applyEdgesChange(context, changes)),
    connect: assign(({ context }, connection: Connection) => edits.connect(context, connection)),
    addNode: assign(({ context }, params: { item: NodeSource; position: XYPosition }) => edits.addNode(context, params)),
    selectNode: assign(({ context }, id: string) => edits.selectNode(context, id)),
    clearSelection: assign(({ context }) => edits.selectNode(context, null)),
    updateProperties: assign(({ context }, params: { id: string; properties: Record<string, unknown> }) => edits.updateProperties(context, params)),
    nudgeSelection: assign(({ context }, params: { dx: number; dy: number }) => edits.nudge(context, params)),
    deleteSelection: assign(({ context }) => edits.deleteSelected(context)),
    copySelection: assign(({ context }) => edits.copy(context)),
    paste: assign(({ context }) => edits.paste(context)),
    undo: assign(({ context }) => edits.undo(context)),
    redo: assign(({ context }) => edits.redo(context)),
    commitGraph: assign(({ context }, graph: Graph) => edits.commitGraph(context, graph)),
    rememberViewport: assign((_, viewport: EditorViewport) => ({ viewport })),
    replaceWorkflow: assign(({ context }, workflow: SavedWorkflow) => edits.replaceWorkflow(context, workflow)),
    markSaved: assign(({ context }, sequence: Sequence) => ({ sequence, savedRevision: context.savingRevision })),
    markLoadedFromServer: assign(({ context }) => ({ savedRevision: context.history.present.revision })),
    markRestored: assign(({ context }, workflow: SavedWorkflow) => edits.markRestored(context, workflow)),
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
  context: ({ input }) => initialEditorContext(input),
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
