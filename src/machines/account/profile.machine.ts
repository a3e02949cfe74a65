import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ProfileUpdatePayload } from '../../domain/account/auth';
import type { User } from '../../domain/account/user';
import { profileLoadFailedToast, profileUpdateFailedToast, profileUpdatedToast } from './account-messages';
import type { FieldErrors } from '../forms/form-errors';
import { sameFields, refusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';

const formFields = sameFields('name', 'lastname', 'email');

export interface ProfileContext {
  /** The profile as last loaded or saved: what Cancel goes back to. */
  profile: User | null;
  /** What the server refused in the last save, under each field of the edit form. */
  fieldErrors: FieldErrors;
}

export type ProfileEvent =
  | { type: 'profile.edit' }
  | { type: 'profile.save'; changes: ProfileUpdatePayload }
  | { type: 'profile.cancel' };

/** My Profile (spec 01 §2 Profile, §4): loading, then loaded (view ↔ edit, saving) or failed. */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: {
    loadProfile: fromPromise<User>(async () => {
      throw new Error('loadProfile is provided by the app');
    }),
    saveProfile: fromPromise<User, ProfileUpdatePayload>(async () => {
      throw new Error('saveProfile is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    /** The navigation bar greets by name: the session keeps the stored user current. */
    userUpdated: (_, _user: User) => {},
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, fieldErrors: {} },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'loaded', actions: assign({ profile: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'showToast', params: ({ event }) => profileLoadFailedToast(event.error) } },
      },
    },
    failed: {},
    loaded: {
      initial: 'viewing',
      states: {
        viewing: {
          on: { 'profile.edit': { target: 'editing', actions: assign({ fieldErrors: {} }) } },
        },
        editing: {
          on: {
            'profile.save': { target: 'saving', actions: assign({ fieldErrors: {} }) },
            'profile.cancel': 'viewing',
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ event }) => (event as Extract<ProfileEvent, { type: 'profile.save' }>).changes,
            onDone: {
              target: 'viewing',
              actions: [
                assign({ profile: ({ event }) => event.output }),
                { type: 'userUpdated', params: ({ event }) => event.output },
                { type: 'showToast', params: profileUpdatedToast },
              ],
            },
            // Spec 01 §5 leaves the profile to the server's rules: its messages sit under their fields,
            // and only what names no field (an e-mail already taken) is a toast.
            onError: {
              target: 'editing',
              actions: enqueueActions(({ enqueue, event }) => {
                const { fieldErrors, toast } = refusalOf(event.error, formFields, profileUpdateFailedToast);
                enqueue.assign({ fieldErrors });
                if (toast) enqueue({ type: 'showToast', params: toast });
              }),
            },
          },
        },
      },
    },
  },
});
