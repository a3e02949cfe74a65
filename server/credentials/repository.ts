import { and, asc, eq, sql } from 'drizzle-orm';
import type { CredentialKind } from '../../src/domain/credentials/credential-kinds';
import type { Db } from '../db/database';
import { credentials } from '../db/schema/credentials';
import { isUuid } from '../db/uuid';

/** Every statement about credentials. Each takes the database or a transaction. */

export type CredentialRow = typeof credentials.$inferSelect;

/** What a credential stores: its sealed secrets and its plain settings (cipher.ts, stored-values.ts). */
export interface CredentialContent {
  name: string;
  kind: CredentialKind;
  secrets: Record<string, string>;
  settings: Record<string, string>;
}

const owned = (userId: string, credentialId: string) => and(eq(credentials.id, credentialId), eq(credentials.userId, userId));

/** The user's credentials, by name. */
export async function listCredentials(db: Db, userId: string): Promise<CredentialRow[]> {
  return db
    .select()
    .from(credentials)
    .where(eq(credentials.userId, userId))
    .orderBy(asc(sql`lower(${credentials.name})`), asc(credentials.name));
}

/** Names and kinds only: what a run's check compares its nodes with, reading no sealed value. */
export async function listCredentialNames(db: Db, userId: string): Promise<Array<{ name: string; kind: CredentialKind }>> {
  return db.select({ name: credentials.name, kind: credentials.kind }).from(credentials).where(eq(credentials.userId, userId));
}

/** Another user's credential is found exactly like a missing one: not at all. */
export async function findOwnedCredential(db: Db, userId: string, credentialId: string, { forUpdate = false } = {}): Promise<CredentialRow | undefined> {
  if (!isUuid(credentialId)) return undefined;
  const query = db.select().from(credentials).where(owned(userId, credentialId)).limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The user's credential of exactly this name, as a run's `secrets.get` names it. */
export async function findCredentialByName(db: Db, userId: string, name: string): Promise<CredentialRow | undefined> {
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.name, name)))
    .limit(1);
  return row;
}

/** The id is the caller's: the sealed values are bound to it. A taken name raises a unique violation. */
export async function insertCredential(db: Db, userId: string, id: string, content: CredentialContent): Promise<CredentialRow> {
  const [row] = await db
    .insert(credentials)
    .values({ id, userId, ...content })
    .returning();
  if (!row) throw new Error('insert into credentials returned no row');
  return row;
}

export async function updateOwnedCredential(db: Db, userId: string, credentialId: string, content: CredentialContent): Promise<CredentialRow | undefined> {
  const [row] = await db
    .update(credentials)
    .set({ ...content, updatedAt: sql`now()` })
    .where(owned(userId, credentialId))
    .returning();
  return row;
}

/** True when the user's credential existed and is gone. */
export async function deleteOwnedCredential(db: Db, userId: string, credentialId: string): Promise<boolean> {
  if (!isUuid(credentialId)) return false;
  const deleted = await db.delete(credentials).where(owned(userId, credentialId)).returning({ id: credentials.id });
  return deleted.length > 0;
}

/** A run used it: the list's "last used". */
export async function stampCredentialUsed(db: Db, credentialId: string): Promise<void> {
  await db
    .update(credentials)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(credentials.id, credentialId));
}
