import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alertTexts, runPath, type FailedRunSummary } from '../../src/domain/alerts/alert-texts';
import type { FailureSettings } from '../../src/domain/alerts/failure-settings';
import { sequencePath } from '../../src/domain/sequences/sequence-slug';
import type { Db } from '../db/database';
import { runEndReactions } from '../db/schema/alerts';
import { sequences } from '../db/schema/sequences';
import { workflowRunSteps, workflowRuns } from '../db/schema/runs';
import { sendAlert, type AlertChannelPorts, type AlertMessage } from './alert-channels';
import { failureSeen, successSeen, takeDueDigests, type DueDigest } from './alert-debounce';
import { findFailureSettings } from './failure-settings-repository';
import { addNotification } from './notifications-repository';

/** What reacting to a run's end needs besides the alert channels: PUBLIC_URL for links, and a way to start an error workflow. */
export interface RunEndReactionPorts extends AlertChannelPorts {
  publicUrl: string;
  /** Queues a run of the error workflow with the summary at its Start node (the runs feature's queueing, app.ts). */
  startErrorWorkflow: (userId: string, errorWorkflowId: string, summary: FailedRunSummary) => Promise<void>;
  log: FastifyBaseLogger;
}

interface EndedRun {
  id: string;
  userId: string;
  sequenceId: string;
  status: 'completed' | 'failed';
  error: string | null;
  executedBy: string;
  triggerKind: string | null;
  title: string;
}

