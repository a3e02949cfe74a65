import type { CredentialKind } from '../../../src/domain/credentials/credential-kinds';

/** A credential as a run uses it (D66): its kind and its fields' values, decrypted for this run only. */
export interface ResolvedSecret {
  name: string;
  kind: CredentialKind;
  /** Every field of the kind, an empty one given its default (a token's header and prefix). */
  fields: Readonly<Record<string, string>>;
}

/**
 * The credentials a run may use: its owner's, by name. `get` rejects with a message that names the
 * credential when the owner has none of that name, or when this server cannot decrypt it (another
 * BOTFLOW_SECRET_KEY). The runs feature declares it; the credentials feature provides it (app.ts).
 */
export interface SecretStore {
  get(name: string): Promise<ResolvedSecret>;
}

/** For runs of a user with no credentials at all, and for the engine's own tests. */
export const noSecrets: SecretStore = {
  get: async (name) => {
    throw new Error(`There is no credential named ${name}`);
  },
};
