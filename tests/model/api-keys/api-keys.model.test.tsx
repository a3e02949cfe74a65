import { fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ApiKey, ApiKeyList } from '../../../src/domain/api-keys/api-key-contract';
import { apiKeyScopeLabels } from '../../../src/domain/api-keys/api-key-scopes';
import { apiKeysMachine } from '../../../src/machines/api-keys/api-keys.machine';
import { createApiKeyMachine } from '../../../src/machines/api-keys/create-api-key.machine';
import { revokeApiKeyMachine } from '../../../src/machines/api-keys/revoke-api-key.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { deployKey, freeAccess, newKey, storyKeyList } from '../../../src/views/api-keys/api-key-story-fixtures';
import { ApiKeysView } from '../../../src/views/api-keys/ApiKeysView';
import { inRouter } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const { key: newKeyItself, ...newListed } = newKey;
const freeList: ApiKeyList = { keys: [], access: freeAccess };

function mount() {
  const loadKeys = createDeferredActor<ApiKeyList>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(apiKeysMachine.provide({ actors: { loadKeys: loadKeys.logic }, actions: { showToast: (_, toast) => showToast(toast) } })).start();
  const createActor_ = createActor(createApiKeyMachine).start();
  const revokeActor = createActor(revokeApiKeyMachine).start();
  const view = render(inRouter(<ApiKeysView actor={actor} createActor={createActor_} revokeActor={revokeActor} />));
  return { actor, createActor: createActor_, revokeActor, view, loadKeys, showToast };
}
type Sut = ReturnType<typeof mount>;

const rowNames = () => screen.queryAllByTestId('api-key-row').map((row) => within(row).getByRole('rowheader').textContent);
const shown = (value: string) => dayjs(value).format('MMM D, YYYY h:mm A');
const expiresText = (key: ApiKey) => (key.expiresAt === null ? 'Never' : key.expired ? `Expired ${shown(key.expiresAt)}` : shown(key.expiresAt));

describeModel('api-keys machine with the API keys view', {
  machine: apiKeysMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.keys.map((key) => key.name), snapshot.context.access?.plan]),
  events: [
    { type: 'xstate.done.actor.loadKeys', output: storyKeyList },
    { type: 'xstate.done.actor.loadKeys', output: freeList },
    { type: 'xstate.error.actor.loadKeys', error: new Error('No response from server') },
    { type: 'keys.retry' },
    // Reported by the create dialog and by Revoke (their own paths).
    { type: 'key.created', key: newListed },
    { type: 'key.revoked', key: deployKey },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.createActor.stop();
    sut.revokeActor.stop();
  },
  execute: {
    'xstate.done.actor.loadKeys': (sut, event) => sut.loadKeys.resolve(event.output as ApiKeyList),
    'xstate.error.actor.loadKeys': (sut, event) => sut.loadKeys.reject(event.error),
    'keys.retry': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'key.created': (sut, event) => sut.actor.send(event as never),
    'key.revoked': (sut, event) => sut.actor.send(event as never),
  },
  assertions: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading API keys...');
      expect(screen.getByRole('button', { name: 'Create API Key' })).toBeDisabled();
    },
    failed: (sut: Sut) => {
      expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Error Loading API Keys', description: 'No response from server', variant: 'destructive' });
      expect(screen.getByText('Your API keys could not be loaded.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create API Key' })).toBeDisabled();
    },
    ready: (sut: Sut) => {
      const { keys, access } = sut.actor.getSnapshot().context;
      // Newest first: a new key on top, as the server lists them.
      expect(rowNames()).toEqual(keys.map((key) => key.name));
      for (const key of keys) {
        const row = screen.getByRole('rowheader', { name: key.name }).closest('tr')!;
        expect(within(within(row).getByRole('list', { name: `Scopes of ${key.name}` })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
          key.scopes.map((scope) => apiKeyScopeLabels[scope]),
        );
        expect(within(row).getByText(`${key.prefix}…`)).toBeInTheDocument();
        const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
        expect(cells.slice(2, 5)).toEqual([shown(key.createdAt), key.lastUsedAt ? shown(key.lastUsedAt) : 'Never', expiresText(key)]);
        expect(within(row).getByRole('button', { name: `Revoke ${key.name}` })).toBeEnabled();
      }
      // The list never holds a key itself.
      expect(document.body.textContent).not.toContain(newKeyItself);
      if (access!.refusal !== null) {
        expect(screen.getByTestId('api-access-notice')).toHaveTextContent(access!.refusal);
        expect(within(screen.getByTestId('api-access-notice')).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscriptions');
        expect(screen.getByRole('button', { name: 'Create API Key' })).toBeDisabled();
      } else {
        expect(screen.getByText(/Pro Annual: each key may make 600 requests a minute/)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'API Reference' })).toHaveAttribute('href', '/documents/api-reference#api-keys');
        expect(screen.getByRole('button', { name: 'Create API Key' })).toBeEnabled();
      }
      if (keys.length === 0) expect(screen.getByText(access!.refusal === null ? /^No API keys yet\./ : /^No API keys\.$/)).toBeInTheDocument();
    },
  },
});
