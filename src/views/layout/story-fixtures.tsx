import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type StoredSession } from '../../machines/session/session.machine';
import type { User } from '../../domain/account/user';
import { SessionActorContext } from '../session/session-actor-context';

export const storyUser: User = {
  name: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  is_active: true,
  is_admin: false,
  created_at: '2024-03-01T09:00:00.000Z',
};

/** A session actor whose stored session is faked: signed in as `user`, or signed out for null. */
export function createStorySession(user: User | null) {
  return createActor(
    sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise<StoredSession | null>(async () => (user ? { token: 't', user } : null)),
      },
    }),
  ).start();
}

/** Router and session context for stories of views that link, navigate or read the session. */
export function StoryShell({ user = null, path = '/', children }: { user?: User | null; path?: string; children: ReactNode }) {
  const [session] = useState(() => createStorySession(user));
  return (
    <SessionActorContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </SessionActorContext.Provider>
  );
}
