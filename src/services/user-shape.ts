import type { AuthResponse, User } from '../domain/account/user';

/**
 * The shape checks of userSchema and authResponseSchema, by hand: the session's first load and the
 * sign-in and register pages use them, and zod would add its whole runtime (about 25 kB gzip) to
 * those pages' first load (the 150 kB budget).
 */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.name === 'string' &&
    typeof user.lastname === 'string' &&
    typeof user.email === 'string' &&
    typeof user.is_active === 'boolean' &&
    typeof user.is_admin === 'boolean' &&
    (user.created_at === undefined || typeof user.created_at === 'string')
  );
}

export function isAuthResponse(value: unknown): value is AuthResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.access_token === 'string' && isUser(body.user);
}
