import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ForgotPasswordPayload } from '../../../src/domain/account/auth';
import { forgotPasswordMachine } from '../../../src/machines/account/forgot-password.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { ForgotPasswordView } from '../../../src/views/account/ForgotPasswordView';
import { ada, fill, inRouter } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const tooMany = 'Too many password reset requests. Please try again in 15 minutes.';

/** The exact toast text for each injected failure: the server's detail, or our fallback when it has none. */
const failureDescriptions: Record<string, string> = {
  [tooMany]: tooMany,
  '': 'An error occurred while sending the reset link. Please try again.',
};

function mount() {
  const requestResetLink = createDeferredActor<void, ForgotPasswordPayload>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(forgotPasswordMachine.provide({ actors: { requestResetLink: requestResetLink.logic }, actions: { showToast: (_, toast) => showToast(toast) } })).start();
  const view = render(inRouter(<ForgotPasswordView actor={actor} />));
  return { actor, view, requestResetLink, showToast, injectedError: null as Error | null, submitted: null as ForgotPasswordPayload | null, callsBefore: 0 };
}
type Sut = ReturnType<typeof mount>;

describeModel('forgot-password machine with its view', {
  machine: forgotPasswordMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.fieldErrors, snapshot.context.sentTo]),
  events: [
    // Spaces around the address are not part of it.
    { type: 'forgot.submit', request: { email: ` ${ada.email} ` } },
    { type: 'forgot.submit', request: { email: '  ' } },
    { type: 'xstate.done.actor.requestResetLink', output: undefined },
    // A malformed address: the server's message sits under the field, with no toast.
    { type: 'xstate.error.actor.requestResetLink', error: refused(422, 'email: Invalid email address') },
    { type: 'xstate.error.actor.requestResetLink', error: refused(429, tooMany) },
    { type: 'xstate.error.actor.requestResetLink', error: refused(500, '') },
    { type: 'forgot.again' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'forgot.submit': (sut, event) => {
      const request = event.request as ForgotPasswordPayload;
      sut.showToast.mockClear();
      sut.injectedError = null;
      sut.callsBefore = sut.requestResetLink.calls.length;
      sut.submitted = request;
      fill('Email', request.email);
      fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    },
    'xstate.done.actor.requestResetLink': (sut) => sut.requestResetLink.resolve(undefined),
    'xstate.error.actor.requestResetLink': (sut, event) => {
      sut.showToast.mockClear();
      sut.injectedError = event.error as Error;
      sut.requestResetLink.reject(event.error);
    },
    'forgot.again': (sut) => {
      sut.injectedError = null;
      fireEvent.click(screen.getByRole('button', { name: 'Send another link' }));
    },
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
      expect(screen.getByText('Enter the email of your account and we will send you a link to reset your password.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      const { fieldErrors } = sut.actor.getSnapshot().context;
      for (const message of Object.values(fieldErrors)) expect(screen.getByText(message!)).toBeInTheDocument();
      if (sut.submitted?.email.trim() === '') {
        expect(screen.getByText('Email is required')).toBeInTheDocument();
        expect(sut.requestResetLink.calls).toHaveLength(sut.callsBefore);
      }
      if (sut.injectedError?.message.startsWith('email:')) {
        expect(screen.getByText('Invalid email address')).toBeInTheDocument();
        expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
        expect(sut.showToast).not.toHaveBeenCalled();
      } else if (sut.injectedError) {
        expect(fieldErrors).toEqual({});
        // The form keeps what was typed.
        expect(screen.getByLabelText(/^Email/)).toHaveValue(ada.email);
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Reset Link Not Sent', description: failureDescriptions[sut.injectedError.message], variant: 'destructive' });
      } else {
        expect(sut.showToast).not.toHaveBeenCalled();
      }
    },
    submitting: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      expect(screen.getByLabelText(/^Email/)).toBeDisabled();
      expect(sut.requestResetLink.calls).toHaveLength(sut.callsBefore + 1);
      expect(sut.requestResetLink.calls.at(-1)).toEqual({ email: ada.email });
    },
    sent: () => {
      expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
      const status = screen.getByRole('status');
      // The same words whether or not the address has an account.
      expect(status).toHaveTextContent(`If an account exists for ${ada.email}, we have sent it a link to reset the password. The link is valid for 30 minutes and works once.`);
      expect(status).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Send another link' })).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    },
  },
});
