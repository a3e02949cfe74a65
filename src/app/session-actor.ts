import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../machines/session/session.machine';
import { createApiClient } from '../services/api-client';
import { logout } from '../services/logout';
import { authenticationFailedMessage } from '../services/signed-in-call';
import { clearStoredSession, readStoredToken, readStoredUser, storeSession, storeUser } from '../services/session-storage';
import { selectVisibleToast } from '../machines/toast/toast.selectors';
import { notify, toastActor } from './toast-actor';

/**
 * The one session of the running app, and the API client bound to it: a 401 anywhere clears the
 * stored token and user (D5) and returns the session to signed out.
 */
export const api = createApiClient({
  getToken: readStoredToken,
  onUnauthorized: () => {
    // A 401 without a stored token is a refused sign-in, which its own form reports.
    const wasSignedIn = readStoredToken() !== null;
    clearStoredSession();
    if (!wasSignedIn) return;
    // The caller's rejection settles in microtasks, so its screen reports the failure in the spec's
    // own words ("Error Loading Profile", "Error Loading Sequences"...) before the guard unmounts
    // it; only when no screen said it (a background call) does the session say it alone.
    setTimeout(() => {
      sessionActor.send({ type: 'session.expired' });
      if (selectVisibleToast(toastActor.getSnapshot())?.description !== authenticationFailedMessage) {
        notify({ title: authenticationFailedMessage, variant: 'destructive' });
      }
    }, 0);
  },
});

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise(async () => {
        const token = readStoredToken();
        return token ? { token, user: readStoredUser() } : null;
      }),
      revokeToken: fromPromise(async ({ input }: { input: { token: string | null } }) => {
        if (input.token) await logout(api, input.token);
      }),
    },
    actions: {
      storeSession: (_, params) => storeSession(params.token, params.user),
      storeUser: (_, params) => storeUser(params.user),
      clearStoredSession: () => clearStoredSession(),
    },
  }),
);

// Another tab signing in or out changes local storage; follow it so guards stay truthful.
window.addEventListener('storage', (event) => {
  if (event.key !== null && event.key !== 'access_token') return;
  const token = readStoredToken();
  const user = readStoredUser();
  if (token && user) sessionActor.send({ type: 'session.signedIn', token, user });
  else if (!token) sessionActor.send({ type: 'session.expired' });
});
