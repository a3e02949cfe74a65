import { eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { browserWorkers } from '../../db/schema/runs';

/** Every statement about the processes that have a browser (D68). */

/** This process has a browser and is alive. */
export async function beatBrowserWorker(db: Db, workerId: string): Promise<void> {
  const seenAt = new Date();
  await db.insert(browserWorkers).values({ id: workerId, seenAt }).onConflictDoUpdate({ target: browserWorkers.id, set: { seenAt } });
}

/** This process stops: it takes no more browser runs. */
export async function forgetBrowserWorker(db: Db, workerId: string): Promise<void> {
  await db.delete(browserWorkers).where(eq(browserWorkers.id, workerId));
}

/** Whether any process with a browser has beaten since `since`. */
export async function anyBrowserWorkerSince(db: Db, since: Date): Promise<boolean> {
  const [row] = await db.select({ id: browserWorkers.id }).from(browserWorkers).where(gt(browserWorkers.seenAt, since)).limit(1);
  return row !== undefined;
}
