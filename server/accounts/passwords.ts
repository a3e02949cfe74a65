import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at N=2^15, r=8, p=1: 32 MiB and roughly 50-100 ms per hash on one core. The parameters are
 * stored in every hash, so raising them later keeps old hashes verifiable.
 */
export const scryptParameters = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 64;
const saltLength = 16;
const prefix = 'scrypt';

function deriveKey(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  // Node refuses to use more than maxmem; scrypt needs 128 * N * r bytes, so leave room above that.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** "scrypt$N$r$p$salt$key" with a fresh random salt per call. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(saltLength)): Promise<string> {
  const key = await deriveKey(password, salt, scryptParameters);
  const { N, r, p } = scryptParameters;
  return [prefix, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== prefix) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isInteger(Math.log2(N))) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length !== keyLength) return null;
  return { N, r, p, salt, key };
}

async function matches(password: string, parsed: ParsedHash): Promise<boolean> {
  const candidate = await deriveKey(password, parsed.salt, parsed);
  return timingSafeEqual(candidate, parsed.key);
}

// Hashed once, on first use, from a fixed salt: the password behind it is never the one presented.
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('botflow-dummy-password', Buffer.alloc(saltLength, 7));
  return dummyHash;
}

/**
 * Verifies against the user's hash, or against the dummy hash when there is no such user (or the
 * stored hash is unusable), so an unknown email costs the same scrypt work as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parsePasswordHash(stored) : null;
  if (parsed) return matches(password, parsed);
  const dummy = parsePasswordHash(await dummyPasswordHash());
  if (dummy) await matches(password, dummy);
  return false;
}
