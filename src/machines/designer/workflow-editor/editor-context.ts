import type { Sequence } from '../../../domain/sequences/sequences';
import type { Clipboard } from './clipboard';
import { startHistory, type History } from './history';
import { initialViewport, type EditorEdge, type EditorNode, type EditorViewport } from './types';

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

/** The editor before its sequence is loaded: an empty canvas. */
export function initialEditorContext({ slug, sequence }: { slug: string; sequence: Sequence | null }): WorkflowEditorContext {
  return {
    slug,
    navigationSequence: sequence,
    sequence: null,
    nodes: [],
    edges: [],
    viewport: initialViewport,
    viewportRevision: 0,
    viewportFollow: 'saved',
    history: startHistory({ nodes: [], edges: [] }),
    savedRevision: 0,
    savingRevision: 0,
    nextNodeNumber: 1,
    clipboard: null,
    selectedNodes: [],
    errorMessage: null,
    pendingImport: null,
  };
}
