import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expiresAtOf } from '../../machines/api-keys/api-key-form';
import { apiKeysMachine } from '../../machines/api-keys/api-keys.machine';
import { createApiKeyMachine, type CreateApiKeyInput } from '../../machines/api-keys/create-api-key.machine';
import { revokeApiKeyMachine } from '../../machines/api-keys/revoke-api-key.machine';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys';
import { ApiKeysView } from '../../views/api-keys/ApiKeysView';
import { useAppSystem } from '../app-system-context';

/** /api-keys (D137): the list, the create dialog that shows a key once, and Revoke's confirmation, on the API. */
export default function ApiKeysScreen() {
  const { api, notify } = useAppSystem();
  const actor = useActorRef(
    apiKeysMachine.provide({
      actors: { loadKeys: fromPromise(() => listApiKeys(api)) },
      actions: { showToast: (_, toast) => notify(toast) },
    }),
  );
  const createActor = useActorRef(
    createApiKeyMachine.provide({
      actors: {
        createKey: fromPromise(({ input }: { input: CreateApiKeyInput }) =>
          createApiKey(api, { name: input.name, scopes: input.scopes, expiresAt: expiresAtOf(input.expiry, new Date()) }),
        ),
        copyKey: fromPromise(async ({ input }: { input: { key: string } }) => {
          if (!navigator.clipboard) throw new Error('This page may not use the clipboard');
          await navigator.clipboard.writeText(input.key);
        }),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        created: (_, key) => actor.send({ type: 'key.created', key }),
      },
    }),
  );
  const revokeActor = useActorRef(
    revokeApiKeyMachine.provide({
      actors: { revokeKey: fromPromise(({ input }: { input: { id: string } }) => revokeApiKey(api, input.id)) },
      actions: {
        showToast: (_, toast) => notify(toast),
        revoked: (_, key) => actor.send({ type: 'key.revoked', key }),
      },
    }),
  );
  return <ApiKeysView actor={actor} createActor={createActor} revokeActor={revokeActor} />;
}
