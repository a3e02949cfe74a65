import { assign, fromCallback, fromPromise, setup, type AnyActorLogic, type EventObject } from 'xstate';
import type { User } from '../../domain/account/user';

export interface StoredSession {
  token: string;
  user: User | null;
}

export interface UserActorsInput {
  user: User | null;
}

export interface SessionContext {
  token: string | null;
  user: User | null;
}

export type SessionEvent =
  | { type: 'session.signedIn'; token: string; user: User }
  | { type: 'session.userUpdated'; user: User }
  /** The user asked to sign out: the app leaves for / first. */
  | { type: 'session.signOut' }
  /** The page the user left for is on screen; now the session may end. */
  | { type: 'session.left' }
  /** The stored session is gone (another tab signed out). */
  | { type: 'session.expired' }
  /** A call of the signed-in user was refused with 401 (D5). */
  | { type: 'session.unauthorized' }
  /** The screen that made that call told the user, in the spec's words (D21). */
  | { type: 'session.reported' };

/**
 * Whether someone is signed in. Signed in means a token is stored (spec 01 §2); until the stored
 * session has been read the app renders nothing. The actors that belong to one user (cart,
 * favourites...) are invoked by the signed-in state: started at sign-in, stopped at sign-out.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    readStoredSession: fromPromise<StoredSession | null>(async () => null),
    revokeToken: fromPromise<void, { token: string | null }>(async () => {}),
    /** Follows sign-ins and sign-outs made in other tabs (they change local storage). */
    watchOtherTabs: fromCallback<EventObject>(() => () => {}),
    /**
     * The signed-in user's own actors (cart, favourites), given as any logic taking the user: the
     * app supplies a machine of them, tests a probe; stopping it stops them.
     */
    userActors: fromCallback<EventObject, UserActorsInput>(() => () => {}) as AnyActorLogic,
  },
  actions: {
    storeSession: (_, _params: { token: string; user: User }) => {},
    storeUser: (_, _params: { user: User }) => {},
    clearStoredSession: () => {},
    /** A 401 no screen reported: the session says it itself (D21). */
    announceExpiry: () => {},
  },
  delays: {
    /**
     * A screen reports its failed call as soon as the call's promise settles, within the same turn
     * of the event loop; the session waits that long before speaking for a call nobody reported.
     */
    callerReport: 0,
  },
}).createMachine({
  id: 'session',
  context: { token: null, user: null },
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
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
      invoke: { id: 'userActors', src: 'userActors', input: ({ context }: { context: SessionContext }): UserActorsInput => ({ user: context.user }) },
      initial: 'active',
      on: {
        'session.expired': { target: 'signedOut', actions: 'clearStoredSession' },
      },
      states: {
        active: {
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
            'session.signOut': 'leaving',
            // The token is gone at once (D5); the screen keeps its place until it has reported.
            'session.unauthorized': { target: 'expiring', actions: 'clearStoredSession' },
          },
        },
        expiring: {
          on: { 'session.reported': '#session.signedOut' },
          after: { callerReport: { target: '#session.signedOut', actions: 'announceExpiry' } },
        },
        // Still signed in while the app navigates to /: ending the session earlier would let the
        // protected page still showing send its guard to /login.
        leaving: {
          on: { 'session.left': { target: '#session.signingOut', actions: 'clearStoredSession' } },
        },
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
