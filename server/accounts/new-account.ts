import { insertSampleBots } from '../bots/repository';
import type { Db } from '../db/database';
import { insertSamplePayments } from '../payments/repository';
import { insertUser, type NewUser, type UserRow } from './repository';

/** A new account with its six sample bots (D8) and twenty sample payments (D12), in one transaction: registration and `npm run user:create`. */
export function createAccount(db: Db, user: NewUser): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const created = await insertUser(tx, user);
    await insertSampleBots(tx, created.id);
    await insertSamplePayments(tx, created.id);
    return created;
  });
}
