import type { SnapshotFrom } from 'xstate';
import type { explainStepMachine } from './explain-step.machine';

type ExplainStepSnapshot = SnapshotFrom<typeof explainStepMachine>;

/** What the panel shows under the step asked about. */
export type ExplainPhase = 'idle' | 'waiting' | 'streaming' | 'stopped' | 'failed' | 'explained' | 'applyingFix' | 'fixApplied' | 'offeringRerun' | 'rerunOffered';

export function selectExplainPhase(snapshot: ExplainStepSnapshot): ExplainPhase {
  if (snapshot.matches({ asking: 'waiting' })) return 'waiting';
  if (snapshot.matches({ asking: 'streaming' })) return 'streaming';
  if (snapshot.matches({ explained: 'applyingFix' })) return 'applyingFix';
  if (snapshot.matches({ explained: 'fixApplied' })) return 'fixApplied';
  if (snapshot.matches({ explained: 'offeringRerun' })) return 'offeringRerun';
  if (snapshot.matches({ explained: 'rerunOffered' })) return 'rerunOffered';
  if (snapshot.matches('explained')) return 'explained';
  return snapshot.value as 'idle' | 'stopped' | 'failed';
}

/** Whether the panel's explanation is of this step of this run (the panel may show another run by now). */
export const selectIsExplaining = (snapshot: ExplainStepSnapshot, runId: string, stepId: string) =>
  !snapshot.matches('idle') && snapshot.context.runId === runId && snapshot.context.stepId === stepId;

export const selectExplanation = (snapshot: ExplainStepSnapshot) => snapshot.context.text;
export const selectExplainMode = (snapshot: ExplainStepSnapshot) => snapshot.context.mode;
export const selectExplainDocs = (snapshot: ExplainStepSnapshot) => snapshot.context.docs;
export const selectExplainFix = (snapshot: ExplainStepSnapshot) => snapshot.context.fix;
export const selectExplainFailure = (snapshot: ExplainStepSnapshot) => snapshot.context.failure;
export const selectFixError = (snapshot: ExplainStepSnapshot) => snapshot.context.fixError;
