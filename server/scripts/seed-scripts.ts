import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { scripts } from '../db/schema';
import { scriptLibrary } from './script-library';

/** Idempotent: inserts the library and brings rows seeded by an older release up to date. */
export async function seedScripts(db: Db): Promise<void> {
  const rows = scriptLibrary.map((script, index) => ({ ...script, sortOrder: index }));
  await db
    .insert(scripts)
    .values(rows)
    .onConflictDoUpdate({
      target: scripts.id,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        body: sql`excluded.body`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
