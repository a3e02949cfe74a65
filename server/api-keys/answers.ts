import type { ApiKey, CreatedApiKey } from '../../src/domain/api-keys/api-key-contract';
import { isoTime } from '../db/iso-time';
import type { ApiKeyRow } from './repository';

/** A key's row as the API answers it: never the key, nor its hash. */
export function toApiKey(row: ApiKeyRow, now: Date = new Date()): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: isoTime(row.createdAt),
    lastUsedAt: row.lastUsedAt ? isoTime(row.lastUsedAt) : null,
    expiresAt: row.expiresAt ? isoTime(row.expiresAt) : null,
    expired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

/** The create answer, the one time the key itself is sent. */
export const toCreatedApiKey = (row: ApiKeyRow, key: string): CreatedApiKey => ({ ...toApiKey(row), key });
