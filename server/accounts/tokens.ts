import { createHash, randomBytes } from 'node:crypto';

export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes; only their hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The raw token (our client) or "Bearer <token>" (everyone else). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const token = value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
  return token.length > 0 && token.length <= 512 ? token : null;
}
