import type { User } from '../domain/account/user';
import { isUser } from './user-shape';

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
    return isUser(parsed) ? parsed : null;
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

