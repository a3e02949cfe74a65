import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ForgotPasswordPayload } from '../../domain/account/auth';
import { resetLinkRequestFailedToast } from './account-messages';
import type { FieldErrors } from '../forms/form-errors';
import { missingFieldErrors } from '../forms/required-fields';
import { refusalOf, sameFields } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';

export interface ForgotPasswordContext {
  fieldErrors: FieldErrors;
  /** The address the link was asked for, said back on the confirmation. */
  sentTo: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'forgot.submit'; request: ForgotPasswordPayload }
  /** From the confirmation: back to the form, to ask again (a typo, a lost e-mail). */
  | { type: 'forgot.again' };

const formFields = sameFields('email');

const missingFields = (request: ForgotPasswordPayload) => missingFieldErrors(request, { email: 'Email' });

/**
 * "Forgot password?" (D82): idle (an empty field is named under it, nothing is sent),
 * submitting, then sent: the same confirmation whether or not the address has an account, as the
 * server's answer is the same. A malformed address (422) shows under the field; a refusal without a
 * field (429, a lost connection) is a toast and the form stays.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestResetLink: fromPromise<void, ForgotPasswordPayload>(async () => {
      throw new Error('requestResetLink is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
  guards: {
    fieldMissing: ({ event }) => event.type === 'forgot.submit' && Object.keys(missingFields(event.request)).length > 0,
  },
}).createMachine({
  id: 'forgotPassword',
  context: { fieldErrors: {}, sentTo: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'forgot.submit': [
          { guard: 'fieldMissing', actions: assign({ fieldErrors: ({ event }) => missingFields(event.request) }) },
          { target: 'submitting', actions: assign({ fieldErrors: {}, sentTo: ({ event }) => event.request.email.trim() }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'requestResetLink',
        src: 'requestResetLink',
        input: ({ event }) => {
          const { email } = (event as Extract<ForgotPasswordEvent, { type: 'forgot.submit' }>).request;
          return { email: email.trim() };
        },
        onDone: { target: 'sent' },
        onError: {
          target: 'idle',
          actions: enqueueActions(({ enqueue, event }) => {
            const { fieldErrors, toast } = refusalOf(event.error, formFields, resetLinkRequestFailedToast);
            enqueue.assign({ fieldErrors, sentTo: null });
            if (toast) enqueue({ type: 'showToast', params: toast });
          }),
        },
      },
    },
    sent: {
      on: { 'forgot.again': { target: 'idle', actions: assign({ sentTo: null }) } },
    },
  },
});
