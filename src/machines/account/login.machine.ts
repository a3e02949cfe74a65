import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { LoginPayload } from '../../domain/account/auth';
import type { AuthResponse } from '../../domain/account/user';
import { loginFailedToast, loginSucceededToast } from './account-messages';
import type { FieldErrors } from '../forms/form-errors';
import { missingFieldErrors } from '../forms/required-fields';
import { sameFields, refusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';

export interface LoginContext {
  fieldErrors: FieldErrors;
  signedIn: AuthResponse | null;
}

export type LoginEvent = { type: 'login.submit'; credentials: LoginPayload };

const formFields = sameFields('email', 'password');

/** Only presence is checked here; the e-mail's format is the server's to refuse (D46). */
const missingFields = (credentials: LoginPayload) => missingFieldErrors(credentials, { email: 'Email', password: 'Password' }, ['password']);

/**
 * The sign-in form (spec 01 §2 Login, §4, §5): idle (an empty field is named under it, nothing is
 * sent), submitting (a second submit is ignored), then success with a toast and, 1000 ms later, the
 * session; or failure with a toast and the form kept. Becoming signed in is what moves the user on:
 * the signed-out-only route sends them to the remembered path or /dashboard, replacing the history entry.
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
  guards: {
    fieldMissing: ({ event }) => Object.keys(missingFields(event.credentials)).length > 0,
  },
  delays: {
    redirectDelay: 1000,
  },
}).createMachine({
  id: 'login',
  context: { fieldErrors: {}, signedIn: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': [
          { guard: 'fieldMissing', actions: assign({ fieldErrors: ({ event }) => missingFields(event.credentials) }) },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
      },
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
        // The server's rule messages sit under their fields; a refused sign-in stays a toast.
        onError: {
          target: 'idle',
          actions: enqueueActions(({ enqueue, event }) => {
            const { fieldErrors, toast } = refusalOf(event.error, formFields, loginFailedToast);
            enqueue.assign({ fieldErrors });
            if (toast) enqueue({ type: 'showToast', params: toast });
          }),
        },
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
