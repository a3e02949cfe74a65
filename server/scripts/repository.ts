import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { scripts } from '../db/schema/scripts';
import type { LibraryScriptRow } from './library';

/** Every statement about the script library. Each takes the database or a transaction. */

export async function listScriptSummaries(db: Db) {
  return db
    .select({ id: scripts.id, title: scripts.title, description: scripts.description })
    .from(scripts)
    .orderBy(asc(scripts.sortOrder), asc(scripts.title));
}

export async function findScript(db: Db, id: string) {
  const [row] = await db
    .select({ id: scripts.id, title: scripts.title, description: scripts.description, body: scripts.body })
    .from(scripts)
    .where(eq(scripts.id, id))
    .limit(1);
  return row;
}

/** Inserts the library and brings rows seeded by an older release up to date. Idempotent. */
export async function upsertScriptLibrary(db: Db, library: readonly LibraryScriptRow[]): Promise<void> {
  const rows = library.map((script, index) => ({ ...script, sortOrder: index }));
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
