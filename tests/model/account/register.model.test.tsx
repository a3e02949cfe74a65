import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { registerMachine, type RegistrationDetails } from '../../../src/machines/account/register.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import type { AuthResponse } from '../../../src/domain/account/user';
import { RegisterView } from '../../../src/views/account/RegisterView';
import { ada, adaSession, fill, inRouter } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const valid: RegistrationDetails = { name: 'Ada', lastname: 'Lovelace', email: ada.email, password: 'analytical' };
const blank: RegistrationDetails = { name: '', lastname: '', email: '', password: '' };

const labels: Record<keyof RegistrationDetails, string> = { name: 'First name', lastname: 'Last name', email: 'Email', password: 'Password' };

/** The exact toast text for each injected failure: the server's message, or the spec's fallback. */
const failureDescriptions: Record<string, string> = {
  'Email already registered': 'Email already registered',
  '': 'An error occurred during registration. Please try again.',
};

/** What the last step did, so a state's assertion knows which toast (if any) it caused. */
type LastStep = { kind: 'submit'; details: RegistrationDetails; callsBefore: number } | { kind: 'error'; error: Error } | { kind: 'other' };

function mount() {
  vi.useFakeTimers();
  const register = createDeferredActor<AuthResponse, RegistrationDetails>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const completeSignIn = vi.fn<(session: AuthResponse) => void>();
  const dismissToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(
    registerMachine.provide({
      actors: { register: register.logic },
      actions: {
        showToast: (_, toast) => showToast(toast),
        dismissToast: (_, toast) => dismissToast(toast),
        completeSignIn: (_, session) => completeSignIn(session),
      },
    }),
  ).start();
  const view = render(inRouter(<RegisterView actor={actor} />));
  return { actor, view, register, showToast, dismissToast, completeSignIn, last: { kind: 'other' } as LastStep };
}
type Sut = ReturnType<typeof mount>;

describeModel('register machine with the register view', {
  machine: registerMachine,
  // Which rule a refused submission broke shows in the view, so it is part of the state.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.fieldErrors]),
  events: [
    { type: 'register.submit', details: valid },
    { type: 'register.submit', details: { ...valid, lastname: '', password: '12345' } },
    { type: 'register.submit', details: { ...valid, name: '', email: 'not-an-email' } },
    // Every field is required: an empty password is a missing field, not a short one.
    { type: 'register.submit', details: { ...valid, password: '' } },
    { type: 'register.submit', details: blank },
    { type: 'xstate.done.actor.register', output: adaSession },
    { type: 'xstate.error.actor.register', error: refused(409, 'Email already registered') },
    // The server's validation detail names fields: each message sits under its field, with no toast.
    { type: 'xstate.error.actor.register', error: refused(422, 'name: First name is required; email: Invalid email address') },
    { type: 'xstate.error.actor.register', error: refused(500, '') },
    { type: 'xstate.after.redirectDelay.register.succeeded' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'register.submit': (sut, event) => {
      const details = event.details as RegistrationDetails;
      sut.showToast.mockClear();
      sut.dismissToast.mockClear();
      sut.last = { kind: 'submit', details, callsBefore: sut.register.calls.length };
      fill('First name', details.name);
      fill('Last name', details.lastname);
      fill('Email', details.email);
      fill('Password', details.password);
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    },
    'xstate.done.actor.register': (sut, event) => {
      sut.last = { kind: 'other' };
      sut.register.resolve(event.output as AuthResponse);
    },
    'xstate.error.actor.register': (sut, event) => {
      sut.showToast.mockClear();
      sut.last = { kind: 'error', error: event.error as Error };
      sut.register.reject(event.error);
    },
    'xstate.after.redirectDelay.register.succeeded': () => act(() => void vi.advanceTimersByTime(1000)),
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
      expect(screen.getByText('Enter your information to get started.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
      for (const label of Object.values(labels)) expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText('First name')).toHaveAttribute('maxlength', '50');
      expect(screen.getByLabelText('Last name')).toHaveAttribute('maxlength', '50');
      expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', '100');
      const { fieldErrors } = sut.actor.getSnapshot().context;
      for (const message of Object.values(fieldErrors)) expect(screen.getByText(message!)).toBeInTheDocument();
      const toasts = sut.showToast.mock.calls.map(([toast]) => toast);
      const { last } = sut;
      if (last.kind === 'error' && last.error.message.startsWith('name:')) {
        expect(screen.getByText('First name is required')).toBeInTheDocument();
        expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByText('Invalid email address')).toBeInTheDocument();
        expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
        expect(toasts).toEqual([]);
      } else if (last.kind === 'error') {
        expect(toasts).toEqual([{ title: 'Registration Failed', description: failureDescriptions[last.error.message], variant: 'destructive' }]);
        expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({});
      } else if (last.kind === 'submit') {
        // A refused submission sends nothing.
        expect(sut.register.calls).toHaveLength(last.callsBefore);
        const { password } = last.details;
        if (password.length > 0 && password.length < 6) {
          expect(toasts).toEqual([{ title: 'Password Too Short', description: 'Password must be at least 6 characters long', variant: 'destructive' }]);
        } else {
          expect(toasts).toEqual([]);
        }
        for (const [field, label] of Object.entries(labels)) {
          const input = screen.getByLabelText(label);
          if (last.details[field as keyof RegistrationDetails] === '') {
            expect(screen.getByText(`${label} is required`)).toBeInTheDocument();
            expect(input).toHaveAttribute('aria-invalid', 'true');
          }
        }
      } else {
        expect(toasts).toEqual([]);
      }
    },
    submitting: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
      expect(screen.getByLabelText('First name')).toBeDisabled();
      expect(sut.register.calls.at(-1)).toEqual(valid);
      // A valid submission takes back the Password Too Short warning, should it still show.
      expect(sut.dismissToast).toHaveBeenCalledWith({ title: 'Password Too Short', description: 'Password must be at least 6 characters long', variant: 'destructive' });
      // A second submission while the first is on its way is ignored: still one request.
      const calls = sut.register.calls.length;
      fireEvent.submit(screen.getByRole('button', { name: 'Creating account...' }).closest('form')!);
      expect(sut.register.calls).toHaveLength(calls);
      expect(sut.actor.getSnapshot().value).toBe('submitting');
    },
    succeeded: (sut: Sut) => {
      expect(sut.showToast).toHaveBeenLastCalledWith({
        title: 'Registration Successful!',
        description: 'Welcome to Botflow, Ada Lovelace! Your account has been created.',
        variant: 'success',
      });
      act(() => void vi.advanceTimersByTime(999));
      expect(sut.completeSignIn).not.toHaveBeenCalled();
    },
    done: (sut: Sut) => {
      expect(sut.completeSignIn).toHaveBeenCalledWith(adaSession);
    },
  },
});
