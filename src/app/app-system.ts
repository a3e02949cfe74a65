import { createActor, fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type StoredSession } from '../machines/session/session.machine';
import { userActorsMachine, type UserActorLogic } from '../machines/session/user-actors.machine';
import { toastMachine } from '../machines/toast/toast.machine';
import { selectVisibleToast } from '../machines/toast/toast.selectors';
import type { ToastInput } from '../machines/toast/toast.types';
import { createApiClient, type ApiClient } from '../services/api-client';
import { logout } from '../services/logout';
import { clearStoredSession, readStoredToken, readStoredUser, storeSession, storeUser, tokenStorageKey } from '../services/session-storage';
import { authenticationFailedMessage } from '../services/signed-in-call';
import { userActorsHold, type UserActorsHold } from './user-actors-hold';

/**
 * The actors of one running app, created by main.tsx and handed down through context: the session
 * and the toasts live as long as the page; the signed-in user's own actors live inside the session
 * (its signed-in state invokes them). Nothing here starts before `start()`.
 */
export interface AppSystem {
  session: ReturnType<typeof createSessionActor>;
  toasts: ReturnType<typeof createActor<typeof toastMachine>>;
  api: ApiClient;
  /** Shows a toast, replacing whichever one is visible (spec 01 §3). */
  notify: (toast: ToastInput) => void;
  /** Closes this toast if it is the one showing, leaving any newer toast alone. */
  withdraw: (toast: ToastInput) => void;
  /** Lets the signed-in user's cart and favourites load, when the first page held them (user-actors-hold.ts). */
  releaseUserActors: () => void;
  start(): void;
  stop(): void;
}

/** Sign-ins and sign-outs made in other tabs change local storage; the session follows them. */
const watchOtherTabs = fromCallback(({ sendBack }) => {
  const follow = (event: StorageEvent) => {
    if (event.key !== null && event.key !== tokenStorageKey) return;
    const token = readStoredToken();
    const user = readStoredUser();
    if (token && user) sendBack({ type: 'session.signedIn', token, user });
    else if (!token) sendBack({ type: 'session.expired' });
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
});

function createSessionActor(api: ApiClient, announceExpiry: () => void, notify: (toast: ToastInput) => void, hold: UserActorsHold) {
  return createActor(
    sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise<StoredSession | null>(async () => {
          const token = readStoredToken();
          return token ? { token, user: readStoredUser() } : null;
        }),
        revokeToken: fromPromise(async ({ input }: { input: { token: string | null } }) => {
          if (input.token) await logout(api, input.token);
        }),
        // The signed-in user's own actors (cart, favourites): started at sign-in, stopped at sign-out.
        userActors: userActorsMachine.provide({
          actors: {
            loadUserActorLogic: fromPromise<UserActorLogic>(async () => {
              await hold.released;
              return (await import('./market/user-actors')).userActorLogic(api, notify);
            }),
          },
        }),
        watchOtherTabs,
      },
      actions: {
        storeSession: (_, params) => storeSession(params.token, params.user),
        storeUser: (_, params) => storeUser(params.user),
        clearStoredSession: () => clearStoredSession(),
        announceExpiry,
      },
    }),
  );
}

export interface AppSystemOptions {
  /** The first page holds the user's actors until it releases them (user-actors-hold.ts). */
  holdUserActors?: boolean;
}

export function createAppSystem({ holdUserActors = false }: AppSystemOptions = {}): AppSystem {
  const hold = userActorsHold(holdUserActors);
  const toasts = createActor(toastMachine);
  // A 401 reaches the session as an event; a sign-in refused with 401 (no session yet) is ignored
  // there, since its own form reports it.
  const api = createApiClient({ getToken: readStoredToken, onUnauthorized: () => session.send({ type: 'session.unauthorized' }) });
  const session = createSessionActor(
    api,
    () => toasts.send({ type: 'toast.show', toast: { title: authenticationFailedMessage, variant: 'destructive' } }),
    (toast) => notify(toast),
    hold,
  );
  const notify = (toast: ToastInput) => {
    toasts.send({ type: 'toast.show', toast });
    // The screen that made a refused call has now told the user in the spec's words (D21).
    if (toast.description === authenticationFailedMessage) session.send({ type: 'session.reported' });
  };
  const withdraw = (toast: ToastInput) => {
    const visible = selectVisibleToast(toasts.getSnapshot());
    if (visible && visible.title === toast.title && visible.description === toast.description) toasts.send({ type: 'toast.dismiss' });
  };
  return {
    session,
    toasts,
    api,
    notify,
    withdraw,
    releaseUserActors: hold.release,
    start: () => {
      toasts.start();
      session.start();
    },
    stop: () => {
      session.stop();
      toasts.stop();
    },
  };
}
