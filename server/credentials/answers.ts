import type { Credential, CredentialDetail, UsingSequence } from '../../src/domain/credentials/credentials';
import type { CredentialRow } from './repository';
import { setFieldsOf } from './stored-values';

/** A credential row as the API answers it: names and metadata, never a secret value. */
export function toCredential(row: CredentialRow): Credential {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    setFields: setFieldsOf(row),
    settings: row.settings,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

export const toCredentialDetail = (row: CredentialRow, usedBy: UsingSequence[]): CredentialDetail => ({ ...toCredential(row), usedBy });
