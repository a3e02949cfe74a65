import type { SnapshotFrom } from 'xstate';
import type { rerunMachine } from './rerun.machine';

type RerunSnapshot = SnapshotFrom<typeof rerunMachine>;

export type RerunPhase = 'closed' | 'previewing' | 'ready' | 'refused' | 'starting' | 'failed';

export const selectRerunPhase = (snapshot: RerunSnapshot) => snapshot.value as RerunPhase;
export const selectRerunChoice = (snapshot: RerunSnapshot) => ({ fromNodeId: snapshot.context.fromNodeId, version: snapshot.context.version });
export const selectRerunPreview = (snapshot: RerunSnapshot) => snapshot.context.preview;
export const selectRerunError = (snapshot: RerunSnapshot) => snapshot.context.errorMessage;
/** Re-run can be confirmed once the preview is shown (and again after a start was refused). */
export const selectCanConfirm = (snapshot: RerunSnapshot) => snapshot.matches('ready') || snapshot.matches('failed');
