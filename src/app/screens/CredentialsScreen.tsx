import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { credentialFormMachine, type SaveCredentialInput } from '../../machines/credentials/credential-form.machine';
import { credentialsMachine } from '../../machines/credentials/credentials.machine';
import { deleteCredentialMachine } from '../../machines/credentials/delete-credential.machine';
import { createCredential, deleteCredential, getCredential, listCredentials, updateCredential } from '../../services/credentials';
import { CredentialsView } from '../../views/credentials/CredentialsView';
import { useAppSystem } from '../app-system-context';

/** /credentials (D66): the list, the add and edit dialog and the delete confirmation, on the API. */
export default function CredentialsScreen() {
  const { api, notify } = useAppSystem();
  const actor = useActorRef(
    credentialsMachine.provide({
      actors: { loadCredentials: fromPromise(() => listCredentials(api)) },
      actions: { showToast: (_, toast) => notify(toast) },
    }),
  );
  const formActor = useActorRef(
    credentialFormMachine.provide({
      actors: {
        saveCredential: fromPromise(({ input }: { input: SaveCredentialInput }) =>
          input.id === null ? createCredential(api, input.payload) : updateCredential(api, input.id, input.payload),
        ),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        saved: (_, credential) => actor.send({ type: 'credential.saved', credential }),
      },
    }),
  );
  const deleteActor = useActorRef(
    deleteCredentialMachine.provide({
      actors: {
        findUses: fromPromise(async ({ input }: { input: { id: string } }) => (await getCredential(api, input.id)).usedBy),
        deleteCredential: fromPromise(({ input }: { input: { id: string } }) => deleteCredential(api, input.id)),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        deleted: (_, credential) => actor.send({ type: 'credential.deleted', credential }),
      },
    }),
  );
  return <CredentialsView actor={actor} formActor={formActor} deleteActor={deleteActor} />;
}
