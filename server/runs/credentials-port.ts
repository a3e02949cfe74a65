import type { OwnedCredential } from '../../src/domain/workflow/node-catalogue/setup-check';
import type { Db } from '../db/database';

/**
 * The names and kinds of a user's credentials, never their values: what the check before a run
 * needs to refuse a node naming one its owner does not have (D66). The credentials feature
 * provides it; app.ts and v1.ts hand it in, so runs import nothing of that feature.
 */
export type OwnedCredentials = (db: Db, userId: string) => Promise<OwnedCredential[]>;
