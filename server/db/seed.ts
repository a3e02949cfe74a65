import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { planCatalogue } from '../plans/plan-catalogue';
import { seedScripts } from '../scripts/seed-scripts';
import type { Db } from './database';
import { plans, users } from './schema';

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
  if (options.demoAccount) await seedDemoAccount(db);
}

/** Inserts the catalogue and brings plans seeded by an older release up to date. */
export async function seedPlans(db: Db): Promise<void> {
  const rows = planCatalogue.map((plan, index) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    billingPeriod: plan.billing_period,
    features: [...plan.features],
    isPopular: plan.is_popular,
    isActive: plan.is_active,
    sortOrder: index,
  }));
  await db
    .insert(plans)
    .values(rows)
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        price: sql`excluded.price`,
        currency: sql`excluded.currency`,
        billingPeriod: sql`excluded.billing_period`,
        features: sql`excluded.features`,
        isPopular: sql`excluded.is_popular`,
        isActive: sql`excluded.is_active`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

/** Creates the demo account once; an existing one (perhaps with a changed password) is left alone. */
export async function seedDemoAccount(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${demoAccount.email})`)
    .limit(1);
  if (existing) return;
  await db
    .insert(users)
    .values({
      name: demoAccount.name,
      lastname: demoAccount.lastname,
      email: demoAccount.email,
      passwordHash: await hashPassword(demoAccount.password),
      isActive: true,
      isAdmin: false,
    })
    // Another process may have created it meanwhile.
    .onConflictDoNothing();
}
