import type { SnapshotFrom } from 'xstate';
import type { credentialsMachine } from './credentials.machine';

type CredentialsSnapshot = SnapshotFrom<typeof credentialsMachine>;

export type CredentialsPhase = 'loading' | 'failed' | 'ready';

export function selectCredentialsPhase(snapshot: CredentialsSnapshot): CredentialsPhase {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'ready';
}

export const selectCredentials = (snapshot: CredentialsSnapshot) => snapshot.context.credentials;
