import type { User } from '../domain/account/user';

export const tokenStorageKey = 'access_token';
export const userStorageKey = 'user_data';

export function readStoredToken(): string | null {
  return localStorage.getItem(tokenStorageKey);
}

export function readStoredUser(): User | null {
  const raw = localStorage.getItem(userStorageKey);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(tokenStorageKey, token);
  storeUser(user);
}

export function storeUser(user: User): void {
  localStorage.setItem(userStorageKey, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(tokenStorageKey);
  localStorage.removeItem(userStorageKey);
}

/**
 * The shape check of userSchema, by hand: this module runs on every first load, and zod would add
 * its whole runtime to the entry chunk (issue 2's 150 KB budget).
 */
function isStoredUser(value: unknown): value is User {
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
