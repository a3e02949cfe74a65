import type { ApiClient } from './api-client';
import type { ProfileUpdatePayload } from '../domain/account/auth';
import { userSchema, type User } from '../domain/account/user';
import { signedInCall } from './signed-in-call';

export async function getMe(api: ApiClient): Promise<User> {
  return signedInCall(api, async () => userSchema.parse(await api.get('/users/me')));
}

export async function updateMe(api: ApiClient, payload: ProfileUpdatePayload): Promise<User> {
  return signedInCall(api, async () => userSchema.parse(await api.put('/users/me', payload)));
}
