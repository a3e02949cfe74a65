import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from './profile.machine';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export type ProfilePhase = 'loading' | 'failed' | 'viewing' | 'editing';

export function selectProfilePhase(snapshot: ProfileSnapshot): ProfilePhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.matches({ loaded: 'viewing' }) ? 'viewing' : 'editing';
}

export const selectProfile = (snapshot: ProfileSnapshot) => snapshot.context.profile;
