import type { Connection, EdgeChange, NodeChange, XYPosition } from '@xyflow/react';
import type { SavedWorkflow } from '../../../domain/workflow/saved-workflow';
import type { NodeSource } from './node-factory';
import type { EditorEdge, EditorNode, EditorViewport, Graph } from './types';

/** What the canvas, its controls and the designer's panels tell the workflow editor. */
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
  /** Tidy up lays the workflow out (D90); the layout, loaded on demand, answers with `graph.commit`. */
  | { type: 'layout.tidy' }
  /**
   * The whole graph after Tidy up or an accepted draft (D90, D95), made from the present one by code
   * loaded on demand, taken as one undoable step.
   */
  | { type: 'graph.commit'; graph: Graph };
