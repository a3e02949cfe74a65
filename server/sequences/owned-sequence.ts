import { sequenceMessages } from '../../src/domain/sequences/sequences';
import type { Db } from '../db/database';
import { HttpError } from '../plugins/errors';
import { findOwnedSequence, type SequenceRow } from './repository';

/** Another user's sequence is reported exactly like a missing one, so ids leak nothing. */
export function sequenceNotFound(): HttpError {
  return new HttpError(404, sequenceMessages.notFound);
}

/** The user's sequence, or the 404 every route answers for any other id. */
export async function requireOwnedSequence(db: Db, userId: string, sequenceId: string): Promise<SequenceRow> {
  const row = await findOwnedSequence(db, userId, sequenceId);
  if (!row) throw sequenceNotFound();
  return row;
}
