import { sequenceMessages } from '../../src/domain/sequences/sequences';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database';
import { HttpError } from '../plugins/errors';

/** A sequence as a run needs it: whose it is, what it is called, whether it is active, its saved items. */
export interface RunnableSequence {
  id: string;
  userId: string;
  title: string;
  /** The owner's full name: a run a schedule starts is executed in their name. */
  ownerName: string;
  active: boolean;
  items: unknown[];
  /** The number of the version its saved items are (D69), which a run records; null before any version. */
  version: number | null;
}

/**
 * The one narrow way the runs feature reaches sequences, handed to it by server/v1.ts so that
 * neither feature imports the other: find a sequence (the user's own; any, when a schedule asks),
 * and move its "Last Run At" forward when a run of it ends: at once, or (`runRecord`, D106) as a
 * statement the server runs that end together send inside their own, so it costs no round trip of
 * its own: each sequence (the map's key) to its latest run's end.
 */
export interface SequencesForRuns {
  find(db: Db, sequenceId: string, ownerId: string | null): Promise<RunnableSequence | undefined>;
  recordRun(db: Db, sequenceId: string, endTime: Date): Promise<void>;
  runRecord(lastRuns: ReadonlyMap<string, Date>): SQLWrapper;
}

/** The user's sequence, or the 404 every sequence route answers for another user's or no sequence. */
export async function requireRunnableSequence(sequences: SequencesForRuns, db: Db, userId: string, sequenceId: string): Promise<RunnableSequence> {
  const sequence = await sequences.find(db, sequenceId, userId);
  if (!sequence) throw new HttpError(404, sequenceMessages.notFound);
  return sequence;
}
