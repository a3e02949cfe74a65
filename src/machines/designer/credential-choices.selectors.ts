import type { SnapshotFrom } from 'xstate';
import type { CredentialKind } from '../../domain/credentials/credential-kinds';
import type { credentialChoicesMachine } from './credential-choices.machine';

type CredentialChoicesSnapshot = SnapshotFrom<typeof credentialChoicesMachine>;

export const selectCredentialsStatus = (snapshot: CredentialChoicesSnapshot): 'loading' | 'ready' | 'failed' =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';
export const selectCredentialsError = (snapshot: CredentialChoicesSnapshot) => snapshot.context.errorMessage;
export const selectCredentials = (snapshot: CredentialChoicesSnapshot) => snapshot.context.credentials;

/** The names a field may take: the user's credentials of the kinds it accepts, by name. */
export function namesAccepted(credentials: ReadonlyArray<{ name: string; kind: CredentialKind }>, accepts: readonly CredentialKind[] | undefined): string[] {
  return credentials
    .filter((credential) => !accepts || accepts.includes(credential.kind))
    .map((credential) => credential.name)
    .sort((a, b) => a.localeCompare(b));
}
