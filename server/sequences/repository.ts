import { and, desc, eq, inArray, lte, notExists, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedByShape, preparedStatement } from '../db/prepared';
import { isUuid } from '../db/uuid';
import { users } from '../db/schema/accounts';
import { workflowRuns } from '../db/schema/runs';
import { sequenceVersions, sequences } from '../db/schema/sequences';
import { fullName } from '../../src/domain/account/user';
import { slugOf } from '../../src/domain/sequences/sequence-slug';

/** Every statement about sequences. Each takes the database or a transaction. */

export type SequenceRow = typeof sequences.$inferSelect;

const owned = (userId: string, sequenceId: string) => and(eq(sequences.id, sequenceId), eq(sequences.userId, userId));

// The sequences page asks this on every visit: built once (D64).
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

export interface LastRunRow {
  id: string;
  status: (typeof workflowRuns.$inferSelect)['status'];
  startTime: Date;
  endTime: Date | null;
  /** Node failures the run went on past (D143): a completed run with some completed with errors. */
  failuresHandled: number;
}
export type SequenceWithLastRun = SequenceRow & { lastRun: LastRunRow | null };

/**
 * Each sequence's latest server run (D148), read per sequence from workflow_runs_sequence_start_idx
 * (migration 0024) as a lateral join: the list costs one index probe a sequence, however many runs
 * they have. Simulations and Run this node are not the runs a tile reports.
 */
const latestServerRun = (db: Db) =>
  db
    .select({ runId: workflowRuns.id, runStatus: workflowRuns.status, runStart: workflowRuns.startTime, runEnd: workflowRuns.endTime, runHandled: workflowRuns.failuresHandled })
    .from(workflowRuns)
    .where(and(eq(workflowRuns.sequenceId, sequences.id), eq(workflowRuns.kind, 'server')))
    .orderBy(desc(workflowRuns.startTime))
    .limit(1)
    .as('last_run');

const withLastRun = (db: Db) => {
  const lastRun = latestServerRun(db);
  return db
    .select({ sequence: sequences, runId: lastRun.runId, runStatus: lastRun.runStatus, runStart: lastRun.runStart, runEnd: lastRun.runEnd, runHandled: lastRun.runHandled })
    .from(sequences)
    .leftJoinLateral(lastRun, sql`true`);
};

// The sequences page asks this on every visit: built once (D64).
const allSequencesWithLastRunStatement = preparedStatement((db) =>
  withLastRun(db)
    .where(eq(sequences.userId, sql.placeholder('userId')))
    .orderBy(desc(sequences.createdAt), desc(sequences.id))
    .prepare('list_sequences_last_run'),
);

type JoinedRow = { sequence: SequenceRow; runId: string | null; runStatus: LastRunRow['status'] | null; runStart: Date | null; runEnd: Date | null; runHandled: number | null };
const joined = ({ sequence, runId, runStatus, runStart, runEnd, runHandled }: JoinedRow): SequenceWithLastRun => ({
  ...sequence,
  lastRun: runId === null || runStatus === null || runStart === null ? null : { id: runId, status: runStatus, startTime: runStart, endTime: runEnd, failuresHandled: runHandled ?? 0 },
});

