import type { CredentialKind } from '../../src/domain/credentials/credential-kinds';
import { credentialMessages } from '../../src/domain/credentials/credentials';
import type { Db } from '../db/database';
import { SealBroken, type CredentialCipher } from './cipher';
import * as repository from './repository';
import { openedFields } from './stored-values';

/**
 * The credentials of a run's owner, as the run engine takes them. The runs feature declares the
 * same interface (server/runs/engine/secrets.ts, SecretStore); the two features import nothing of
 * each other, and TypeScript holds the shapes together where app.ts hands this one in.
 */
export interface RunSecrets {
  get(name: string): Promise<{ name: string; kind: CredentialKind; fields: Readonly<Record<string, string>> }>;
}

/**
 * One user's credentials, by exact name: every field of the kind, its secrets decrypted for this
 * use only and its settings given their defaults (a token's `Authorization` header and `Bearer`
 * prefix). A use stamps the credential's "last used". A name the user has no credential of, or a
 * value this server's key does not open, rejects with a message naming the credential.
 */
export function credentialSecrets(db: Db, cipher: CredentialCipher, userId: string): RunSecrets {
  return {
    async get(name) {
      const row = await repository.findCredentialByName(db, userId, name);
      if (!row) throw new Error(credentialMessages.missing(name));
      let fields: Record<string, string>;
      try {
        fields = openedFields(cipher, row);
      } catch (error) {
        if (error instanceof SealBroken) throw new Error(credentialMessages.undecryptable(row.name));
        throw error;
      }
      await repository.stampCredentialUsed(db, row.id);
      return { name: row.name, kind: row.kind, fields };
    },
  };
}

/** The names and kinds of a user's credentials, for the check before a run (a node naming one its owner does not have, or of a kind its setting does not take, is refused). */
export const ownedCredentials = (db: Db, userId: string): Promise<Array<{ name: string; kind: CredentialKind }>> => repository.listCredentialNames(db, userId);
