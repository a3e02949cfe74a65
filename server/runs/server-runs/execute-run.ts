import { savedWorkflowSchema } from '../../../src/domain/workflow/saved-workflow';
import type { Db } from '../../db/database';
import { revokedBotTitle } from '../../bots/bought-copies';
import { findOwnedBotFile, recordBotRun } from '../../bots/repository';
import { botNodeMessages } from '../../../src/domain/bots/bot-node-inputs';
import { notRetried } from '../../../src/domain/workflow/retry-policy';
import type { BrowserPool } from '../browser/browser-pool';
import { RunBrowser } from '../browser/run-browser';
import type { EngineServices } from '../engine/executor-context';
import { NodeFailure } from '../engine/node-failure';
import { RunSecrets } from '../engine/redaction';
import { runWorkflow, type ReusedNode, type RunBeginning, type RunOutcome, type StepUpdate } from '../engine/run-workflow';
import { defaultSandboxLimits } from '../engine/sandbox';
import type { SecretStore } from '../engine/secrets';
import { engineWorkflowOf } from '../engine/workflow';
import type { Mailer } from '../../mail/smtp-mailer';
import { limitMessages } from '../../../src/domain/plans/limits';
import { allowanceOf } from '../../plans/allowance';
import type { WorkflowRunRow } from '../answers';
import { listRunFiles, readRunFile, writeRunFile } from './run-file-repository';
import { runOutbox } from './run-outbox';
import * as serverRuns from './run-repository';
import { triggerStartOf } from './trigger-start';
import { reusedStepsOf } from './step-repository';
import { StepWriter } from './step-writer';
import type { RunEnds } from './run-ends';

/** The engine's settings that do not depend on the run (the rest is bound to its user and its outbox). */
export type EngineSettings = Omit<EngineServices, 'sendEmail' | 'loadBotWorkflow' | 'secrets' | 'files' | 'browser'>;

export const defaultEngineSettings: EngineSettings = {
  allowPrivateNetwork: false,
  sandbox: defaultSandboxLimits,
  retryBackoffMs: 1_000,
  maxBotDepth: 3,
};

export interface ExecuteOptions {
  engine: EngineSettings;
  /** How often the running process writes its heartbeat and reads the cancel flag. */
  heartbeatMs: number;
  /** Told when a run starts here, with the controller that aborts it (same-process cancel). */
  running: Map<string, AbortController>;
  /** SMTP delivery when SMTP_URL is set; without it, emails stay in the outbox. */
  mailer?: Mailer;
  /** Where the run's end is written, with its sequence's "Last Run At" (together with other runs' ends, D110). */
  ends: RunEnds;
  /** The credentials of the run's owner (D66). */
  secretsFor: (userId: string) => SecretStore;
  /** This process's browser worker (D68); null when it has none. */
  browsers: BrowserPool | null;
}

/** A step as it is stored (D66): every credential value the run used, redacted. */
const redactedStep = (secrets: RunSecrets, step: StepUpdate): StepUpdate => ({
  ...step,
  input: secrets.redact(step.input),
  output: secrets.redact(step.output),
  error: step.error === null ? null : secrets.redactText(step.error),
  logs: step.logs.map((line) => secrets.redactText(line)),
});

function redactedOutcome(secrets: RunSecrets, outcome: RunOutcome): RunOutcome {
  if (outcome.status === 'completed') return { ...outcome, output: secrets.redact(outcome.output) };
  if (outcome.status === 'failed') return { ...outcome, error: secrets.redactText(outcome.error) };
  return outcome;
}

/**
 * How a run begins (D87, D135): past a re-run's reused steps (their outputs and the branches their
 * decisions took), at one node alone, or at the node a trigger began it at (a webhook's, with its
 * request) and, for a re-run from a node of such a run, from there through the reused steps.
 */
async function beginningOf(db: Db, run: WorkflowRunRow): Promise<{ engine: RunBeginning; reusedSteps: number }> {
  const { startAt } = run;
  if (startAt && 'alone' in startAt) return { engine: { startAt: [{ nodeId: startAt.nodeId, input: startAt.input }], alone: true }, reusedSteps: 0 };
  const root = triggerStartOf(startAt);
  const at = root ? { startAt: [{ nodeId: root.nodeId, input: root.input }] } : {};
  // Only a re-run carries steps over.
  if (run.rerunOf === null) return { engine: at, reusedSteps: 0 };
  const steps = await reusedStepsOf(db, run.id);
  if (steps.length === 0) return { engine: at, reusedSteps: 0 };
  const branches = startAt && 'branches' in startAt ? startAt.branches : {};
  const own = steps.filter((step) => step.parentStepId === null);
  const reused = new Map<string, ReusedNode>(own.map((step) => [step.nodeId, { output: step.output, ...(branches[step.nodeId] ? { branch: branches[step.nodeId] } : {}) }]));
  return { engine: { ...at, reused }, reusedSteps: steps.length };
}

