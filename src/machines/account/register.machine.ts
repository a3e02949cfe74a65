import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { limits } from '../../domain/rule-texts';
import type { AuthResponse } from '../../domain/account/user';
import { passwordTooShortToast, registrationFailedToast, registrationSucceededToast } from './account-messages';
import type { FieldErrors } from '../forms/form-errors';
import { missingFieldErrors } from '../forms/required-fields';
import { sameFields, refusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';

export interface RegistrationDetails {
  name: string;
  lastname: string;
  email: string;
  password: string;
}

export interface RegisterContext {
  fieldErrors: FieldErrors;
  signedIn: AuthResponse | null;
}

export type RegisterEvent = { type: 'register.submit'; details: RegistrationDetails };

const detailsOf = (event: RegisterEvent) => event.details;

const formFields = sameFields('name', 'lastname', 'email', 'password');

/**
 * What is wrong under each field before anything is sent: every field is required (spec 01 §2). The
 * e-mail's format and the lengths are the server's to refuse; its messages then show under the
 * fields (D46: zod stays off the register page's first load).
 */
function ruleErrors(details: RegistrationDetails): FieldErrors {
  return missingFieldErrors(details, { name: 'First name', lastname: 'Last name', email: 'Email', password: 'Password' }, ['password']);
}

function otherFieldErrors(details: RegistrationDetails): FieldErrors {
  const { password: _password, ...others } = ruleErrors(details);
  return others;
}

/**
 * The registration form (spec 01 §2 Register, §5): a short password is refused with a toast before
 * anything is sent; empty fields and other rule failures show under their fields; success signs in
 * after 1000 ms.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    register: fromPromise<AuthResponse, RegistrationDetails>(async () => {
      throw new Error('register is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    /** Closes this toast if it is still the one showing (a fixed password no longer needs the warning). */
    dismissToast: (_, _toast: ToastInput) => {},
    completeSignIn: (_, _session: AuthResponse) => {},
  },
  guards: {
    // An empty password is a missing field, not a short one: it gets the required error, not the toast.
    passwordTooShort: ({ event }) => {
      const { length } = detailsOf(event).password;
      return length > 0 && length < limits.passwordMin;
    },
    breaksRules: ({ event }) => Object.keys(ruleErrors(detailsOf(event))).length > 0,
  },
  delays: {
    redirectDelay: 1000,
  },
}).createMachine({
  id: 'register',
  context: { fieldErrors: {}, signedIn: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'register.submit': [
          {
            // The spec's toast speaks for the password; the other fields still show what is wrong with them.
            guard: 'passwordTooShort',
            actions: [assign({ fieldErrors: ({ event }) => otherFieldErrors(detailsOf(event)) }), { type: 'showToast', params: passwordTooShortToast }],
          },
          {
            guard: 'breaksRules',
            actions: assign({ fieldErrors: ({ event }) => ruleErrors(detailsOf(event)) }),
          },
          { target: 'submitting', actions: [assign({ fieldErrors: {} }), { type: 'dismissToast', params: passwordTooShortToast }] },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => detailsOf(event as RegisterEvent),
        onDone: {
          target: 'succeeded',
          actions: [assign({ signedIn: ({ event }) => event.output }), { type: 'showToast', params: ({ event }) => registrationSucceededToast(event.output.user) }],
        },
        // The server's rule messages sit under their fields; only what names no field is a toast.
        onError: {
          target: 'idle',
          actions: enqueueActions(({ enqueue, event }) => {
            const { fieldErrors, toast } = refusalOf(event.error, formFields, registrationFailedToast);
            enqueue.assign({ fieldErrors });
            if (toast) enqueue({ type: 'showToast', params: toast });
          }),
        },
      },
    },
    succeeded: {
      tags: ['busy'],
      after: {
        redirectDelay: { target: 'done', actions: { type: 'completeSignIn', params: ({ context }) => context.signedIn! } },
      },
    },
    done: { type: 'final', tags: ['busy'] },
  },
});
