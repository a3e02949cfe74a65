import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { DatabaseLocation } from '../db/database';
import { secretKeyBytes } from './cipher';

/** Where an embedded database keeps the key generated for it (D66). */
export const secretKeyFileName = 'secret.key';

const makeOne = 'Make one with `openssl rand -base64 32` (or `node -e "console.log(require(\'node:crypto\').randomBytes(32).toString(\'base64\'))"`).';

export const secretKeyMessages = {
  required: `BOTFLOW_SECRET_KEY is required with DATABASE_URL: credentials are stored encrypted with it, and every server process must use the same key. ${makeOne} Keep it safe and set the same value in every process's environment.`,
  invalid: (source: string, bytes: number) => `${source} must be ${secretKeyBytes} bytes written in base64 (44 characters); it holds ${bytes} bytes. ${makeOne}`,
} as const;

/** A key written in base64, or an error saying where it came from and how to make a good one. */
export function parseSecretKey(text: string, source: string): Buffer {
  const written = text.trim();
  const key = Buffer.from(written, 'base64');
  // Node decodes base64 leniently; only text that is the key's own base64 is taken.
  if (key.length !== secretKeyBytes || key.toString('base64') !== written) throw new Error(secretKeyMessages.invalid(source, key.length));
  return key;
}

/** BOTFLOW_SECRET_KEY when set; refused when unset with DATABASE_URL, where every process must share one. */
export function configuredSecretKey(env: NodeJS.ProcessEnv): Buffer | null {
  if (env.BOTFLOW_SECRET_KEY) return parseSecretKey(env.BOTFLOW_SECRET_KEY, 'BOTFLOW_SECRET_KEY');
  if (env.DATABASE_URL) throw new Error(secretKeyMessages.required);
  return null;
}

/**
 * The key the embedded database's credentials are sealed with: generated into its data directory
 * on the first start (readable by its owner only) and read back on every later one. Called once the
 * data directory is locked and opened, so no other process writes it meanwhile. An empty file (a
 * crash while it was first written) sealed nothing yet and is written anew.
 */
export function dataDirSecretKey(dataDir: string): Buffer {
  const file = join(dataDir, secretKeyFileName);
  const written = readIfPresent(file);
  if (written !== null && written.trim() !== '') return parseSecretKey(written, `The key file ${file}`);
  const key = randomBytes(secretKeyBytes);
  const descriptor = openSync(file, 'w', 0o600);
  try {
    writeSync(descriptor, `${key.toString('base64')}\n`);
    // On disk before anything is sealed with it: a key lost in a crash would lose every credential.
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  return key;
}

function readIfPresent(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The key this process seals with: the configured one, else (embedded database) its data directory's. */
export function secretKeyFor(configured: Buffer | null, location: DatabaseLocation): Buffer {
  if (configured) return configured;
  if ('dataDir' in location) return dataDirSecretKey(location.dataDir);
  if ('databaseUrl' in location) throw new Error(secretKeyMessages.required);
  throw new Error('An in-memory database has no data directory for a key: pass one');
}
