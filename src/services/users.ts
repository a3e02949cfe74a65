import type { ApiClient } from './api-client';
import type { ProfileUpdatePayload } from './contract/auth';
import { userSchema, type User } from './contract/user';
import { signedInCall } from './signed-in-call';

export async function getMe(api: ApiClient): Promise<User> {
  return signedInCall(api, async () => userSchema.parse(await api.get('/users/me')));
}

export async function updateMe(api: ApiClient, payload: ProfileUpdatePayload): Promise<User> {
  return signedInCall(api, async () => userSchema.parse(await api.put('/users/me', payload)));
}
