import { assign, fromPromise, setup } from 'xstate';
import type { Credential, UsingSequence } from '../../domain/credentials/credentials';
import type { ToastInput } from '../toast/toast.types';
import { deletedToast, deleteFailedToast } from './credential-messages';

export interface DeleteCredentialContext {
  credential: Credential | null;
  /** The sequences whose saved workflows name it, asked of the server before the question is put. */
  usedBy: UsingSequence[];
}

export type DeleteCredentialEvent = { type: 'delete.request'; credential: Credential } | { type: 'delete.cancel' } | { type: 'delete.confirm' };

/**
 * Deleting a credential (D66): the dialog first finds which sequences use it, then asks, naming
 * them, because their runs will fail without it; once confirmed it deletes, and the list drops it.
 */
export const deleteCredentialMachine = setup({
  types: {
    context: {} as DeleteCredentialContext,
    events: {} as DeleteCredentialEvent,
  },
  actors: {
    findUses: fromPromise<UsingSequence[], { id: string }>(async () => {
      throw new Error('findUses is provided by the app');
    }),
    deleteCredential: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteCredential is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    deleted: (_, _credential: Credential) => {},
  },
}).createMachine({
  id: 'deleteCredential',
  context: { credential: null, usedBy: [] },
  initial: 'closed',
  states: {
    closed: {
      on: { 'delete.request': { target: 'checking', actions: assign({ credential: ({ event }) => event.credential, usedBy: [] }) } },
    },
    checking: {
      tags: ['busy'],
      on: { 'delete.cancel': 'closed' },
      invoke: {
        id: 'findUses',
        src: 'findUses',
        input: ({ context }) => ({ id: context.credential!.id }),
        onDone: { target: 'confirming', actions: assign({ usedBy: ({ event }) => event.output }) },
        // Not asked without knowing what it would break.
        onError: { target: 'closed', actions: { type: 'showToast', params: ({ event }) => deleteFailedToast(event.error) } },
      },
    },
    confirming: {
      on: { 'delete.cancel': 'closed', 'delete.confirm': 'deleting' },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteCredential',
        src: 'deleteCredential',
        input: ({ context }) => ({ id: context.credential!.id }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'deleted', params: ({ context }) => context.credential! }, { type: 'showToast', params: ({ context }) => deletedToast(context.credential!) }],
        },
        onError: { target: 'closed', actions: { type: 'showToast', params: ({ event }) => deleteFailedToast(event.error) } },
      },
    },
  },
});
