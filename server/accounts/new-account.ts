import type { Db } from '../db/database';
import { insertUser, type NewUser, type UserRow } from './repository';

/**
 * A new account: registration and `npm run user:create`. It starts with nothing but itself (D83:
 * a new account sees only what it did): no sample bots, no sample payments. The demo account keeps
 * the samples (server/db/seed.ts), each payment marked as one.
 */
export function createAccount(db: Db, user: NewUser): Promise<UserRow> {
  return insertUser(db, user);
}
