import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { loginMachine } from '../../../src/machines/account/login.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import type { LoginPayload } from '../../../src/domain/account/auth';
import type { AuthResponse } from '../../../src/domain/account/user';
import { LoginView } from '../../../src/views/account/LoginView';
import { ada, adaSession, fill, inRouter } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

/** The exact toast text for each injected failure: the server's detail, or the spec's fallback when the error has none. */
const failureDescriptions: Record<string, string> = {
  'Invalid email or password': 'Invalid email or password',
  '': 'Invalid email or password. Please try again.',
};

const missing = { email: 'Email is required', password: 'Password is required' } as const;

function mount() {
  vi.useFakeTimers();
  const login = createDeferredActor<AuthResponse, LoginPayload>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const completeSignIn = vi.fn<(session: AuthResponse) => void>();
  const actor = createActor(
    loginMachine.provide({
      actors: { login: login.logic },
      actions: { showToast: (_, toast) => showToast(toast), completeSignIn: (_, session) => completeSignIn(session) },
    }),
  ).start();
  const view = render(inRouter(<LoginView actor={actor} />));
  return { actor, view, login, showToast, completeSignIn, injectedError: null as Error | null, submitted: null as LoginPayload | null, callsBefore: 0 };
}
type Sut = ReturnType<typeof mount>;

describeModel('login machine with the login view', {
  machine: loginMachine,
  // Which field is named as wrong shows in the view, so it is part of the state.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.fieldErrors]),
  events: [
    { type: 'login.submit', credentials: { email: ada.email, password: 'correct-horse' } },
    // Every field is required (spec 01 §5): named under the field in our words, nothing is sent.
    { type: 'login.submit', credentials: { email: '', password: '' } },
    { type: 'login.submit', credentials: { email: ada.email, password: '' } },
    { type: 'xstate.done.actor.login', output: adaSession },
    { type: 'xstate.error.actor.login', error: refused(401, 'Invalid email or password') },
    // The server's validation detail names a field: it sits under that field, with no toast.
    { type: 'xstate.error.actor.login', error: refused(422, 'email: Invalid email address') },
    // An error with no message or detail at all.
    { type: 'xstate.error.actor.login', error: refused(500, '') },
    { type: 'xstate.after.redirectDelay.login.succeeded' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'login.submit': (sut, event) => {
      const { email, password } = event.credentials as LoginPayload;
      sut.showToast.mockClear();
      sut.injectedError = null;
      sut.submitted = { email, password };
      sut.callsBefore = sut.login.calls.length;
      fill('Email', email);
      fill('Password', password);
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    },
    'xstate.done.actor.login': (sut, event) => sut.login.resolve(event.output as AuthResponse),
    'xstate.error.actor.login': (sut, event) => {
      sut.showToast.mockClear();
      sut.submitted = null;
      sut.injectedError = event.error as Error;
      sut.login.reject(event.error);
    },
    'xstate.after.redirectDelay.login.succeeded': () => act(() => void vi.advanceTimersByTime(1000)),
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.getByRole('heading', { name: 'Login Page' })).toBeInTheDocument();
      expect(screen.getByText('Enter your credentials to access your account.')).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
      expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
      // Our messages, not the browser's: the form does not validate natively, the fields are still announced as required.
      expect(screen.getByLabelText('Email').closest('form')).toHaveAttribute('novalidate');
      expect(screen.getByLabelText('Email')).toBeRequired();
      expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', '100');
      const { fieldErrors } = sut.actor.getSnapshot().context;
      for (const message of Object.values(fieldErrors)) expect(screen.getByText(message!)).toBeInTheDocument();
      if (sut.injectedError?.message === 'email: Invalid email address') {
        expect(screen.getByText('Invalid email address')).toBeInTheDocument();
        expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByLabelText('Email')).toHaveFocus();
        expect(sut.showToast).not.toHaveBeenCalled();
      } else if (sut.injectedError) {
        const description = failureDescriptions[sut.injectedError.message];
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Login Failed', description, variant: 'destructive' });
      } else {
        expect(sut.showToast).not.toHaveBeenCalled();
      }
      if (sut.submitted) {
        // A refused submission sends nothing and names each empty field.
        expect(sut.login.calls).toHaveLength(sut.callsBefore);
        for (const field of ['email', 'password'] as const) {
          if (sut.submitted[field] === '') expect(screen.getByText(missing[field])).toBeInTheDocument();
          else expect(screen.queryByText(missing[field])).not.toBeInTheDocument();
        }
        // Focus goes to the first field named, where the user has to act.
        if (sut.submitted.email === '') expect(screen.getByLabelText('Email')).toHaveFocus();
        else if (sut.submitted.password === '') expect(screen.getByLabelText('Password')).toHaveFocus();
      }
    },
    submitting: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
      expect(screen.getByLabelText('Email')).toBeDisabled();
      expect(screen.getByLabelText('Password')).toBeDisabled();
      // A second submission is ignored: still one request.
      fireEvent.submit(screen.getByRole('button', { name: 'Signing in...' }).closest('form')!);
      expect(sut.login.calls).toHaveLength(sut.callsBefore + 1);
      expect(sut.login.calls.at(-1)).toEqual({ email: ada.email, password: 'correct-horse' });
    },
    succeeded: (sut: Sut) => {
      expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Login Successful!', description: 'Welcome back Ada Lovelace', variant: 'success' });
      // The session is taken only after the 1000 ms redirect delay.
      act(() => void vi.advanceTimersByTime(999));
      expect(sut.completeSignIn).not.toHaveBeenCalled();
    },
    done: (sut: Sut) => {
      expect(sut.completeSignIn).toHaveBeenCalledWith(adaSession);
    },
  },
});
