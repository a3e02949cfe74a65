import type { SnapshotFrom } from 'xstate';
import type { apiKeysMachine } from './api-keys.machine';

type ApiKeysSnapshot = SnapshotFrom<typeof apiKeysMachine>;

export type ApiKeysPhase = 'loading' | 'failed' | 'ready';

export function selectApiKeysPhase(snapshot: ApiKeysSnapshot): ApiKeysPhase {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'ready';
}

export const selectApiKeys = (snapshot: ApiKeysSnapshot) => snapshot.context.keys;
export const selectApiAccess = (snapshot: ApiKeysSnapshot) => snapshot.context.access;

/** Whether a key can be made now: the list is there and the plan has API access. */
export const selectCanCreate = (snapshot: ApiKeysSnapshot) => snapshot.matches('ready') && snapshot.context.access !== null && snapshot.context.access.refusal === null;
