import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { isUuid } from '../db/uuid';
import { users } from '../db/schema/accounts';
import { sequences } from '../db/schema/sequences';
import { fullName } from '../../src/domain/account/user';
import { slugOf } from '../../src/domain/sequences/sequence-slug';

/** Every statement about sequences. Each takes the database or a transaction. */

export type SequenceRow = typeof sequences.$inferSelect;

const owned = (userId: string, sequenceId: string) => and(eq(sequences.id, sequenceId), eq(sequences.userId, userId));

// The sequences page asks this on every visit: built once (issue 17's profile).
const allSequencesStatement = preparedStatement((db) =>
  db
    .select()
    .from(sequences)
    .where(eq(sequences.userId, sql.placeholder('userId')))
    .orderBy(desc(sequences.createdAt), desc(sequences.id))
    .prepare('list_sequences'),
);

/** The user's sequences, newest first; `only` narrows them to the ids given. */
export async function listSequences(db: Db, userId: string, only?: readonly string[]): Promise<SequenceRow[]> {
  if (!only) return allSequencesStatement(db).execute({ userId });
  return db
    .select()
    .from(sequences)
    .where(and(eq(sequences.userId, userId), inArray(sequences.id, [...only])))
    .orderBy(desc(sequences.createdAt), desc(sequences.id));
}

/** Ids and titles only: enough to match a slug without reading any workflow. */
export async function listSequenceTitles(db: Db, userId: string): Promise<Array<{ id: string; title: string }>> {
  return db.select({ id: sequences.id, title: sequences.title }).from(sequences).where(eq(sequences.userId, userId));
}

/**
 * Whether another of the user's sequences has a title with this slug (D29: sequences open by slug).
 * Slugs are computed in the domain, so the titles are read and compared here.
 */
export async function hasOtherSequenceWithSlug(db: Db, userId: string, slug: string, exceptId?: string): Promise<boolean> {
  const titles = await listSequenceTitles(db, userId);
  return titles.some((row) => row.id !== exceptId && slugOf(row.title) === slug);
}

export async function insertSequence(db: Db, userId: string, fields: { title: string; description: string; items: unknown[] }): Promise<SequenceRow> {
  const [row] = await db.insert(sequences).values({ userId, ...fields }).returning();
  if (!row) throw new Error('insert into sequences returned no row');
  return row;
}

/** Another user's sequence is found exactly like a missing one: not at all. */
export async function findOwnedSequence(db: Db, userId: string, sequenceId: string): Promise<SequenceRow | undefined> {
  if (!isUuid(sequenceId)) return undefined;
  const [row] = await db.select().from(sequences).where(owned(userId, sequenceId)).limit(1);
  return row;
}

export async function updateOwnedSequence(
  db: Db,
  userId: string,
  sequenceId: string,
  // A field left out keeps its stored value.
  fields: { title: string; description?: string; items?: unknown[] },
): Promise<SequenceRow | undefined> {
  if (!isUuid(sequenceId)) return undefined;
  const [row] = await db.update(sequences).set(fields).where(owned(userId, sequenceId)).returning();
  return row;
}

/** True when the user's sequence existed and is gone. */
export async function deleteOwnedSequence(db: Db, userId: string, sequenceId: string): Promise<boolean> {
  if (!isUuid(sequenceId)) return false;
  const deleted = await db.delete(sequences).where(owned(userId, sequenceId)).returning({ id: sequences.id });
  return deleted.length > 0;
}

/** A run reported late must not move "Last Run At" back in time. */
export async function recordSequenceRun(db: Db, sequenceId: string, endTime: Date): Promise<void> {
  const end = sql`${endTime.toISOString()}::timestamptz`;
  await db
    .update(sequences)
    .set({ lastRunAt: sql`greatest(coalesce(${sequences.lastRunAt}, ${end}), ${end})` })
    .where(eq(sequences.id, sequenceId));
}

/** Turns "Workflow Active" on or off; undefined for another user's or no sequence. */
export async function setSequenceActive(db: Db, userId: string, sequenceId: string, active: boolean): Promise<SequenceRow | undefined> {
  if (!isUuid(sequenceId)) return undefined;
  const [row] = await db.update(sequences).set({ active }).where(owned(userId, sequenceId)).returning();
  return row;
}

export interface SequenceWithOwner {
  id: string;
  userId: string;
  title: string;
  ownerName: string;
  active: boolean;
  items: unknown[];
}

/**
 * A sequence with its owner's name, for a run of it: the user's own (`ownerId`), or any when a
 * schedule starts it and no user is asking (null). Another user's is found like a missing one.
 */
export async function findSequenceWithOwner(db: Db, sequenceId: string, ownerId: string | null): Promise<SequenceWithOwner | undefined> {
  if (!isUuid(sequenceId)) return undefined;
  const [row] = await db
    .select({ id: sequences.id, userId: sequences.userId, title: sequences.title, active: sequences.active, items: sequences.items, name: users.name, lastname: users.lastname })
    .from(sequences)
    .innerJoin(users, eq(users.id, sequences.userId))
    .where(ownerId === null ? eq(sequences.id, sequenceId) : owned(ownerId, sequenceId));
  return row ? { id: row.id, userId: row.userId, title: row.title, active: row.active, items: row.items, ownerName: fullName(row) } : undefined;
}
