import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** AES-256 takes a 32-byte key. */
export const secretKeyBytes = 32;
// GCM's recommended IV length; a fresh one for every value sealed, so one key never sees an IV twice.
const ivBytes = 12;
const tagBytes = 16;
const sealFormat = 'v1';

/** A sealed value this server cannot open: sealed under another key or for another place, or altered. */
export class SealBroken extends Error {}

/**
 * Seals credential values with AES-256-GCM (D66). A sealed value is
 * `v1.<key id>.<iv>.<auth tag>.<ciphertext>`, base64url parts: the key id tells a value sealed
 * under another BOTFLOW_SECRET_KEY from one that was altered, and the context (its user, credential
 * and field) is authenticated with it, so a sealed value copied into another row does not open.
 */
export interface CredentialCipher {
  seal(plain: string, context: string): string;
  /** The value; throws SealBroken when it does not open. */
  open(sealed: string, context: string): string;
}

export function credentialCipher(key: Buffer): CredentialCipher {
  if (key.length !== secretKeyBytes) throw new Error(`A credential key is ${secretKeyBytes} bytes, not ${key.length}`);
  // Derived, not a hash of the key itself: it names the key without saying anything about it.
  const keyId = createHmac('sha256', key).update('botflow credential key id').digest('base64url').slice(0, 8);
  return {
    seal(plain, context) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [sealFormat, keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [format, sealedKeyId, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (format !== sealFormat || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) throw new SealBroken('not a sealed value');
      if (sealedKeyId !== keyId) throw new SealBroken('sealed under another key');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: tagBytes });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SealBroken('altered, or sealed for another place');
      }
    },
  };
}
