import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type SessionStatus = 'undetermined' | 'signedIn' | 'signedOut';

/** Signing out counts as signed out: the stored token is already gone. */
export function selectSessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('undetermined')) return 'undetermined';
  return snapshot.matches('signedIn') ? 'signedIn' : 'signedOut';
}

export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;

/** Signing out, on the way to /: the session ends once / is on screen. */
export const selectIsLeaving = (snapshot: SessionSnapshot) => snapshot.matches({ signedIn: 'leaving' });
