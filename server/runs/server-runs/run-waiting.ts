import { browserNodes } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { savedWorkflowSchema } from '../../../src/domain/workflow/saved-workflow';
import type { RunWaiting } from '../../../src/domain/workflow/server-runs';
import type { Db } from '../../db/database';
import { allowanceOf } from '../../plans/allowance';
import type { WorkflowRunRow } from '../answers';
import { engineWorkflowOf } from '../engine/workflow';
import { botBrowserNodes } from './bot-setup-check';
import * as serverRuns from './run-queue-repository';
import type { QueueStanding } from './run-queue-repository';

/**
 * Why a queued run waits and its place (D89), from the database, so every process says the
 * same: its user's runs running against the plan's runs at once (the figure pg-boss holds the
 * user's group to), or, with a place free, a process with a browser for a run that needs one.
 * Its place is among the user's queued runs, in the order the queue takes them. Null once it left the queue.
 */
export async function waitingOf(db: Db, run: WorkflowRunRow): Promise<RunWaiting | null> {
  if (run.status !== 'queued' || run.kind !== 'server') return null;
  const [standing, allowance] = await Promise.all([serverRuns.queueStandingOf(db, run), allowanceOf(db, run.userId)]);
  return waitingFrom(standing, allowance.limits.runs_at_once, () => needsBrowser(db, run));
}

/** The same, from what is known already: where the run stands, its user's runs at once, and whether it needs a browser. */
export async function waitingFrom({ running, ahead }: QueueStanding, limit: number, needsBrowser: () => boolean | Promise<boolean>): Promise<RunWaiting> {
  const waiting = { position: ahead + 1, running, limit };
  if (running < limit && (await needsBrowser())) return { reason: 'browser', ...waiting };
  return { reason: 'runs', ...waiting };
}

async function needsBrowser(db: Db, run: WorkflowRunRow): Promise<boolean> {
  const saved = savedWorkflowSchema.safeParse(run.workflow);
  if (!saved.success) return false;
  const { nodes } = engineWorkflowOf(saved.data);
  return browserNodes(nodes).length > 0 || (await botBrowserNodes(db, run.userId, nodes)).length > 0;
}
