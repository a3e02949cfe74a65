import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { RequireSignedIn, RequireSignedOut, type RememberedLocation } from '../../../src/app/guards';
import { sessionMachine, type StoredSession } from '../../../src/machines/session/session.machine';
import type { User } from '../../../src/domain/account/user';
import { clearStoredSession, storeSession, storeUser } from '../../../src/services/session-storage';
import { SessionActorContext } from '../../../src/views/session/session-actor-context';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const storedUser: User = { name: 'Ada', lastname: 'Lovelace', email: 'ada@botflow.dev', is_active: true, is_admin: false };
const renamedUser: User = { ...storedUser, name: 'Augusta' };

function LoginProbe() {
  const state = useLocation().state as RememberedLocation | null;
  return <p>login page, returning to {state?.from ?? 'nowhere'}</p>;
}

function mount() {
  const readStoredSession = createDeferredActor<StoredSession | null>();
  const revokeToken = createDeferredActor<void, { token: string | null }>();
  const actor = createActor(
    sessionMachine.provide({
      actors: { readStoredSession: readStoredSession.logic, revokeToken: revokeToken.logic },
      actions: {
        storeSession: (_, params) => storeSession(params.token, params.user),
        storeUser: (_, params) => storeUser(params.user),
        clearStoredSession: () => clearStoredSession(),
      },
    }),
  ).start();
  const view = render(
    <SessionActorContext.Provider value={actor}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<RequireSignedIn><p>dashboard for {actor.getSnapshot().context.user?.name}</p></RequireSignedIn>} />
          <Route path="/login" element={<RequireSignedOut><LoginProbe /></RequireSignedOut>} />
        </Routes>
      </MemoryRouter>
    </SessionActorContext.Provider>,
  );
  return { actor, view, readStoredSession, revokeToken };
}

type Sut = ReturnType<typeof mount>;

describeModel('session machine with the route guards', {
  machine: sessionMachine,
  events: [
    { type: 'xstate.done.actor.readStoredSession', output: null },
    { type: 'xstate.done.actor.readStoredSession', output: { token: 'stored-token', user: storedUser } },
    { type: 'xstate.error.actor.readStoredSession', error: new Error('storage unavailable') },
    { type: 'session.signedIn', token: 'fresh-token', user: storedUser },
    { type: 'session.userUpdated', user: renamedUser },
    { type: 'session.signOut' },
    { type: 'session.expired' },
    { type: 'xstate.done.actor.revokeToken', output: undefined },
    { type: 'xstate.error.actor.revokeToken', error: new Error('offline') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'xstate.done.actor.readStoredSession': (sut, event) => sut.readStoredSession.resolve(event.output as StoredSession | null),
    'xstate.error.actor.readStoredSession': (sut, event) => sut.readStoredSession.reject(event.error),
    'xstate.done.actor.revokeToken': (sut) => sut.revokeToken.resolve(undefined),
    'xstate.error.actor.revokeToken': (sut, event) => sut.revokeToken.reject(event.error),
    // These come from other flows (login, profile, the API client's 401), each tested with its own view.
    'session.signedIn': (sut, event) => sut.actor.send(event as never),
    'session.userUpdated': (sut, event) => sut.actor.send(event as never),
    'session.signOut': (sut) => sut.actor.send({ type: 'session.signOut' }),
    'session.expired': (sut) => sut.actor.send({ type: 'session.expired' }),
  },
  assertions: {
    undetermined: (sut: Sut) => {
      // Nothing is rendered while the stored session is being read.
      expect(sut.view.container).toBeEmptyDOMElement();
    },
    signedOut: () => {
      expect(screen.getByText('login page, returning to /dashboard')).toBeInTheDocument();
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(localStorage.getItem('user_data')).toBeNull();
    },
    signingOut: () => {
      expect(screen.getByText('login page, returning to /dashboard')).toBeInTheDocument();
      expect(localStorage.getItem('access_token')).toBeNull();
    },
    signedIn: (sut: Sut) => {
      expect(screen.getByText(/^dashboard for/)).toBeInTheDocument();
      const { token, user } = sut.actor.getSnapshot().context;
      expect(token).not.toBeNull();
      if (token !== 'stored-token') {
        // Sign-ins and profile updates are written through to local storage.
        expect(localStorage.getItem('access_token')).toBe(token);
        expect(JSON.parse(localStorage.getItem('user_data') ?? 'null')).toEqual(user);
      }
    },
  },
});
