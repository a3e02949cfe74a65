import { assign, fromPromise, setup } from 'xstate';
import type { LoginPayload } from '../../domain/account/auth';
import type { AuthResponse } from '../../domain/account/user';
import { loginFailedToast, loginSucceededToast } from './account-messages';
import type { ToastInput } from '../toast/toast.types';

export interface LoginContext {
  signedIn: AuthResponse | null;
}

export type LoginEvent = { type: 'login.submit'; credentials: LoginPayload };

/**
 * The sign-in form (spec 01 §2 Login, §4): idle, submitting (a second submit is ignored), then
 * success with a toast and, 1000 ms later, the session; or failure with a toast and the form kept.
 * Becoming signed in is what moves the user on: the signed-out-only route sends them to the
 * remembered path or /dashboard, replacing the history entry.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: fromPromise<AuthResponse, LoginPayload>(async () => {
      throw new Error('login is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    completeSignIn: (_, _session: AuthResponse) => {},
  },
  delays: {
    redirectDelay: 1000,
  },
}).createMachine({
  id: 'login',
  context: { signedIn: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'login.submit': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event as LoginEvent).credentials,
        onDone: {
          target: 'succeeded',
          actions: [assign({ signedIn: ({ event }) => event.output }), { type: 'showToast', params: ({ event }) => loginSucceededToast(event.output.user) }],
        },
        onError: { target: 'idle', actions: { type: 'showToast', params: ({ event }) => loginFailedToast(event.error) } },
      },
    },
    succeeded: {
      // The form stays disabled until the user has moved on.
      tags: ['busy'],
      after: {
        redirectDelay: { target: 'done', actions: { type: 'completeSignIn', params: ({ context }) => context.signedIn! } },
      },
    },
    done: { type: 'final', tags: ['busy'] },
  },
});
