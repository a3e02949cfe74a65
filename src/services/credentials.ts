import type { CredentialKind } from '../domain/credentials/credential-kinds';
import {
  credentialDetailSchema,
  credentialListSchema,
  credentialSchema,
  type Credential,
  type CredentialCreatePayload,
  type CredentialDetail,
  type CredentialUpdatePayload,
} from '../domain/credentials/credentials';
import type { ApiClient } from './api-client';
import { signedInCall } from './signed-in-call';

/** The user's credentials (D66): names and metadata only; a value is sent, never received. */
const credentialsPath = '/credentials';
const credentialPath = (id: string) => `${credentialsPath}/${encodeURIComponent(id)}`;

/** The user's credentials, by name. */
export async function listCredentials(api: ApiClient): Promise<Credential[]> {
  return signedInCall(api, async () => credentialListSchema.parse(await api.get(credentialsPath)));
}

/**
 * The credentials a setting can take (a credential input accepts some kinds, an api node's
 * Authentication others): what the Run Settings' credential select offers.
 */
export async function listCredentialsOfKinds(api: ApiClient, kinds: readonly CredentialKind[]): Promise<Credential[]> {
  return (await listCredentials(api)).filter((credential) => kinds.includes(credential.kind));
}

/** One credential with the sequences whose saved workflows use it. */
export async function getCredential(api: ApiClient, id: string): Promise<CredentialDetail> {
  return signedInCall(api, async () => credentialDetailSchema.parse(await api.get(credentialPath(id))));
}

export async function createCredential(api: ApiClient, payload: CredentialCreatePayload): Promise<Credential> {
  return signedInCall(api, async () => credentialSchema.parse(await api.post(credentialsPath, payload)));
}

/** An empty secret field keeps its stored value. */
export async function updateCredential(api: ApiClient, id: string, payload: CredentialUpdatePayload): Promise<Credential> {
  return signedInCall(api, async () => credentialSchema.parse(await api.put(credentialPath(id), payload)));
}

export async function deleteCredential(api: ApiClient, id: string): Promise<void> {
  await signedInCall(api, () => api.delete(credentialPath(id)));
}
