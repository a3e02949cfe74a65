import type { SnapshotFrom } from 'xstate';
import type { ServerRun } from '../../domain/workflow/server-runs';
import type { nodeRunMachine } from './node-run.machine';

type NodeRunSnapshot = SnapshotFrom<typeof nodeRunMachine>;

export type NodeRunPhase = 'closed' | 'editing' | 'starting';

/** The phase for the node the panel shows: another node's open form is closed for this one. */
export const selectNodeRunPhase = (snapshot: NodeRunSnapshot, nodeId: string): NodeRunPhase =>
  snapshot.context.nodeId === nodeId ? (snapshot.value as NodeRunPhase) : 'closed';
export const selectNodeRunForm = (snapshot: NodeRunSnapshot) => ({
  source: snapshot.context.lastInput ? snapshot.context.source : ('typed' as const),
  hasLastInput: snapshot.context.lastInput !== null,
  lastInputText: snapshot.context.lastInput ? JSON.stringify(snapshot.context.lastInput.value ?? null, null, 2) : '',
  text: snapshot.context.text,
  fieldError: snapshot.context.fieldError,
  errorMessage: snapshot.context.errorMessage,
});

/** The node's input in the run the panel shows, when that run is of this sequence and reached the node (its last step there). */
export function lastInputOf(run: ServerRun | null, sequenceId: string | null, nodeId: string): { value: unknown } | null {
  if (!run || run.sequenceId !== sequenceId) return null;
  const step = [...run.steps].reverse().find((each) => each.nodeId === nodeId);
  return step ? { value: step.input } : null;
}
