import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { registerMachine, type RegistrationDetails } from '../../src/machines/register.machine';
import type { ToastInput } from '../../src/machines/toast.types';
import type { AuthResponse } from '../../src/services/contract/user';
import { RegisterView } from '../../src/views/account/RegisterView';
import { ada, adaSession, fill, inRouter } from './account-fixtures';
import { createDeferredActor } from './deferred-actor';
import { describeModel } from './harness';

const valid: RegistrationDetails = { name: 'Ada', lastname: 'Lovelace', email: ada.email, password: 'analytical' };

function mount() {
  vi.useFakeTimers();
  const register = createDeferredActor<AuthResponse, RegistrationDetails>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const completeSignIn = vi.fn<(session: AuthResponse) => void>();
  const actor = createActor(
    registerMachine.provide({
      actors: { register: register.logic },
      actions: { showToast: (_, toast) => showToast(toast), completeSignIn: (_, session) => completeSignIn(session) },
    }),
  ).start();
  const view = render(inRouter(<RegisterView actor={actor} />));
  return { actor, view, register, showToast, completeSignIn };
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
    { type: 'xstate.done.actor.register', output: adaSession },
    { type: 'xstate.error.actor.register', error: new Error('Email already registered') },
    { type: 'xstate.error.actor.register', error: new Error('') },
    { type: 'xstate.after.redirectDelay.register.succeeded' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'register.submit': (_sut, event) => {
      const details = event.details as RegistrationDetails;
      fill('First name', details.name);
      fill('Last name', details.lastname);
      fill('Email', details.email);
      fill('Password', details.password);
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    },
    'xstate.done.actor.register': (sut, event) => sut.register.resolve(event.output as AuthResponse),
    'xstate.error.actor.register': (sut, event) => sut.register.reject(event.error),
    'xstate.after.redirectDelay.register.succeeded': () => act(() => void vi.advanceTimersByTime(1000)),
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
      expect(screen.getByText('Enter your information to get started.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
      const { fieldErrors } = sut.actor.getSnapshot().context;
      for (const message of Object.values(fieldErrors)) expect(screen.getByText(message!)).toBeInTheDocument();
      const last = sut.showToast.mock.lastCall?.[0];
      if (screen.getByLabelText('Password').getAttribute('value') === '12345') {
        // A short password is refused before anything is sent.
        expect(last).toEqual({ title: 'Password Too Short', description: 'Password must be at least 6 characters long', variant: 'destructive' });
      }
      if (last?.title === 'Registration Failed') {
        expect(['Email already registered', 'An error occurred during registration. Please try again.']).toContain(last.description);
      }
    },
    submitting: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
      expect(screen.getByLabelText('First name')).toBeDisabled();
      expect(sut.register.calls).toEqual([valid]);
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
