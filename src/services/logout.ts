import type { ApiClient } from './api-client';

/**
 * Revokes the token on the server (D4). The caller has already cleared the local session. Kept
 * apart from auth.ts so the first load (the session actor) does not pull the zod contract in.
 */
export async function logout(api: ApiClient, token: string): Promise<void> {
  await api.post('/auth/logout', undefined, { token });
}
