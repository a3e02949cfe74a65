import { assign, fromPromise, setup } from 'xstate';
import type { ApiAccess, ApiKey, ApiKeyList } from '../../domain/api-keys/api-key-contract';
import type { ToastInput } from '../toast/toast.types';
import { loadFailedToast } from './api-key-messages';

export type ApiKeysEvent = { type: 'keys.retry' } | { type: 'key.created'; key: ApiKey } | { type: 'key.revoked'; key: ApiKey };

export interface ApiKeysContext {
  keys: ApiKey[];
  /** What the user's plan grants keys; null until the list has loaded. */
  access: ApiAccess | null;
}

/**
 * The API Keys screen's list (D137): loading, then the keys and the plan's API access, or a failure
 * with a retry. Creating and revoking are flows of their own that report the key they made or revoked.
 */
export const apiKeysMachine = setup({
  types: {
    context: {} as ApiKeysContext,
    events: {} as ApiKeysEvent,
  },
  actors: {
    loadKeys: fromPromise<ApiKeyList>(async () => {
      throw new Error('loadKeys is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
}).createMachine({
  id: 'apiKeys',
  context: { keys: [], access: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadKeys',
        src: 'loadKeys',
        onDone: { target: 'ready', actions: assign({ keys: ({ event }) => event.output.keys, access: ({ event }) => event.output.access }) },
        onError: { target: 'failed', actions: { type: 'showToast', params: ({ event }) => loadFailedToast(event.error) } },
      },
    },
    failed: {
      on: { 'keys.retry': 'loading' },
    },
    ready: {
      on: {
        // Newest first, as the server lists them.
        'key.created': { actions: assign({ keys: ({ context, event }) => [event.key, ...context.keys.filter((key) => key.id !== event.key.id)] }) },
        'key.revoked': { actions: assign({ keys: ({ context, event }) => context.keys.filter((key) => key.id !== event.key.id) }) },
      },
    },
  },
});
