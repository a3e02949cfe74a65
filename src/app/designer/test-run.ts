import type { SnapshotFrom } from 'xstate';
import type { SimulationEvent } from '../../machines/designer/simulation.machine';
import type { workflowEditorMachine } from '../../machines/designer/workflow-editor.machine';
import { selectSequence } from '../../machines/designer/workflow-editor.selectors';

/**
 * What "Test Workflow" hands the simulation. The run is recorded under the sequence's real title
 * (D16); the title rebuilt from the slug loses its case and punctuation, so it is only the fallback.
 */
export function testRunRequest(snapshot: SnapshotFrom<typeof workflowEditorMachine>, slugTitle: string): SimulationEvent {
  const sequence = selectSequence(snapshot);
  return {
    type: 'simulation.start',
    nodes: snapshot.context.nodes.map((node) => ({ id: node.id, type: node.data.type, position: node.position })),
    edges: snapshot.context.edges,
    workflowName: sequence?.title ?? slugTitle,
    sequenceId: sequence?.id ?? null,
  };
}
