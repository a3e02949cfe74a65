import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { z } from 'zod';
import { resetLinkMessages, type ResetPasswordPayload } from '../../domain/account/auth';
import { errorStatusOf, errorTextOf } from '../../domain/error-text';
import { ruleMessages } from '../../domain/rule-texts';
import { passwordResetFailedToast } from './account-messages';
import { requiredPassword } from './change-password.machine';
import { fieldErrorsOf, type FieldErrors } from '../forms/form-errors';
import { refusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';

export interface NewPassword {
  newPassword: string;
  confirmNewPassword: string;
}

export interface ResetPasswordContext {
  /** The link's token, from its address; null until the page has read it. */
  token: string | null;
  fieldErrors: FieldErrors;
}

export type ResetPasswordEvent =
  /** The page read its address: the token, or null when the link has none. */
  | { type: 'reset.open'; token: string | null }
  | { type: 'reset.submit'; change: NewPassword };

/** The rules of password change (spec 01 §5): 6–100 characters, and a confirmation that matches. */
export const newPasswordSchema = z
  .object({
    newPassword: requiredPassword('New password'),
    confirmNewPassword: z.string().min(1, ruleMessages.required('Confirm new password')),
  })
  .refine((change) => change.confirmNewPassword === change.newPassword, {
    path: ['confirmNewPassword'],
    message: ruleMessages.passwordsDoNotMatch,
  });

/** The request's fields and the form's. */
const formFields = { password: 'newPassword' } as const;

const changeOf = (event: ResetPasswordEvent) => (event.type === 'reset.submit' ? event.change : { newPassword: '', confirmNewPassword: '' });

/** A used, expired or unknown link (400), or a token the server would not even read (422 on it). */
const linkRefused = (error: unknown) => errorStatusOf(error) === 400 || (errorStatusOf(error) === 422 && (errorTextOf(error) ?? '').startsWith('token:'));

/**
 * The page a reset link opens (D82): opening until it has read the link, then idle (the new
 * password twice, checked here as in password change), submitting, and succeeded: every session of
 * the account has ended, this browser's included, and the user signs in with the new password. A
 * link the server refuses (used, expired) or one without a token ends in linkInvalid, which offers
 * to ask for a new one; any other refusal keeps the form.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    resetPassword: fromPromise<void, ResetPasswordPayload>(async () => {
      throw new Error('resetPassword is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    /** The server ended every session: this browser's stored one goes too. */
    endLocalSession: () => {},
  },
  guards: {
    tokenMissing: ({ event }) => event.type === 'reset.open' && !event.token,
    breaksRules: ({ event }) => !newPasswordSchema.safeParse(changeOf(event)).success,
    linkRefused: ({ event }) => linkRefused((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'resetPassword',
  context: { token: null, fieldErrors: {} },
  initial: 'opening',
  states: {
    opening: {
      on: {
        'reset.open': [
          { guard: 'tokenMissing', target: 'linkInvalid' },
          { target: 'idle', actions: assign({ token: ({ event }) => event.token }) },
        ],
      },
    },
    idle: {
      on: {
        'reset.submit': [
          { guard: 'breaksRules', actions: assign({ fieldErrors: ({ event }) => fieldErrorsOf(newPasswordSchema.safeParse(event.change).error!) }) },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({ token: context.token ?? '', password: changeOf(event as ResetPasswordEvent).newPassword }),
        onDone: { target: 'succeeded' },
        onError: [
          { guard: 'linkRefused', target: 'linkInvalid' },
          {
            target: 'idle',
            actions: enqueueActions(({ enqueue, event }) => {
              const { fieldErrors, toast } = refusalOf(event.error, formFields, passwordResetFailedToast);
              enqueue.assign({ fieldErrors });
              if (toast) enqueue({ type: 'showToast', params: toast });
            }),
          },
        ],
      },
    },
    succeeded: { type: 'final', entry: 'endLocalSession' },
    linkInvalid: { type: 'final' },
  },
});

/** What a refused link is told: the server says the same for a used, expired or unknown one. */
export const linkInvalidText = resetLinkMessages.invalid;
