import type { ApiClient } from './api-client';
import type { AuthResponse } from '../domain/account/user';
import type { ChangePasswordPayload, ForgotPasswordPayload, LoginPayload, RegisterPayload, ResetPasswordPayload } from '../domain/account/auth';
import { signedInCall } from './signed-in-call';
import { isAuthResponse } from './user-shape';

function authResponseOf(body: unknown): AuthResponse {
  if (!isAuthResponse(body)) throw new Error('The server answered the sign-in with an unexpected body');
  return body;
}

export async function login(api: ApiClient, payload: LoginPayload): Promise<AuthResponse> {
  return authResponseOf(await api.post('/auth/login', payload));
}

export async function register(api: ApiClient, payload: Omit<RegisterPayload, 'is_active' | 'is_admin'>): Promise<AuthResponse> {
  // Spec 01 §3: self-registration always asks for an active, non-admin user.
  return authResponseOf(await api.post('/auth/register', { ...payload, is_active: true, is_admin: false }));
}

/** D3: on success the server revokes every other session of the user and keeps this one. */
export async function changePassword(api: ApiClient, payload: ChangePasswordPayload): Promise<void> {
  await signedInCall(api, () => api.post('/auth/change-password', payload));
}

/** A reset link (D82): the answer is the same whether or not the address has an account. */
export async function requestResetLink(api: ApiClient, payload: ForgotPasswordPayload): Promise<void> {
  await api.post('/auth/forgot-password', payload);
}

/** Sets the new password with a reset link's token; the server ends every session of the account. */
export async function resetPassword(api: ApiClient, payload: ResetPasswordPayload): Promise<void> {
  await api.post('/auth/reset-password', payload);
}
