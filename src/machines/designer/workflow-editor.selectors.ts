import type { SnapshotFrom } from 'xstate';
import type { workflowEditorMachine } from './workflow-editor.machine';
import { unreachableFromStart } from '../../domain/workflow/visiting-order';
import { canRedo, canUndo } from './workflow-editor/history';

type EditorSnapshot = SnapshotFrom<typeof workflowEditorMachine>;

export type EditorStatus = 'loading' | 'loadFailed' | 'notFound' | 'ready';

export const selectEditorStatus = (snapshot: EditorSnapshot): EditorStatus => {
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('notFound')) return 'notFound';
  return 'loading';
};

export const selectNodes = (snapshot: EditorSnapshot) => snapshot.context.nodes;
export const selectEdges = (snapshot: EditorSnapshot) => snapshot.context.edges;
export const selectSelectedNodes = (snapshot: EditorSnapshot) => snapshot.context.selectedNodes;
export const selectLoadError = (snapshot: EditorSnapshot) => snapshot.context.errorMessage;
export const selectSequence = (snapshot: EditorSnapshot) => snapshot.context.sequence;

/** The viewport the machine last chose (open, Load, Import) and a counter that says when. */
export const selectViewportRevision = (snapshot: EditorSnapshot) => snapshot.context.viewportRevision;
export const selectViewport = (snapshot: EditorSnapshot) => snapshot.context.viewport;
export const selectViewportFollow = (snapshot: EditorSnapshot) => snapshot.context.viewportFollow;

export const selectIsDirty = (snapshot: EditorSnapshot) =>
  snapshot.matches('ready') && snapshot.context.history.present.revision !== snapshot.context.savedRevision;
export const selectIsSaving = (snapshot: EditorSnapshot) => snapshot.matches({ ready: { persistence: 'saving' } });
export const selectIsRestoring = (snapshot: EditorSnapshot) => snapshot.matches({ ready: { persistence: 'restoring' } });
export const selectIsBusy = (snapshot: EditorSnapshot) => !snapshot.matches({ ready: { persistence: 'idle' } });
export const selectIsActive = (snapshot: EditorSnapshot) => snapshot.matches({ ready: { activity: 'active' } });
export const selectCanUndo = (snapshot: EditorSnapshot) => canUndo(snapshot.context.history);
export const selectCanRedo = (snapshot: EditorSnapshot) => canRedo(snapshot.context.history);
export const selectCanPaste = (snapshot: EditorSnapshot) => snapshot.context.clipboard !== null;
export const selectHasSelection = (snapshot: EditorSnapshot) => snapshot.context.selectedNodes.length > 0;

/** The file waiting for the user's answer to "Replace unsaved changes?", or null. */
export const selectPendingImport = (snapshot: EditorSnapshot) => (snapshot.matches({ ready: { persistence: 'confirmingImport' } }) ? snapshot.context.pendingImport : null);

/**
 * The labels of the nodes nothing connects to Start (D89), which a Run will not reach; one
 * string, so a selector that compares by value re-renders only when they change. The properties
 * go along because they tell a Webhook trigger (a run begins there, D135) from another event node.
 */
export const selectUnreachableLabels = (snapshot: EditorSnapshot): string =>
  JSON.stringify(
    unreachableFromStart(
      snapshot.context.nodes.map((node) => ({ id: node.id, type: node.data.type, position: node.position, label: node.data.label, properties: node.data.properties })),
      snapshot.context.edges,
    ).map((node) => node.label),
  );

/** Tidy up (D95) has something to lay out: disabled on an empty canvas. */
export const selectCanTidy = (snapshot: EditorSnapshot) => snapshot.context.nodes.length > 0;
