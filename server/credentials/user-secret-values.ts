import { secretValuesOfCredential } from '../../src/domain/credentials/secret-values';
import type { Db } from '../db/database';
import { SealBroken, type CredentialCipher } from './cipher';
import * as repository from './repository';
import { openedFields } from './stored-values';

/**
 * Every secret value a user keeps (D66, D92): what Ask Flo why hides from the failed step it
 * sends to the AI service, wherever a value appears (typed into a header by hand, say). Opened in
 * memory for that only: nothing is answered, logged or stamped as used. Which values are secret is
 * the domain's one rule (secretValuesOfCredential). A value this server's key cannot open is passed over (no one can read it here).
 */
export async function secretValuesOf(db: Db, cipher: CredentialCipher, userId: string): Promise<string[]> {
  const values: string[] = [];
  for (const row of await repository.listCredentials(db, userId)) {
    let fields: Record<string, string>;
    try {
      fields = openedFields(cipher, row);
    } catch (error) {
      if (error instanceof SealBroken) continue;
      throw error;
    }
    values.push(...secretValuesOfCredential(row.kind, fields));
  }
  return values;
}
