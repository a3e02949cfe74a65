import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { RunFile } from '../../../src/domain/workflow/server-runs';
import type { Db } from '../../db/database';
import { runFiles, workflowRuns } from '../../db/schema/runs';
import { refuseBeyondLimits } from '../runtime/run-folder';

/** Every statement about the files of a server run's folder (D67): written by its steps, read by its owner. */

/** What a user's plan keeps of run files (D85), and what a write past it fails with. */
export interface RunFilesKept {
  bytes: number;
  refusal: (usedBytes: number) => string;
}

/**
 * Writes a file of the run's folder (D67), replacing one of the same name, unless it would pass a
 * file's limit or the run's. The run's row is locked meanwhile, so parallel branches writing at
 * once cannot together pass the run's limit.
 */
export async function writeRunFile(db: Db, runId: string, name: string, content: Buffer, kept?: RunFilesKept): Promise<void> {
  await db.transaction(async (tx) => {
    const [run] = await tx.select({ userId: workflowRuns.userId }).from(workflowRuns).where(eq(workflowRuns.id, runId)).for('update');
    const [others] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${runFiles.size}), 0)` })
      .from(runFiles)
      .where(and(eq(runFiles.runId, runId), ne(runFiles.name, name)));
    refuseBeyondLimits(name, content.length, Number(others?.bytes ?? 0));
    if (kept && run) {
      // The plan's run files kept (D85), over all the user's runs: their row is locked, so runs writing at once take turns.
      await tx.execute(sql`select id from users where id = ${run.userId} for update`);
      const [all] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${runFiles.size}), 0)` })
        .from(runFiles)
        .innerJoin(workflowRuns, eq(workflowRuns.id, runFiles.runId))
        .where(and(eq(workflowRuns.userId, run.userId), sql`not (${runFiles.runId} = ${runId}::uuid and ${runFiles.name} = ${name})`));
      const used = Number(all?.bytes ?? 0);
      if (used + content.length > kept.bytes) throw new Error(kept.refusal(used));
    }
    await tx
      .insert(runFiles)
      .values({ runId, name, content, size: content.length })
      .onConflictDoUpdate({ target: [runFiles.runId, runFiles.name], set: { content, size: content.length, createdAt: sql`now()` } });
  });
}

export async function readRunFile(db: Db, runId: string, name: string): Promise<Buffer | null> {
  const [row] = await db.select({ content: runFiles.content }).from(runFiles).where(and(eq(runFiles.runId, runId), eq(runFiles.name, name)));
  return row?.content ?? null;
}

/** The run's files in the order they were (last) written. */
export async function listRunFiles(db: Db, runId: string): Promise<RunFile[]> {
  return db.select({ name: runFiles.name, size: runFiles.size }).from(runFiles).where(eq(runFiles.runId, runId)).orderBy(asc(runFiles.createdAt), asc(runFiles.name));
}

/** A file of the user's run, for download; undefined for another user's run or a name it has not. */
export async function findOwnedRunFile(db: Db, userId: string, runId: string, name: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: runFiles.content })
    .from(runFiles)
    .innerJoin(workflowRuns, eq(workflowRuns.id, runFiles.runId))
    .where(and(eq(runFiles.runId, runId), eq(runFiles.name, name), eq(workflowRuns.userId, userId)));
  return row?.content;
}