/**
 * Executes a run this process claimed (D44, `claimRuns`): runs the saved workflow snapshot through
 * the engine writing each step as it starts and ends (batched, within `stepWriteDelayMs`), beats
 * while it runs (the beat also brings a cancel asked through another process), and writes the outcome.
 */
export async function executeRun(db: Db, run: WorkflowRunRow, options: ExecuteOptions): Promise<RunOutcome> {
  const runId = run.id;
  const controller = new AbortController();
  options.running.set(runId, controller);
  const heartbeat = setInterval(() => {
    serverRuns
      .beat(db, runId)
      .then((cancelRequested) => {
        if (cancelRequested) controller.abort(new Error('cancelled'));
      })
      .catch(() => {});
  }, options.heartbeatMs);
  // The run's tab opens at its first browser node and closes here, however the run ends (D68).
  const browser = options.browsers ? new RunBrowser(options.browsers) : null;
  let position = 0;
  // The nodes the run executed (D89): distinct nodes of its top-level steps, skipped ones and a bot's sub-run apart.
  const executed = new Set<string>();
  const positions = new Map<string, number>();
  // Steps wait in memory a moment and go to the database together (D110); all of them before the outcome.
  const steps = new StepWriter(db, runId);
  try {
    const saved = savedWorkflowSchema.safeParse(run.workflow);
    if (!saved.success) {
      const outcome: RunOutcome = { status: 'failed', error: 'The saved workflow could not be read' };
      await serverRuns.finishRun(db, runId, outcome, 0);
      return outcome;
    }
    const secrets = new RunSecrets(options.secretsFor(run.userId));
    // A re-run begins past the steps it carried over (D87); a node run runs its node alone.
    const beginning = await beginningOf(db, run);
    position = beginning.reusedSteps;
    const services: EngineServices = {
      ...options.engine,
      runKey: await serverRuns.originalRunOf(db, run),
      browser,
      secrets,
      files: {
        write: async (name, content) => {
          const allowance = await allowanceOf(db, run.userId);
          await writeRunFile(db, runId, name, content, {
            bytes: allowance.limits.run_files_bytes,
            refusal: (used) => limitMessages.runFiles(allowance.planId, allowance.planName, used),
          });
        },
        read: (name) => readRunFile(db, runId, name),
        list: () => listRunFiles(db, runId),
      },
      sendEmail: runOutbox(db, runId, options.mailer),
      loadBotWorkflow: async (botId) => {
        const file = await findOwnedBotFile(db, run.userId, botId);
        const workflow = savedWorkflowSchema.safeParse(file?.workflow);
        if (!file || !workflow.success) {
          // A bought bot a refund took back (D84) says so, rather than that it has no workflow (D130).
          const revoked = file ? undefined : await revokedBotTitle(db, run.userId, botId);
          if (revoked !== undefined) throw new NodeFailure(botNodeMessages.noLongerOwned(revoked), { why: notRetried.other });
          return null;
        }
        // The bot runs now, as this bot node: its "Last ran" (D83), kept with the bot.
        await recordBotRun(db, run.userId, botId, new Date());
        return { workflow: engineWorkflowOf(workflow.data), inputs: workflow.data.inputs ?? [], values: file.inputValues };
      },
    };
    const onStep = async (step: StepUpdate) => {
      let at = positions.get(step.id);
      if (at === undefined) {
        at = position++;
        positions.set(step.id, at);
      }
      if (step.parentStepId === null && step.status !== 'skipped') executed.add(step.nodeId);
      await steps.write(at, redactedStep(secrets, step));
    };
    const outcome = redactedOutcome(secrets, await runWorkflow(engineWorkflowOf(saved.data), services, { onStep }, controller.signal, { beginning: beginning.engine }));
    // The sequence's "Last Run At" moves in the statement that ends the run (D114).
    await steps.finish((pending) => options.ends.end({ runId, sequenceId: run.sequenceId, outcome, nodesExecuted: executed.size, steps: pending }));
    return outcome;
  } finally {
    // Whatever the engine told of before it threw (the run then ends as interrupted); nothing otherwise.
    await steps.flush().catch(() => {});
    clearInterval(heartbeat);
    options.running.delete(runId);
    await browser?.close();
  }
}
