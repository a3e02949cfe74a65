import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { failureSettingsMachine } from '../alerts/failure-settings.machine';
import type { editSequenceMachine } from './edit-sequence.machine';
import type { sequencesMachine } from './sequences.machine';

type SequencesSnapshot = SnapshotFrom<typeof sequencesMachine>;

export type SequencesPhase = 'loading' | 'failed' | 'list';

export function selectSequencesPhase(snapshot: SequencesSnapshot): SequencesPhase {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'list';
}

export const selectSequences = (snapshot: SequencesSnapshot) => snapshot.context.sequences;
export const selectIsRefreshing = (snapshot: SequencesSnapshot) => snapshot.matches({ list: 'refreshing' });
export const selectPendingDeletion = (snapshot: SequencesSnapshot) =>
  snapshot.matches({ list: 'confirmingDelete' }) || snapshot.matches({ list: 'deleting' }) ? snapshot.context.pendingDeletion : null;
export const selectIsDeleting = (snapshot: SequencesSnapshot) => snapshot.matches({ list: 'deleting' });

type EditSnapshot = SnapshotFrom<typeof editSequenceMachine>;
export const selectEditedSequence = (snapshot: EditSnapshot) => (snapshot.matches('closed') ? null : snapshot.context.sequence);
export const selectIsSaving = (snapshot: EditSnapshot) => snapshot.matches('saving');

/** The dialog's "When a run fails" (D129), while it is open. */
export const selectFailureSettingsActor = (snapshot: EditSnapshot) => (snapshot.children as { failureSettings?: ActorRefFrom<typeof failureSettingsMachine> }).failureSettings ?? null;
