import type { Db } from './database';

export interface SeedOptions {
  demoAccount: boolean;
}

/** Idempotent: safe on every start. */
export async function seedDatabase(_db: Db, _options: SeedOptions): Promise<void> {
  // Filled by the accounts, plans and scripts features as they land.
}
