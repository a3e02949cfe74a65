import type { SnapshotFrom } from 'xstate';
import type { createApiKeyMachine } from './create-api-key.machine';

type CreateSnapshot = SnapshotFrom<typeof createApiKeyMachine>;

/** What the dialog shows: nothing (closed), the form, or the key just made. */
export function selectCreateStage(snapshot: CreateSnapshot): 'closed' | 'form' | 'created' {
  if (snapshot.matches('closed')) return 'closed';
  return snapshot.matches('created') ? 'created' : 'form';
}

export const selectCreateValues = (snapshot: CreateSnapshot) => snapshot.context.values;
export const selectCreatedKey = (snapshot: CreateSnapshot) => snapshot.context.created;

/** How the last copy went, for the words beside the button. */
export function selectCopyState(snapshot: CreateSnapshot): 'idle' | 'copying' | 'copied' | 'failed' {
  if (snapshot.matches({ created: 'copying' })) return 'copying';
  if (snapshot.matches({ created: 'copied' })) return 'copied';
  return snapshot.matches({ created: 'copyFailed' }) ? 'failed' : 'idle';
}
