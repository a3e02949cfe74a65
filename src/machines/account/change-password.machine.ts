import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { z } from 'zod';
import type { ChangePasswordPayload } from '../../domain/account/auth';
import { passwordRule } from '../../domain/rules';
import { ruleMessages } from '../../domain/rule-texts';
import { passwordChangeFailedToast, passwordChangedToast } from './account-messages';
import { fieldErrorsOf, type FieldErrors } from '../forms/form-errors';
import { refusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type ChangePasswordEvent = { type: 'password.submit'; change: PasswordChange };

/** An empty field is missing, not short: it is named as required before the length rule speaks. */
export const requiredPassword = (field: string) => z.string().min(1, ruleMessages.required(field)).pipe(passwordRule(field));

/** Spec 01 §5: both passwords 6–100; the confirmation only exists in the form and must match. */
export const passwordChangeSchema = z
  .object({
    currentPassword: requiredPassword('Current password'),
    newPassword: requiredPassword('New password'),
    confirmNewPassword: z.string().min(1, ruleMessages.required('Confirm new password')),
  })
  .refine((change) => change.confirmNewPassword === change.newPassword, {
    path: ['confirmNewPassword'],
    message: ruleMessages.passwordsDoNotMatch,
  });

const changeOf = (event: ChangePasswordEvent) => event.change;

/** The request's fields and the form's. */
const formFields = { current_password: 'currentPassword', new_password: 'newPassword' } as const;

/** The change-password form (spec 01 §2, §4; D3): idle, submitting, then success and /dashboard after 1000 ms, or failure. */
export const changePasswordMachine = setup({
  types: {
    context: {} as { fieldErrors: FieldErrors },
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordPayload>(async () => {
      throw new Error('changePassword is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    goToDashboard: () => {},
  },
  guards: {
    breaksRules: ({ event }) => !passwordChangeSchema.safeParse(changeOf(event)).success,
  },
  delays: {
    redirectDelay: 1000,
  },
}).createMachine({
  id: 'changePassword',
  context: { fieldErrors: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'password.submit': [
          {
            guard: 'breaksRules',
            actions: assign({ fieldErrors: ({ event }) => fieldErrorsOf(passwordChangeSchema.safeParse(changeOf(event)).error!) }),
          },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          const change = changeOf(event as ChangePasswordEvent);
          return { current_password: change.currentPassword, new_password: change.newPassword };
        },
        onDone: { target: 'succeeded', actions: { type: 'showToast', params: passwordChangedToast } },
        // The server's rule messages sit under their fields; a wrong current password stays a toast.
        onError: {
          target: 'idle',
          actions: enqueueActions(({ enqueue, event }) => {
            const { fieldErrors, toast } = refusalOf(event.error, formFields, passwordChangeFailedToast);
            enqueue.assign({ fieldErrors });
            if (toast) enqueue({ type: 'showToast', params: toast });
          }),
        },
      },
    },
    succeeded: {
      tags: ['busy'],
      after: { redirectDelay: { target: 'done', actions: 'goToDashboard' } },
    },
    done: { type: 'final', tags: ['busy'] },
  },
});
