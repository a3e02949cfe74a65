import { createHash, randomBytes } from 'node:crypto';
import { apiKeyMarker, apiKeyPrefixLength } from '../../src/domain/api-keys/api-key-contract';

/** A new key (`bf_` and 32 random bytes in base64url), the hash it is stored and found by, and what the list shows of it. */
export function newApiKey(): { key: string; keyHash: string; prefix: string } {
  const key = `${apiKeyMarker}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashApiKey(key), prefix: key.slice(0, apiKeyPrefixLength) };
}

/**
 * SHA-256, not a password hash (scrypt, argon2): a slow hash protects what a person chose, which an
 * attacker can guess word by word; a key is 256 random bits, which no guessing reaches, so a leaked
 * table gives nothing away whatever the hash's speed. A fast one lets every request look its key up
 * by an index on the hash (a salted slow hash could not be looked up at all, only compared one row
 * at a time) and costs a microsecond where scrypt would cost the request tens of milliseconds. The
 * session tokens are stored the same way (accounts/tokens.ts).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
