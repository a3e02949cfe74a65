import { assign, fromPromise, setup } from 'xstate';
import { z } from 'zod';
import type { ChangePasswordPayload } from '../../domain/account/auth';
import { passwordRule, ruleMessages } from '../../domain/rules';
import { passwordChangeFailedToast, passwordChangedToast } from './account-messages';
import { fieldErrorsOf, type FieldErrors } from '../forms/form-errors';
import type { ToastInput } from '../toast/toast.types';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type ChangePasswordEvent = { type: 'password.submit'; change: PasswordChange };

/** Spec 01 §5: both passwords 6–100; the confirmation only exists in the form and must match. */
export const passwordChangeSchema = z
  .object({
    currentPassword: passwordRule('Current password'),
    newPassword: passwordRule('New password'),
    confirmNewPassword: z.string(),
  })
  .refine((change) => change.confirmNewPassword === change.newPassword, {
    path: ['confirmNewPassword'],
    message: ruleMessages.passwordsDoNotMatch,
  });

const changeOf = (event: ChangePasswordEvent) => event.change;

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
        onError: { target: 'idle', actions: { type: 'showToast', params: ({ event }) => passwordChangeFailedToast(event.error) } },
      },
    },
    succeeded: {
      tags: ['busy'],
      after: { redirectDelay: { target: 'done', actions: 'goToDashboard' } },
    },
    done: { type: 'final', tags: ['busy'] },
  },
});