const absolute = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** The runs that ended completed or failed, of a sequence, run on the server (not a node run, not the designer's simulation). */
async function endedRuns(db: Db, runIds: readonly string[]): Promise<EndedRun[]> {
  const rows = await db
    .select({ id: workflowRuns.id, userId: workflowRuns.userId, sequenceId: workflowRuns.sequenceId, status: workflowRuns.status, error: workflowRuns.error, executedBy: workflowRuns.executedBy, trigger: workflowRuns.trigger, title: sequences.title })
    .from(workflowRuns)
    .innerJoin(sequences, eq(sequences.id, workflowRuns.sequenceId))
    .where(and(inArray(workflowRuns.id, [...runIds]), eq(workflowRuns.kind, 'server'), inArray(workflowRuns.status, ['completed', 'failed']), isNotNull(workflowRuns.sequenceId)));
  return rows.flatMap(({ sequenceId, status, trigger, ...row }) =>
    sequenceId !== null && (status === 'completed' || status === 'failed') ? [{ ...row, sequenceId, status, triggerKind: trigger?.kind ?? null }] : [],
  );
}

/** Whether this process is the one to react to the run's end (D144): the first to insert its row. */
async function claim(db: Db, runId: string): Promise<boolean> {
  const claimed = await db.insert(runEndReactions).values({ runId }).onConflictDoNothing().returning({ runId: runEndReactions.runId });
  return claimed.length > 0;
}

async function summaryOf(db: Db, publicUrl: string, run: EndedRun): Promise<FailedRunSummary> {
  // The node whose failure ended the run: the last top-level step that failed.
  const [step] = await db
    .select({ id: workflowRunSteps.nodeId, label: workflowRunSteps.label, type: workflowRunSteps.nodeType })
    .from(workflowRunSteps)
    .where(and(eq(workflowRunSteps.runId, run.id), eq(workflowRunSteps.status, 'failed'), isNull(workflowRunSteps.parentStepId)))
    .orderBy(desc(workflowRunSteps.position))
    .limit(1);
  return {
    sequence: { id: run.sequenceId, title: run.title },
    run: { id: run.id, link: absolute(publicUrl, runPath(run.title, run.id)) },
    failedNode: step ?? null,
    error: run.error ?? '',
    startedBy: run.executedBy,
  };
}

/** Tells the alert on the sequence's channels (when its settings want this kind) and in its owner's bell. */
async function tell(ports: RunEndReactionPorts, run: { sequenceId: string; userId: string }, settings: FailureSettings, message: AlertMessage): Promise<void> {
  await addNotification(ports.db, { userId: run.userId, kind: message.kind, title: message.title, sequenceId: run.sequenceId, runId: message.runId });
  const wanted = message.kind === 'recovery' ? settings.onRecovery : settings.onFailure;
  if (wanted) await sendAlert(ports, { ...run, settings }, message);
}

async function onFailed(ports: RunEndReactionPorts, run: EndedRun): Promise<void> {
  const settings = await findFailureSettings(ports.db, run.sequenceId);
  const summary = await summaryOf(ports.db, ports.publicUrl, run);
  // An error workflow's own failure starts no error workflow (D147): two sequences naming each other would start each other for ever.
  if (settings.errorWorkflowId !== null && run.triggerKind !== 'error-workflow') {
    await ports.startErrorWorkflow(run.userId, settings.errorWorkflowId, summary).catch((error: unknown) => ports.log.warn({ err: error, runId: run.id }, 'the error workflow could not be started'));
  }
  const due = await failureSeen(ports.db, { sequenceId: run.sequenceId, userId: run.userId, runId: run.id, endTime: new Date() });
  if (due?.kind === 'failure') {
    await tell(ports, run, settings, { kind: 'failure', title: alertTexts.failureTitle(summary), text: alertTexts.failureText(summary), body: { kind: 'failure', ...summary }, runId: run.id });
  } else if (due) await tellDigest(ports, due, run.title, settings);
}

async function tellDigest(ports: RunEndReactionPorts, digest: DueDigest, title: string, settings: FailureSettings): Promise<void> {
  const link = absolute(ports.publicUrl, digest.runId === null ? sequencePath(title) : runPath(title, digest.runId));
  await tell(ports, digest, settings, {
    kind: 'digest',
    title: alertTexts.digestTitle(title, digest.count, digest.since),
    text: alertTexts.digestText(title, digest.count, digest.since, link),
    body: { kind: 'digest', sequence: { id: digest.sequenceId, title }, failures: digest.count, since: digest.since.toISOString(), run: digest.runId === null ? null : { id: digest.runId, link } },
    runId: digest.runId,
  });
}

async function onCompleted(ports: RunEndReactionPorts, run: EndedRun): Promise<void> {
  if (!(await successSeen(ports.db, run.sequenceId))) return;
  const settings = await findFailureSettings(ports.db, run.sequenceId);
  const link = absolute(ports.publicUrl, runPath(run.title, run.id));
  await tell(ports, run, settings, {
    kind: 'recovery',
    title: alertTexts.recoveryTitle(run.title),
    text: alertTexts.recoveryText(run.title, link),
    body: { kind: 'recovery', sequence: { id: run.sequenceId, title: run.title }, run: { id: run.id, link }, startedBy: run.executedBy },
    runId: run.id,
  });
}

/**
 * What follows a run's end (D129, D144): a failed run starts its sequence's error workflow and
 * alerts (debounced); a completed one (with errors or not) may be the recovery. Each failed run is
 * reacted to once, by whichever process first claims it, however many see its end.
 */
export async function reactToRunEnds(ports: RunEndReactionPorts, runIds: readonly string[]): Promise<void> {
  if (runIds.length === 0) return;
  for (const run of await endedRuns(ports.db, runIds)) {
    // A recovery is told once by its own atomic update (successSeen): only a failure needs the claim, and a completed run writes no row.
    if (run.status === 'completed') await onCompleted(ports, run);
    else if (await claim(ports.db, run.id)) await onFailed(ports, run);
  }
}

/** The digests that came due while no failure came to send them (every process sweeps; one takes each). */
export async function sendDueDigests(ports: RunEndReactionPorts, now: Date = new Date()): Promise<void> {
  for (const digest of await takeDueDigests(ports.db, now)) {
    const [sequence] = await ports.db.select({ title: sequences.title }).from(sequences).where(eq(sequences.id, digest.sequenceId));
    if (!sequence) continue;
    await tellDigest(ports, digest, sequence.title, await findFailureSettings(ports.db, digest.sequenceId));
  }
}
