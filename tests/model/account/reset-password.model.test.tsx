import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { resetLinkMessages, type ResetPasswordPayload } from '../../../src/domain/account/auth';
import { resetPasswordMachine, type NewPassword } from '../../../src/machines/account/reset-password.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { ResetPasswordView } from '../../../src/views/account/ResetPasswordView';
import { fill, inRouter } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const valid: NewPassword = { newPassword: 'new-secret', confirmNewPassword: 'new-secret' };
const busy = 'Too many people are signing in right now. Please try again in a few seconds.';

/** The exact toast text for each injected failure that keeps the form: the server's detail, or our fallback. */
const failureDescriptions: Record<string, string> = {
  [busy]: busy,
  '': 'An error occurred while resetting the password. Please try again.',
};

function mount() {
  const resetPassword = createDeferredActor<void, ResetPasswordPayload>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const endLocalSession = vi.fn();
  const actor = createActor(
    resetPasswordMachine.provide({ actors: { resetPassword: resetPassword.logic }, actions: { showToast: (_, toast) => showToast(toast), endLocalSession } }),
  ).start();
  const view = render(inRouter(<ResetPasswordView actor={actor} />));
  return { actor, view, resetPassword, showToast, endLocalSession, injectedError: null as Error | null, submitted: null as NewPassword | null, callsBefore: 0 };
}
type Sut = ReturnType<typeof mount>;

describeModel('reset-password machine with its view', {
  machine: resetPasswordMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.fieldErrors]),
  events: [
    { type: 'reset.open', token: 'link-token' },
    // A link cut short by a mail program: nothing to send, the page says so at once.
    { type: 'reset.open', token: null },
    { type: 'reset.submit', change: valid },
    { type: 'reset.submit', change: { ...valid, confirmNewPassword: 'new-secrex' } },
    { type: 'reset.submit', change: { newPassword: 'short', confirmNewPassword: 'short' } },
    { type: 'reset.submit', change: { newPassword: '', confirmNewPassword: '' } },
    { type: 'xstate.done.actor.resetPassword', output: undefined },
    { type: 'xstate.error.actor.resetPassword', error: refused(400, resetLinkMessages.invalid) },
    { type: 'xstate.error.actor.resetPassword', error: refused(422, `token: ${resetLinkMessages.invalid}`) },
    { type: 'xstate.error.actor.resetPassword', error: refused(422, 'password: New password must not exceed 100 characters') },
    { type: 'xstate.error.actor.resetPassword', error: refused(503, busy) },
    { type: 'xstate.error.actor.resetPassword', error: refused(500, '') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // The screen reads the token from the page's address.
    'reset.open': (sut, event) => act(() => sut.actor.send({ type: 'reset.open', token: event.token as string | null })),
    'reset.submit': (sut, event) => {
      const change = event.change as NewPassword;
      sut.showToast.mockClear();
      sut.injectedError = null;
      sut.callsBefore = sut.resetPassword.calls.length;
      sut.submitted = change;
      fill('New password', change.newPassword);
      fill('Confirm new password', change.confirmNewPassword);
      fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    },
    'xstate.done.actor.resetPassword': (sut) => sut.resetPassword.resolve(undefined),
    'xstate.error.actor.resetPassword': (sut, event) => {
      sut.showToast.mockClear();
      sut.injectedError = event.error as Error;
      sut.resetPassword.reject(event.error);
    },
  },
  assertions: {
    opening: () => {
      expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
      expect(screen.getByLabelText('New password')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    },
    idle: (sut: Sut) => {
      expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
      expect(screen.getByText('Choose a new password for your account.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
      for (const label of ['New password', 'Confirm new password']) {
        expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '100');
        expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
      }
      const { fieldErrors } = sut.actor.getSnapshot().context;
      for (const message of Object.values(fieldErrors)) expect(screen.getByText(message!)).toBeInTheDocument();
      // The rules and words of password change.
      if (sut.submitted?.confirmNewPassword === 'new-secrex') expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
      if (sut.submitted?.newPassword === 'short') expect(screen.getByText('New password must be at least 6 characters')).toBeInTheDocument();
      if (sut.submitted?.newPassword === '') {
        expect(screen.getByText('New password is required')).toBeInTheDocument();
        expect(screen.getByText('Confirm new password is required')).toBeInTheDocument();
      }
      if (sut.submitted && Object.keys(fieldErrors).length > 0 && !sut.injectedError) expect(sut.resetPassword.calls).toHaveLength(sut.callsBefore);
      if (sut.injectedError?.message.startsWith('password:')) {
        expect(screen.getByText('New password must not exceed 100 characters')).toBeInTheDocument();
        expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
        expect(sut.showToast).not.toHaveBeenCalled();
      } else if (sut.injectedError) {
        expect(fieldErrors).toEqual({});
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Password Reset Failed', description: failureDescriptions[sut.injectedError.message], variant: 'destructive' });
      } else {
        expect(sut.showToast).not.toHaveBeenCalled();
      }
    },
    submitting: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
      expect(screen.getByLabelText('New password')).toBeDisabled();
      // The confirmation exists only in the form.
      expect(sut.resetPassword.calls).toHaveLength(sut.callsBefore + 1);
      expect(sut.resetPassword.calls.at(-1)).toEqual({ token: 'link-token', password: 'new-secret' });
    },
    succeeded: (sut: Sut) => {
      expect(screen.getByRole('heading', { name: 'Password Reset' })).toBeInTheDocument();
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Your password has been reset, and every device that was signed in to your account has been signed out.');
      expect(status).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute('href', '/login');
      expect(sut.endLocalSession).toHaveBeenCalledOnce();
    },
    linkInvalid: (sut: Sut) => {
      expect(screen.getByRole('heading', { name: 'Link No Longer Valid' })).toBeInTheDocument();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(resetLinkMessages.invalid);
      expect(alert).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(sut.endLocalSession).not.toHaveBeenCalled();
      expect(sut.showToast).not.toHaveBeenCalled();
    },
  },
});
