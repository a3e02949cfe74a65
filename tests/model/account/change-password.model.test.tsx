import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { changePasswordMachine, type PasswordChange } from '../../../src/machines/account/change-password.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import type { ChangePasswordPayload } from '../../../src/domain/account/auth';
import { ChangePasswordView } from '../../../src/views/account/ChangePasswordView';
import { fill } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const valid: PasswordChange = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmNewPassword: 'new-secret' };

/** The exact red notice for each injected failure: the server's message, or the spec's fallback. */
const failureDescriptions: Record<string, string> = {
  'Current password is incorrect': 'Current password is incorrect',
  '': 'An error occurred while changing password. Please try again.',
};

function mount() {
  vi.useFakeTimers();
  const changePassword = createDeferredActor<void, ChangePasswordPayload>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const goToDashboard = vi.fn();
  const actor = createActor(
    changePasswordMachine.provide({
      actors: { changePassword: changePassword.logic },
      actions: { showToast: (_, toast) => showToast(toast), goToDashboard },
    }),
  ).start();
  const view = render(<ChangePasswordView actor={actor} />);
  return { actor, view, changePassword, showToast, goToDashboard, injectedError: null as Error | null, callsBefore: 0, submitted: null as PasswordChange | null };
}
type Sut = ReturnType<typeof mount>;

describeModel('change-password machine with its view', {
  machine: changePasswordMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.fieldErrors]),
  events: [
    { type: 'password.submit', change: valid },
    { type: 'password.submit', change: { ...valid, confirmNewPassword: 'new-secrex' } },
    { type: 'password.submit', change: { ...valid, currentPassword: 'short' } },
    // Empty fields are missing, not short; an empty confirmation is named too.
    { type: 'password.submit', change: { currentPassword: '', newPassword: '', confirmNewPassword: '' } },
    { type: 'xstate.done.actor.changePassword', output: undefined },
    { type: 'xstate.error.actor.changePassword', error: refused(400, 'Current password is incorrect') },
    // The server's validation detail names a body field: it sits under the form's field, with no toast.
    { type: 'xstate.error.actor.changePassword', error: refused(422, 'new_password: New password must not exceed 100 characters') },
    { type: 'xstate.error.actor.changePassword', error: refused(500, '') },
    { type: 'xstate.after.redirectDelay.changePassword.succeeded' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'password.submit': (sut, event) => {
      const change = event.change as PasswordChange;
      sut.showToast.mockClear();
      sut.injectedError = null;
      sut.callsBefore = sut.changePassword.calls.length;
      sut.submitted = change;
      fill('Current password', change.currentPassword);
      fill('New password', change.newPassword);
      fill('Confirm new password', change.confirmNewPassword);
      fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    },
    'xstate.done.actor.changePassword': (sut) => sut.changePassword.resolve(undefined),
    'xstate.error.actor.changePassword': (sut, event) => {
      sut.showToast.mockClear();
      sut.submitted = null;
      sut.injectedError = event.error as Error;
      sut.changePassword.reject(event.error);
    },
    'xstate.after.redirectDelay.changePassword.succeeded': () => act(() => void vi.advanceTimersByTime(1000)),
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
      expect(screen.getByText('Update your account password.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
      const { fieldErrors } = sut.actor.getSnapshot().context;
      for (const message of Object.values(fieldErrors)) expect(screen.getByText(message!)).toBeInTheDocument();
      if (screen.getByLabelText('Confirm new password').getAttribute('value') === 'new-secrex') {
        expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
      }
      if (sut.submitted?.currentPassword === '') {
        expect(screen.getByText('Current password is required')).toBeInTheDocument();
        expect(screen.getByText('New password is required')).toBeInTheDocument();
        expect(screen.getByText('Confirm new password is required')).toBeInTheDocument();
        expect(screen.queryByText(/must be at least/)).not.toBeInTheDocument();
      }
      for (const label of ['Current password', 'New password', 'Confirm new password']) expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '100');
      if (sut.injectedError?.message.startsWith('new_password:')) {
        expect(screen.getByText('New password must not exceed 100 characters')).toBeInTheDocument();
        expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
        expect(sut.showToast).not.toHaveBeenCalled();
      } else if (sut.injectedError) {
        expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({});
        const description = failureDescriptions[sut.injectedError.message];
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Password Change Failed', description, variant: 'destructive' });
      } else {
        expect(sut.showToast).not.toHaveBeenCalled();
      }
    },
    submitting: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Changing Password...' })).toBeDisabled();
      expect(screen.getByTestId('spinner')).toBeInTheDocument();
      expect(screen.getByLabelText('Current password')).toBeDisabled();
      // The confirmation exists only in the form.
      expect(sut.changePassword.calls).toHaveLength(sut.callsBefore + 1);
      expect(sut.changePassword.calls.at(-1)).toEqual({ current_password: 'old-secret', new_password: 'new-secret' });
    },
    succeeded: (sut: Sut) => {
      expect(sut.showToast).toHaveBeenLastCalledWith({
        title: 'Password Changed Successfully!',
        description: 'Your password has been updated successfully.',
        variant: 'success',
      });
      act(() => void vi.advanceTimersByTime(999));
      expect(sut.goToDashboard).not.toHaveBeenCalled();
    },
    done: (sut: Sut) => {
      expect(sut.goToDashboard).toHaveBeenCalledOnce();
    },
  },
});
