import type { ApiClient } from './api-client';
import { authResponseSchema, type AuthResponse } from '../domain/account/user';
import type { ChangePasswordPayload, LoginPayload, RegisterPayload } from '../domain/account/auth';
import { signedInCall } from './signed-in-call';

export async function login(api: ApiClient, payload: LoginPayload): Promise<AuthResponse> {
  return authResponseSchema.parse(await api.post('/auth/login', payload));
}

export async function register(api: ApiClient, payload: Omit<RegisterPayload, 'is_active' | 'is_admin'>): Promise<AuthResponse> {
  // Spec 01 §3: self-registration always asks for an active, non-admin user.
  return authResponseSchema.parse(await api.post('/auth/register', { ...payload, is_active: true, is_admin: false }));
}

/** D3: on success the server revokes every other session of the user and keeps this one. */
export async function changePassword(api: ApiClient, payload: ChangePasswordPayload): Promise<void> {
  await signedInCall(api, () => api.post('/auth/change-password', payload));
}
