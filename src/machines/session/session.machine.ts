import { assign, fromPromise, setup } from 'xstate';
import type { User } from '../../domain/account/user';

export interface StoredSession {
  token: string;
  user: User | null;
}

export interface SessionContext {
  token: string | null;
  user: User | null;
}

export type SessionEvent =
  | { type: 'session.signedIn'; token: string; user: User }
  | { type: 'session.userUpdated'; user: User }
  | { type: 'session.signOut' }
  | { type: 'session.expired' };

/**
 * Whether someone is signed in. Signed in means a token is stored (spec 01 §2); until the stored
 * session has been read the app renders nothing.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    readStoredSession: fromPromise<StoredSession | null>(async () => null),
    revokeToken: fromPromise<void, { token: string | null }>(async () => {}),
  },
  actions: {
    storeSession: (_, _params: { token: string; user: User }) => {},
    storeUser: (_, _params: { user: User }) => {},
    clearStoredSession: () => {},
  },
}).createMachine({
  id: 'session',
  context: { token: null, user: null },
  initial: 'undetermined',
  states: {
    undetermined: {
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'signedIn',
            actions: assign(({ event }) => ({ token: event.output?.token ?? null, user: event.output?.user ?? null })),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut', actions: 'clearStoredSession' },
      },
    },
    signedOut: {
      entry: assign({ token: null, user: null }),
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({ token: event.token, user: event.user })),
            { type: 'storeSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
          ],
        },
      },
    },
    signedIn: {
      on: {
        'session.userUpdated': {
          actions: [assign(({ event }) => ({ user: event.user })), { type: 'storeUser', params: ({ event }) => ({ user: event.user }) }],
        },
        // A new sign-in (another tab, a re-login) replaces the session in place.
        'session.signedIn': {
          actions: [
            assign(({ event }) => ({ token: event.token, user: event.user })),
            { type: 'storeSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
          ],
        },
        'session.signOut': { target: 'signingOut', actions: 'clearStoredSession' },
        'session.expired': { target: 'signedOut', actions: 'clearStoredSession' },
      },
    },
    // The local session is gone at once; revoking the token on the server is best effort.
    signingOut: {
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
  },
});
