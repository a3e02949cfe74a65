import { apiKeyListSchema, createdApiKeySchema, type ApiKeyCreatePayload, type ApiKeyList, type CreatedApiKey } from '../domain/api-keys/api-key-contract';
import type { ApiClient } from './api-client';
import { signedInCall } from './signed-in-call';

/** The user's API keys (D137): the list never holds a key; the create answer holds it this once. */
const keysPath = '/api-keys';

export async function listApiKeys(api: ApiClient): Promise<ApiKeyList> {
  return signedInCall(api, async () => apiKeyListSchema.parse(await api.get(keysPath)));
}

export async function createApiKey(api: ApiClient, payload: ApiKeyCreatePayload): Promise<CreatedApiKey> {
  return signedInCall(api, async () => createdApiKeySchema.parse(await api.post(keysPath, payload)));
}

export async function revokeApiKey(api: ApiClient, id: string): Promise<void> {
  await signedInCall(api, () => api.delete(`${keysPath}/${encodeURIComponent(id)}`));
}
