import { slugOf } from '../../src/domain/sequences/sequence-slug';
import { sequenceMessages } from '../../src/domain/sequences/sequences';
import type { Db } from '../db/database';
import { HttpError } from '../plugins/errors';
import { findOwnedSequence, hasOtherSequenceWithSlug, type SequenceRow } from './repository';

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

/**
 * A title whose slug another of the user's sequences already has: that one could not be opened by URL
 * (D29). The detail names the field the way validation details do ("title: ..."), so forms show it
 * under their title field.
 */
export async function refuseTakenTitle(db: Db, userId: string, title: string, exceptId?: string): Promise<void> {
  if (await hasOtherSequenceWithSlug(db, userId, slugOf(title), exceptId)) throw new HttpError(409, `title: ${sequenceMessages.titleTaken}`);
}
