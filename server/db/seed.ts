import { hashPassword } from '../accounts/passwords';
import { findUserByEmail, insertUserUnlessEmailTaken } from '../accounts/repository';
import { insertSampleBots } from '../bots/repository';
import { seedMarketBots } from '../market/seed-market-bots';
import { insertSamplePayments } from '../payments/repository';
import { offeredPlans } from '../plans/offered-plans';
import { upsertOfferedPlans } from '../plans/repository';
import { upsertScriptLibrary } from '../scripts/repository';
import { readScriptLibrary } from '../scripts/library';
import type { Db } from './database';

export interface SeedOptions {
  demoAccount: boolean;
}

/** Named in the README (D18). */
export const demoAccount = {
  email: 'demo@botflow.dev',
  password: 'demo1234',
  name: 'Demo',
  lastname: 'User',
} as const;

/** Idempotent: safe on every start, and on several processes starting at once. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await seedPlans(db);
  await seedScripts(db);
  await seedMarketBots(db);
  if (options.demoAccount) await seedDemoAccount(db);
}

/** Inserts the plans we offer and brings plans seeded by an older release up to date. */
export function seedPlans(db: Db): Promise<void> {
  return upsertOfferedPlans(db, offeredPlans);
}

/** Inserts the script library and brings scripts seeded by an older release up to date. */
export function seedScripts(db: Db): Promise<void> {
  return upsertScriptLibrary(db, readScriptLibrary());
}

/** Creates the demo account once; an existing one (perhaps with a changed password) is left alone. */
export async function seedDemoAccount(db: Db): Promise<void> {
  if (await findUserByEmail(db, demoAccount.email)) return;
  const created = await insertUserUnlessEmailTaken(db, {
    name: demoAccount.name,
    lastname: demoAccount.lastname,
    email: demoAccount.email,
    passwordHash: await hashPassword(demoAccount.password),
    isActive: true,
    isAdmin: false,
  });
  // Only the demo starts with the six sample bots (D8) and the twenty sample payments (D12), once;
  // a new account starts empty (D83). The payments are marked as samples.
  if (created) {
    await insertSampleBots(db, created.id);
    await insertSamplePayments(db, created.id);
  }
}
