import type { SnapshotFrom } from 'xstate';
import type { revokeApiKeyMachine } from './revoke-api-key.machine';

type RevokeSnapshot = SnapshotFrom<typeof revokeApiKeyMachine>;

/** The key the dialog asks about; null while it is closed. */
export const selectRevokedKey = (snapshot: RevokeSnapshot) => (snapshot.matches('closed') ? null : snapshot.context.key);
export const selectIsRevoking = (snapshot: RevokeSnapshot) => snapshot.matches('revoking');
