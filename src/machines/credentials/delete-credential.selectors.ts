import type { SnapshotFrom } from 'xstate';
import type { deleteCredentialMachine } from './delete-credential.machine';

type DeleteSnapshot = SnapshotFrom<typeof deleteCredentialMachine>;

/** The credential the dialog asks about; null while it is closed. */
export const selectDeletedCredential = (snapshot: DeleteSnapshot) => (snapshot.matches('closed') ? null : snapshot.context.credential);
export const selectIsCheckingUses = (snapshot: DeleteSnapshot) => snapshot.matches('checking');
export const selectIsDeleting = (snapshot: DeleteSnapshot) => snapshot.matches('deleting');
export const selectUsedBy = (snapshot: DeleteSnapshot) => snapshot.context.usedBy;
