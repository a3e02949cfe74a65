import { and, eq } from 'drizzle-orm';
import { sequenceMessages } from '../../../src/domain/sequences/sequences';
import type { Db } from '../../db/database';
import { sequences } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can name no sequence: answering 404 here keeps Postgres from raising a cast error (500). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** Another user's sequence is reported exactly like a missing one, so ids leak nothing. */
export function sequenceNotFound(): HttpError {
  return new HttpError(404, sequenceMessages.notFound);
}

export async function findOwnedSequence(db: Db, userId: string, sequenceId: string) {
  if (!isUuid(sequenceId)) throw sequenceNotFound();
  const [row] = await db
    .select()
    .from(sequences)
    .where(and(eq(sequences.id, sequenceId), eq(sequences.userId, userId)))
    .limit(1);
  if (!row) throw sequenceNotFound();
  return row;
}
