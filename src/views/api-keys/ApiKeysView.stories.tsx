import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { ApiKeyList, CreatedApiKey } from '../../domain/api-keys/api-key-contract';
import { apiKeysMachine } from '../../machines/api-keys/api-keys.machine';
import { createApiKeyMachine, type CreateApiKeyEvent, type CreateApiKeyInput } from '../../machines/api-keys/create-api-key.machine';
import { revokeApiKeyMachine } from '../../machines/api-keys/revoke-api-key.machine';
import { deployKey, freeAccess, never, newKey, storyKeyList } from './api-key-story-fixtures';
import { ApiKeysView } from './ApiKeysView';

export default { title: 'API Keys/ApiKeysView' };

interface Scene {
  load: () => Promise<ApiKeyList>;
  /** What the create dialog is told once the list is there, how its create answers, and its copy. */
  create?: CreateApiKeyEvent[];
  save?: () => Promise<CreatedApiKey>;
  copy?: () => Promise<void>;
  /** Copy key is pressed once the key is shown. */
  copied?: boolean;
  /** The key Revoke asks about, and whether it is confirmed. */
  revoke?: { confirm: boolean };
}

function ApiKeys({ load, create = [], save = never, copy = never, copied = false, revoke }: Scene) {
  const actor = useActorRef(apiKeysMachine.provide({ actors: { loadKeys: fromPromise(load) } }));
  const createActor = useActorRef(
    createApiKeyMachine.provide({ actors: { createKey: fromPromise<CreatedApiKey, CreateApiKeyInput>(save), copyKey: fromPromise<void, { key: string }>(copy) } }),
  );
  const revokeActor = useActorRef(revokeApiKeyMachine.provide({ actors: { revokeKey: fromPromise<void, { id: string }>(never) } }));
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('ready')) return;
      subscription.unsubscribe();
      for (const event of create) createActor.send(event);
      if (revoke) {
        revokeActor.send({ type: 'revoke.request', key: deployKey });
        if (revoke.confirm) revokeActor.send({ type: 'revoke.confirm' });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, createActor, revokeActor, create, revoke]);
  useEffect(() => {
    if (!copied) return;
    const subscription = createActor.subscribe((snapshot) => {
      if (!snapshot.matches({ created: 'shown' })) return;
      subscription.unsubscribe();
      createActor.send({ type: 'key.copy' });
    });
    return () => subscription.unsubscribe();
  }, [createActor, copied]);
  return <ApiKeysView actor={actor} createActor={createActor} revokeActor={revokeActor} />;
}

const listed = async () => storyKeyList;
const filled: CreateApiKeyEvent[] = [
  { type: 'create.open' },
  { type: 'create.name', value: 'Nightly export' },
  { type: 'create.scopes', scopes: ['runs:start', 'runs:read'] },
];
const made = async () => newKey;
/** The server refuses a field by its path: the message sits under it. */
const expiryRefused = () => Promise.reject(new Error('expiresAt: Expiry must be in the future'));

export const Loading: Story = () => <ApiKeys load={never} />;
export const LoadFailed: Story = () => <ApiKeys load={() => Promise.reject(new Error('No response from server'))} />;
export const Empty: Story = () => <ApiKeys load={async () => ({ keys: [], access: storyKeyList.access })} />;
export const List: Story = () => <ApiKeys load={listed} />;
export const NoApiAccess: Story = () => <ApiKeys load={async () => ({ keys: [], access: freeAccess })} />;
export const CreateDialog: Story = () => <ApiKeys load={listed} create={[{ type: 'create.open' }]} />;
export const CreateMissingFields: Story = () => <ApiKeys load={listed} create={[{ type: 'create.open' }, { type: 'create.submit' }]} />;
export const Creating: Story = () => <ApiKeys load={listed} create={[...filled, { type: 'create.submit' }]} />;
export const CreateRefused: Story = () => <ApiKeys load={listed} create={[...filled, { type: 'create.expiry', expiry: '7' }, { type: 'create.submit' }]} save={expiryRefused} />;
export const KeyCreated: Story = () => <ApiKeys load={listed} create={[...filled, { type: 'create.submit' }]} save={made} />;
export const KeyCopied: Story = () => <ApiKeys load={listed} create={[...filled, { type: 'create.submit' }]} save={made} copy={async () => {}} copied />;
export const KeyCopyFailed: Story = () => <ApiKeys load={listed} create={[...filled, { type: 'create.submit' }]} save={made} copy={() => Promise.reject(new Error('denied'))} copied />;
export const RevokeConfirm: Story = () => <ApiKeys load={listed} revoke={{ confirm: false }} />;
export const Revoking: Story = () => <ApiKeys load={listed} revoke={{ confirm: true }} />;

// Ladle reads each story's meta from its own assignment: the page links to the plans and the docs.
Loading.meta = { routerPath: '/api-keys' };
LoadFailed.meta = { routerPath: '/api-keys' };
Empty.meta = { routerPath: '/api-keys' };
List.meta = { routerPath: '/api-keys' };
NoApiAccess.meta = { routerPath: '/api-keys' };
CreateDialog.meta = { routerPath: '/api-keys' };
CreateMissingFields.meta = { routerPath: '/api-keys' };
Creating.meta = { routerPath: '/api-keys' };
CreateRefused.meta = { routerPath: '/api-keys' };
KeyCreated.meta = { routerPath: '/api-keys' };
KeyCopied.meta = { routerPath: '/api-keys' };
KeyCopyFailed.meta = { routerPath: '/api-keys' };
RevokeConfirm.meta = { routerPath: '/api-keys' };
Revoking.meta = { routerPath: '/api-keys' };
