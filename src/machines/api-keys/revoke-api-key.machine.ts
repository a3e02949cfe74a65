import { assign, fromPromise, setup } from 'xstate';
import type { ApiKey } from '../../domain/api-keys/api-key-contract';
import { errorStatusOf } from '../../domain/error-text';
import type { ToastInput } from '../toast/toast.types';
import { revokedToast, revokeFailedToast } from './api-key-messages';

export type RevokeApiKeyEvent = { type: 'revoke.request'; key: ApiKey } | { type: 'revoke.cancel' } | { type: 'revoke.confirm' };

/**
 * Revoking an API key (D137): the dialog asks first, since a program using the key stops working at
 * once; once confirmed it revokes, and the list drops it.
 */
export const revokeApiKeyMachine = setup({
  types: {
    context: {} as { key: ApiKey | null },
    events: {} as RevokeApiKeyEvent,
  },
  actors: {
    revokeKey: fromPromise<void, { id: string }>(async () => {
      throw new Error('revokeKey is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    revoked: (_, _key: ApiKey) => {},
  },
  guards: {
    alreadyGone: ({ event }) => errorStatusOf((event as { error?: unknown }).error) === 404,
  },
}).createMachine({
  id: 'revokeApiKey',
  context: { key: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'revoke.request': { target: 'confirming', actions: assign({ key: ({ event }) => event.key }) } },
    },
    confirming: {
      on: { 'revoke.cancel': 'closed', 'revoke.confirm': 'revoking' },
    },
    revoking: {
      tags: ['busy'],
      invoke: {
        id: 'revokeKey',
        src: 'revokeKey',
        input: ({ context }) => ({ id: context.key!.id }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'revoked', params: ({ context }) => context.key! }, { type: 'showToast', params: ({ context }) => revokedToast(context.key!) }],
        },
        onError: [
          // Revoked meanwhile (another tab, another device): the server's word, and the list lets it go too.
          {
            guard: 'alreadyGone',
            target: 'closed',
            actions: [{ type: 'revoked', params: ({ context }) => context.key! }, { type: 'showToast', params: ({ event }) => revokeFailedToast(event.error) }],
          },
          { target: 'closed', actions: { type: 'showToast', params: ({ event }) => revokeFailedToast(event.error) } },
        ],
      },
    },
  },
});
