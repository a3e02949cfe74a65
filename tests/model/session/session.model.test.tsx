import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createActor, fromCallback, type AnyActorRef } from 'xstate';
import { RequireSignedIn, RequireSignedOut, type RememberedLocation } from '../../../src/app/guards';
import { sessionMachine, type StoredSession, type UserActorsInput } from '../../../src/machines/session/session.machine';
import { selectUser } from '../../../src/machines/session/session.selectors';
import type { User } from '../../../src/domain/account/user';
import { clearStoredSession, storeSession, storeUser } from '../../../src/services/session-storage';
import { SessionActorContext } from '../../../src/views/session/session-actor-context';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const storedUser: User = { name: 'Ada', lastname: 'Lovelace', email: 'ada@botflow.dev', is_active: true, is_admin: false };
const renamedUser: User = { ...storedUser, name: 'Augusta' };

/** Reads the session as a screen would, so the name shown is the user's at every moment. */
function DashboardProbe({ actor }: { actor: AnyActorRef }) {
  const user = useSelector(actor, selectUser as (snapshot: unknown) => User | null);
  return <p>dashboard for {user?.name ?? 'nobody'}</p>;
}

function LoginProbe() {
  const state = useLocation().state as RememberedLocation | null;
  return <p>login page, returning to {state?.from ?? 'nowhere'}</p>;
}

function mount() {
  const readStoredSession = createDeferredActor<StoredSession | null>();
  const revokeToken = createDeferredActor<void, { token: string | null }>();
  // Which user's actors are running: started by signing in, stopped by signing out.
  const userActors: { running: Array<string | undefined> } = { running: [] };
  const announced: string[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readStoredSession: readStoredSession.logic,
        revokeToken: revokeToken.logic,
        userActors: fromCallback<{ type: string }, UserActorsInput>(({ input }) => {
          const email = input.user?.email;
          userActors.running.push(email);
          return () => userActors.running.splice(userActors.running.indexOf(email), 1);
        }),
      },
      actions: {
        storeSession: (_, params) => storeSession(params.token, params.user),
        storeUser: (_, params) => storeUser(params.user),
        clearStoredSession: () => clearStoredSession(),
        announceExpiry: () => announced.push('Authentication failed. Please login again.'),
      },
    }),
  ).start();
  const view = render(
    <SessionActorContext.Provider value={actor}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<RequireSignedIn><DashboardProbe actor={actor} /></RequireSignedIn>} />
          <Route path="/login" element={<RequireSignedOut><LoginProbe /></RequireSignedOut>} />
        </Routes>
      </MemoryRouter>
    </SessionActorContext.Provider>,
  );
  return { actor, view, readStoredSession, revokeToken, userActors, announced };
}

type Sut = ReturnType<typeof mount>;

// The expiring state's wait for the calling screen runs on a fake clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describeModel('session machine with the route guards', {
  machine: sessionMachine,
  events: [
    { type: 'xstate.done.actor.readStoredSession', output: null },
    { type: 'xstate.done.actor.readStoredSession', output: { token: 'stored-token', user: storedUser } },
    { type: 'xstate.error.actor.readStoredSession', error: new Error('storage unavailable') },
    { type: 'session.signedIn', token: 'fresh-token', user: storedUser },
    { type: 'session.userUpdated', user: renamedUser },
    { type: 'session.signOut' },
    { type: 'session.left' },
    { type: 'session.expired' },
    { type: 'session.unauthorized' },
    { type: 'session.reported' },
    { type: 'xstate.after.callerReport.session.signedIn.expiring' },
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
    'session.left': (sut) => sut.actor.send({ type: 'session.left' }),
    'session.expired': (sut) => sut.actor.send({ type: 'session.expired' }),
    'session.unauthorized': (sut) => sut.actor.send({ type: 'session.unauthorized' }),
    'session.reported': (sut) => sut.actor.send({ type: 'session.reported' }),
    'xstate.after.callerReport.session.signedIn.expiring': () => act(() => void vi.advanceTimersByTime(0)),
  },
  assertions: {
    undetermined: (sut: Sut) => {
      // Nothing is rendered while the stored session is being read.
      expect(sut.view.container).toBeEmptyDOMElement();
      expect(sut.userActors.running).toEqual([]);
    },
    signedOut: (sut: Sut) => {
      expect(screen.getByText('login page, returning to /dashboard')).toBeInTheDocument();
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(localStorage.getItem('user_data')).toBeNull();
      // Nothing of the user outlives the session.
      expect(sut.userActors.running).toEqual([]);
    },
    signingOut: (sut: Sut) => {
      expect(screen.getByText('login page, returning to /dashboard')).toBeInTheDocument();
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(sut.userActors.running).toEqual([]);
    },
    signedIn: (sut: Sut) => {
      const { token, user } = sut.actor.getSnapshot().context;
      expect(user).not.toBeNull();
      // The page shows the very user the session holds, renamed or not.
      expect(screen.getByText(`dashboard for ${user!.name}`)).toBeInTheDocument();
      expect(sut.userActors.running).toEqual([user!.email]);
      expect(token).not.toBeNull();
    },
    'signedIn.active': (sut: Sut) => {
      const { token, user } = sut.actor.getSnapshot().context;
      if (token !== 'stored-token') {
        // Sign-ins and profile updates are written through to local storage.
        expect(localStorage.getItem('access_token')).toBe(token);
        expect(JSON.parse(localStorage.getItem('user_data') ?? 'null')).toEqual(user);
      }
    },
    'signedIn.expiring': (sut: Sut) => {
      // The token is gone at once (D5) while the screen that made the call is still there to say so.
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(sut.announced).toEqual([]);
    },
    'signedIn.leaving': () => {
      // Still signed in until / is on screen: the protected page is not sent to /login meanwhile.
      expect(screen.queryByText(/^login page/)).toBeNull();
    },
  },
});
