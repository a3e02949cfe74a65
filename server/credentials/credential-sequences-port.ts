import type { Db } from '../db/database';

/** A sequence as the credentials feature reads it: its title and its saved items. */
export interface SequenceWithItems {
  id: string;
  title: string;
  items: unknown[];
}

/**
 * All the credentials feature needs of sequences, handed to it by server/app.ts so that neither
 * feature imports the other: the user's sequences, to say which saved workflows name a credential.
 */
export interface SequencesForCredentials {
  listOwned(db: Db, userId: string): Promise<SequenceWithItems[]>;
}
