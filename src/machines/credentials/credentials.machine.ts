import { assign, fromPromise, setup } from 'xstate';
import type { Credential } from '../../domain/credentials/credentials';
import type { ToastInput } from '../toast/toast.types';
import { loadFailedToast } from './credential-messages';

export type CredentialsEvent =
  | { type: 'credentials.retry' }
  | { type: 'credential.saved'; credential: Credential }
  | { type: 'credential.deleted'; credential: Credential };

/** The list keeps the server's order: by name, whatever the case. */
const byName = (a: Credential, b: Credential) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The Credentials screen's list (D66): loading, then the list or a failure with a retry. The form
 * and the delete confirmation are flows of their own that report what they saved or deleted.
 */
export const credentialsMachine = setup({
  types: {
    context: {} as { credentials: Credential[] },
    events: {} as CredentialsEvent,
  },
  actors: {
    loadCredentials: fromPromise<Credential[]>(async () => {
      throw new Error('loadCredentials is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
}).createMachine({
  id: 'credentials',
  context: { credentials: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCredentials',
        src: 'loadCredentials',
        onDone: { target: 'ready', actions: assign({ credentials: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'showToast', params: ({ event }) => loadFailedToast(event.error) } },
      },
    },
    failed: {
      on: { 'credentials.retry': 'loading' },
    },
    ready: {
      on: {
        // A new one joins the list in its place; an edited one replaces its entry (its name may have changed).
        'credential.saved': {
          actions: assign({
            credentials: ({ context, event }) => [...context.credentials.filter((credential) => credential.id !== event.credential.id), event.credential].sort(byName),
          }),
        },
        'credential.deleted': {
          actions: assign({ credentials: ({ context, event }) => context.credentials.filter((credential) => credential.id !== event.credential.id) }),
        },
      },
    },
  },
});
