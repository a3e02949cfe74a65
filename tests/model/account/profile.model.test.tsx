import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { profileMachine } from '../../../src/machines/account/profile.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import type { ProfileUpdatePayload } from '../../../src/domain/account/auth';
import type { User } from '../../../src/domain/account/user';
import { ProfileView } from '../../../src/views/account/ProfileView';
import { ada, fill } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const renamed: User = { ...ada, name: 'Augusta' };

/** The exact toast text for each injected failure: the error's own text, or the spec's fallback when it has none. */
const loadFailures: Record<string, string> = {
  'Authentication failed. Please login again.': 'Authentication failed. Please login again.',
  '': 'Failed to load profile data. Please try again.',
};
const saveFailures: Record<string, string> = {
  'Email already registered': 'Email already registered',
  '': 'Failed to update profile. Please try again.',
};

function mount() {
  const loadProfile = createDeferredActor<User>();
  const saveProfile = createDeferredActor<User, ProfileUpdatePayload>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const userUpdated = vi.fn<(user: User) => void>();
  const actor = createActor(
    profileMachine.provide({
      actors: { loadProfile: loadProfile.logic, saveProfile: saveProfile.logic },
      actions: { showToast: (_, toast) => showToast(toast), userUpdated: (_, user) => userUpdated(user) },
    }),
  ).start();
  const view = render(<ProfileView actor={actor} />);
  return { actor, view, loadProfile, saveProfile, showToast, userUpdated, loadError: null as Error | null, saveError: null as Error | null, formOpened: false, justSaved: false };
}
type Sut = ReturnType<typeof mount>;

describeModel('profile machine with the profile view', {
  machine: profileMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.profile?.name, snapshot.context.fieldErrors]),
  events: [
    { type: 'xstate.done.actor.loadProfile', output: ada },
    { type: 'xstate.done.actor.loadProfile', output: { ...ada, is_active: false, is_admin: true } },
    { type: 'xstate.error.actor.loadProfile', error: refused(401, 'Authentication failed. Please login again.') },
    { type: 'xstate.error.actor.loadProfile', error: refused(500, '') },
    { type: 'profile.edit' },
    { type: 'profile.save', changes: { name: 'Augusta', lastname: ada.lastname, email: ada.email } },
    { type: 'profile.cancel' },
    { type: 'xstate.done.actor.saveProfile', output: renamed },
    { type: 'xstate.error.actor.saveProfile', error: refused(409, 'Email already registered') },
    // Spec 01 §5 leaves the profile to the server's rules: its field messages sit under the fields, with no toast.
    { type: 'xstate.error.actor.saveProfile', error: refused(422, 'name: First name is required') },
    { type: 'xstate.error.actor.saveProfile', error: refused(500, '') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'xstate.done.actor.loadProfile': (sut, event) => sut.loadProfile.resolve(event.output as User),
    'xstate.error.actor.loadProfile': (sut, event) => {
      sut.loadError = event.error as Error;
      sut.loadProfile.reject(event.error);
    },
    'profile.edit': (sut) => {
      sut.formOpened = true;
      sut.saveError = null;
      sut.justSaved = false;
      fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    },
    'profile.save': (sut, event) => {
      sut.saveError = null;
      sut.showToast.mockClear();
      fill('First Name', (event.changes as ProfileUpdatePayload).name);
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    },
    // Cancel after an unsaved edit: the last loaded values must come back.
    'profile.cancel': (sut) => {
      sut.saveError = null;
      sut.justSaved = false;
      fill('First Name', 'Unsaved Name');
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    },
    'xstate.done.actor.saveProfile': (sut, event) => {
      sut.justSaved = true;
      sut.saveProfile.resolve(event.output as User);
    },
    'xstate.error.actor.saveProfile': (sut, event) => {
      sut.showToast.mockClear();
      sut.saveError = event.error as Error;
      sut.saveProfile.reject(event.error);
    },
  },
  assertions: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading Profile...');
    },
    failed: (sut: Sut) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to Load Profile');
      expect(screen.getByRole('alert')).toHaveTextContent('Please refresh the page to try again.');
      expect(sut.showToast).toHaveBeenLastCalledWith({
        title: 'Error Loading Profile',
        description: loadFailures[sut.loadError!.message],
        variant: 'destructive',
      });
    },
    'loaded.viewing': (sut: Sut) => {
      const profile = sut.actor.getSnapshot().context.profile!;
      expect(screen.getByText(profile.name)).toBeInTheDocument();
      expect(screen.queryByText('Unsaved Name')).toBeNull();
      expect(screen.getByText('March 14, 2026')).toBeInTheDocument();
      expect(screen.getByText(profile.is_active ? 'Active' : 'Inactive')).toBeInTheDocument();
      expect(screen.queryByText('Admin') !== null).toBe(profile.is_admin);
      // Back from the form (saved or cancelled), focus returns to the button that opened it, not to <body>.
      if (sut.saveProfile.calls.length > 0 || sut.formOpened) expect(screen.getByRole('button', { name: 'Update Profile' })).toHaveFocus();
      if (sut.justSaved) {
        expect(sut.userUpdated).toHaveBeenCalledWith(renamed);
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Profile Updated!', description: 'Your profile has been successfully updated.', variant: 'success' });
      }
    },
    'loaded.editing': (sut: Sut) => {
      expect(screen.getByLabelText('First Name')).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      for (const field of ['First Name', 'Last Name']) expect(screen.getByLabelText(field)).toHaveAttribute('maxlength', '50');
      const toasts = sut.showToast.mock.calls.map(([toast]) => toast);
      if (sut.saveError?.message.startsWith('name:')) {
        expect(screen.getByText('First name is required')).toBeInTheDocument();
        expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
        // Not left on <body> by the busy Save button: focus is where the message is.
        expect(screen.getByLabelText('First Name')).toHaveFocus();
        expect(toasts).toEqual([]);
      } else if (sut.saveError) {
        // Back in the form after a failed save: the form stays, and the toast says why.
        expect(toasts).toEqual([{ title: 'Update Failed', description: saveFailures[sut.saveError.message], variant: 'destructive' }]);
        expect(screen.queryByText('First name is required')).toBeNull();
      } else {
        // Just opened: the user carries on in its first field.
        expect(screen.getByLabelText('First Name')).toHaveFocus();
        expect(screen.queryByText('First name is required')).toBeNull();
      }
    },
    'loaded.saving': (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(screen.getByLabelText('First Name')).toBeDisabled();
      expect(sut.saveProfile.calls.at(-1)).toEqual({ name: 'Augusta', lastname: ada.lastname, email: ada.email });
    },
  },
});