/** The user's sequences newest first, each with its last server run; `only` narrows them to the ids given. */
export async function listSequencesWithLastRun(db: Db, userId: string, only?: readonly string[]): Promise<SequenceWithLastRun[]> {
  const rows: JoinedRow[] = only
    ? await withLastRun(db)
        .where(and(eq(sequences.userId, userId), inArray(sequences.id, [...only])))
        .orderBy(desc(sequences.createdAt), desc(sequences.id))
    : await allSequencesWithLastRunStatement(db).execute({ userId });
  return rows.map(joined);
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

/**
 * The statement that moves each sequence's "Last Run At" to the end of its latest run in `lastRuns`,
 * not yet sent: server runs' ends write it inside their own statement (D114), every sequence of
 * the runs that end together in one update from one parameter (built by drizzle one sequence at a
 * time it took ~1 % of a run's CPU). A run reported late must not move it back in time.
 */
export function sequenceRunRecord(lastRuns: ReadonlyMap<string, Date>): SQLWrapper {
  const rows = JSON.stringify([...lastRuns].map(([id, endTime]) => ({ id, end_time: endTime.toISOString() })));
  return sql`update sequences s set last_run_at = greatest(coalesce(s.last_run_at, e.end_time), e.end_time)
    from jsonb_to_recordset(${rows}::jsonb) as e(id uuid, end_time timestamptz) where s.id = e.id`;
}

export async function recordSequenceRun(db: Db, sequenceId: string, endTime: Date): Promise<void> {
  await db.execute(sequenceRunRecord(new Map([[sequenceId, endTime]])));
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
  /** Its latest version's number (D69), the one its saved items are; null before the first save. */
  version: number | null;
}

/** Every run's POST reads it (and a schedule's start, with no owner): built once per database and shape (D110). */
const sequenceWithOwnerStatement = preparedByShape(
  (byOwner: boolean) => (byOwner ? 'owner' : 'any'),
  (db, byOwner) =>
    db
      .select({
        id: sequences.id,
        userId: sequences.userId,
        title: sequences.title,
        active: sequences.active,
        items: sequences.items,
        name: users.name,
        lastname: users.lastname,
        // Read in the same statement as the items, which a save writes in one transaction with their version.
        version: sql<number | null>`(select max(${sequenceVersions.number}) from ${sequenceVersions} where ${sequenceVersions.sequenceId} = ${sequences.id})`,
      })
      .from(sequences)
      .innerJoin(users, eq(users.id, sequences.userId))
      .where(
        byOwner
          ? and(eq(sequences.id, sql.placeholder('sequenceId')), eq(sequences.userId, sql.placeholder('ownerId')))
          : eq(sequences.id, sql.placeholder('sequenceId')),
      )
      .prepare(byOwner ? 'find_sequence_with_owner' : 'find_sequence_any_owner'),
);

/**
 * A sequence with its owner's name, for a run of it: the user's own (`ownerId`), or any when a
 * schedule starts it and no user is asking (null). Another user's is found like a missing one.
 */
export async function findSequenceWithOwner(db: Db, sequenceId: string, ownerId: string | null): Promise<SequenceWithOwner | undefined> {
  if (!isUuid(sequenceId)) return undefined;
  const [row] = await sequenceWithOwnerStatement(db, ownerId !== null).execute(ownerId === null ? { sequenceId } : { sequenceId, ownerId });
  return row
    ? { id: row.id, userId: row.userId, title: row.title, active: row.active, items: row.items, ownerName: fullName(row), version: row.version === null ? null : Number(row.version) }
    : undefined;
}

// ---- Versions (D69) ----

export type VersionRow = typeof sequenceVersions.$inferSelect;
export type VersionListRow = Omit<VersionRow, 'workflow' | 'savedBy'> & { savedByName: string };

/** Locks the sequence's row until the transaction ends, so two saves cannot take the same version number. */
export async function lockSequence(db: Db, sequenceId: string): Promise<void> {
  await db.execute(sql`select id from sequences where id = ${sequenceId} for update`);
}

export async function latestVersion(db: Db, sequenceId: string): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(sequenceVersions).where(eq(sequenceVersions.sequenceId, sequenceId)).orderBy(desc(sequenceVersions.number)).limit(1);
  return row;
}

export async function insertVersion(db: Db, version: Omit<VersionRow, 'savedAt'>): Promise<VersionRow> {
  const [row] = await db.insert(sequenceVersions).values(version).returning();
  if (!row) throw new Error('insert into sequence_versions returned no row');
  return row;
}

/**
 * Deletes the sequence's versions older than its last `keep`, except those a run refers to
 * (workflow_runs.version): a run always opens the version it ran.
 */
export async function pruneVersions(db: Db, sequenceId: string, latest: number, keep: number): Promise<void> {
  await db
    .delete(sequenceVersions)
    .where(
      and(
        eq(sequenceVersions.sequenceId, sequenceId),
        lte(sequenceVersions.number, latest - keep),
        notExists(
          db
            .select({ one: sql`1` })
            .from(workflowRuns)
            .where(and(eq(workflowRuns.sequenceId, sequenceVersions.sequenceId), eq(workflowRuns.version, sequenceVersions.number))),
        ),
      ),
    );
}

const versionListColumns = {
  sequenceId: sequenceVersions.sequenceId,
  number: sequenceVersions.number,
  savedAt: sequenceVersions.savedAt,
  nodeCount: sequenceVersions.nodeCount,
  edgeCount: sequenceVersions.edgeCount,
  summary: sequenceVersions.summary,
  name: users.name,
  lastname: users.lastname,
};

const listRow = ({ name, lastname, ...row }: { name: string | null; lastname: string | null } & Omit<VersionListRow, 'savedByName'>): VersionListRow => ({
  ...row,
  savedByName: name === null || lastname === null ? '' : fullName({ name, lastname }),
});

/** The sequence's versions newest first, without their workflows. */
export async function listVersions(db: Db, sequenceId: string): Promise<VersionListRow[]> {
  const rows = await db
    .select(versionListColumns)
    .from(sequenceVersions)
    .leftJoin(users, eq(users.id, sequenceVersions.savedBy))
    .where(eq(sequenceVersions.sequenceId, sequenceId))
    .orderBy(desc(sequenceVersions.number));
  return rows.map(listRow);
}

export async function findVersion(db: Db, sequenceId: string, number: number): Promise<(VersionListRow & { workflow: unknown }) | undefined> {
  const [row] = await db
    .select({ ...versionListColumns, workflow: sequenceVersions.workflow })
    .from(sequenceVersions)
    .leftJoin(users, eq(users.id, sequenceVersions.savedBy))
    .where(and(eq(sequenceVersions.sequenceId, sequenceId), eq(sequenceVersions.number, number)));
  if (!row) return undefined;
  const { workflow, ...rest } = row;
  return { ...listRow(rest), workflow };
}
