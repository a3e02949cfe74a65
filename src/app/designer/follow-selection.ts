import type { ActorRefFrom } from 'xstate';
import type { nodePropertiesMachine, SelectedNode } from '../../machines/designer/node-properties.machine';
import type { workflowEditorMachine } from '../../machines/designer/workflow-editor.machine';
import { selectSelectedNodes } from '../../machines/designer/workflow-editor.selectors';
import type { EditorNode } from '../../machines/designer/workflow-editor/types';

function selectedNode(node: EditorNode): SelectedNode {
  return { id: node.id, type: node.data.type, label: node.data.label, properties: node.data.properties };
}

/**
 * The properties panel follows the canvas selection. The editor hands out a new selection list
 * whenever a selected node's data changes (undo, redo, Update Properties), so the panel sees those
 * too and reloads its draft from what the node now stores. Returns the unsubscribe.
 */
export function followSelection(editor: ActorRefFrom<typeof workflowEditorMachine>, properties: ActorRefFrom<typeof nodePropertiesMachine>): () => void {
  let previous: EditorNode[] | null = null;
  const subscription = editor.subscribe((snapshot) => {
    const selected = selectSelectedNodes(snapshot);
    if (selected === previous) return;
    previous = selected;
    properties.send({ type: 'selection.changed', nodes: selected.map(selectedNode) });
  });
  return () => subscription.unsubscribe();
}
