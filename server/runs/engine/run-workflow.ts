import { createHash, randomUUID } from 'node:crypto';
import { kindOfNode } from '../../../src/domain/workflow/node-catalogue/catalogue';
import type { NodeKind } from '../../../src/domain/workflow/node-catalogue/node-kind';
import { parseSettings, settingFieldsOf } from '../../../src/domain/workflow/node-catalogue/run-settings';
import { fillTemplates } from '../../../src/domain/workflow/templates';
import { notRetried, withNotRetried } from '../../../src/domain/workflow/retry-policy';
import { serverRunMessages } from '../../../src/domain/workflow/server-runs';
import type { TabTurn } from '../browser/run-browser';
import type { EngineServices, ExecutorAnswer, NodeContext } from './executor-context';
import { nodeExecutors } from './node-executors';
import { NodeFailure } from './node-failure';
import { nodeSignal } from './node-signal';
import { leaveTab, takeTab } from './node-tab';
import { whyNotRetried } from './why-not-retried';
import { beginsRun, byCanvasPosition, endsPath, isDisabled, nodeLimits, runsChildrenInParallel, type EngineNode, type EngineWorkflow } from './workflow';
import { messageOf } from '../../../src/domain/error-text';
import { onFailureOf } from '../../../src/domain/workflow/node-properties';
import { AttemptFailure, edgesLeaving, errorOf, type FailedAttempt, type HandledAs } from './failure-handling';

export type StepStatus = 'running' | 'completed' | 'failed' | 'skipped' | 'cancelled';

/** One execution of one node (a retry is a new step with the next attempt number). */
export interface StepUpdate {
  /** The same for a step's start and its end, so the two updates can be matched. */
  id: string;
  nodeId: string;
  /** The bot node's step whose sub-run this step is part of; null at the top of the run (D87). */
  parentStepId: string | null;
  nodeType: string;
  label: string;
  status: StepStatus;
  attempt: number;
  startedAt: Date;
  finishedAt: Date | null;
  input: unknown;
  output: unknown;
  error: string | null;
  logs: string[];
  /** A browser node's tab as it ended (D68), JPEG; null for every other step and while it runs. */
  screenshot: Buffer | null;
  /** On a node's last failed attempt, how the run went on past it (D128); absent when it stopped the run or did not fail. */
  handled?: HandledAs;
}

/** `failuresHandled`: the node failures the run went on past (D128, D143); a run with any "completed with errors". */
export type RunOutcome = { status: 'completed'; output: unknown; failuresHandled?: number } | { status: 'failed'; error: string } | { status: 'cancelled' };

export interface RunHooks {
  /** Told of every step as it starts and as it ends, in order; the caller records and streams them. */
  onStep: (step: StepUpdate) => void | Promise<void>;
}

/** A node a re-run carries over (D87): not run again, its stored answer passed on (a decision's output and the branch it took). */
export type ReusedNode = ExecutorAnswer;

/**
 * Where a run begins when it is not a plain run from Start (D87). `reused`: nodes of an earlier
 * run carried over (the traversal goes through them without running them, so the first node not
 * reused gets the input it had). `startAt`: begin at these nodes with these inputs instead of at
 * Start; with `alone`, only they run (Run this node).
 */
export interface RunBeginning {
  reused?: ReadonlyMap<string, ReusedNode>;
  startAt?: readonly { nodeId: string; input: unknown }[];
  alone?: boolean;
}

/**
 * The `Idempotency-Key` an api call carries (D87): from the run (the original run for a re-run),
 * the node (with the bot nodes above it in a sub-run) and the attempt, so a repeat of the same attempt
 * sends the same key and another attempt another one.
 */
export function idempotencyKey(runKey: string, nodePath: readonly string[], attempt: number): string {
  return createHash('sha256').update(JSON.stringify([runKey, nodePath, attempt])).digest('hex');
}

/** Ends the whole run: a node failed after its retries, or at once when a retry could not help. */
class RunFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The node's last attempt, when the failure is one a node's On failure may handle (not one from before any attempt ran). */
    readonly failed: FailedAttempt | null = null,
  ) {
    super(message);
  }
}

/** A run's outcome, and for a failed one whether its failure was one a retry can change (a bot node's sub-run, D88). */
type Ended = { outcome: RunOutcome; retryable: boolean };

/**
 * The node's work as its kind in the node catalogue says (D65): its Run Settings parsed with the
 * kind's schema, then its behaviour's executor. A node the catalogue does not know fails here; a
 * run is refused before it starts for those, so only a bot's workflow, read during the run, can
 * still hold one.
 */
function perform(node: EngineNode, kind: NodeKind | undefined, context: NodeContext): Promise<ExecutorAnswer> {
  if (!kind) throw new NodeFailure(serverRunMessages.unknownNodes([`${node.label} (${node.type})`]), { why: notRetried.unknownNode });
  // Settings that take templates are filled from the node's input and the workflow's inputs first (D66).
  const templated = [...settingFieldsOf(kind.settings).filter((field) => field.templates).map((field) => field.key), ...kind.inputs.filter((input) => input.kind !== 'json').map((input) => input.name)];
  const properties = fillTemplates(node.properties, templated, { input: context.input, inputs: context.inputs });
  const parsed = parseSettings(kind.settings, properties);
  if (!parsed.ok) throw new NodeFailure(parsed.reason, { why: notRetried.settings });
  // Parsed with this kind's own schema, so the settings are what its behaviour's executor reads.
  const executor = nodeExecutors[kind.behaviour as keyof typeof nodeExecutors] as (context: NodeContext, settings: unknown) => Promise<ExecutorAnswer>;
  return executor({ ...context, node: { ...node, properties } }, parsed.settings);
}

/**
 * Runs a saved workflow on the server (D38, D45): from the start node, each node once, children in
 * canvas order (or all at once when the node's execution mode is parallel); a node whose executor
 * answers the output it leaves by (a decision) is followed along that output's edges only (D123).
 * Each node gets its timeout (a hard limit) and its retries with doubling waits; a disabled node is
 * skipped with a log line. The signal cancels the run: the node under way is aborted and nothing
 * further starts.
 */
export async function runWorkflow(
  workflow: EngineWorkflow,
  services: EngineServices,
  hooks: RunHooks,
  signal: AbortSignal,
  { input = {}, inputs = {}, beginning = {} }: { input?: unknown; inputs?: Readonly<Record<string, unknown>>; beginning?: RunBeginning } = {},
): Promise<RunOutcome> {
  return (await runLevel(workflow, services, hooks, signal, { depth: 0, parentStepId: null, scope: [], input, inputs, beginning })).outcome;
}

/** One level of a run: the top one, or a bot node's sub-run, whose steps name the bot node's step as their parent. */
async function runLevel(
  workflow: EngineWorkflow,
  services: EngineServices,
  hooks: RunHooks,
  signal: AbortSignal,
  {
    depth,
    parentStepId,
    scope,
    input,
    inputs,
    beginning = {},
  }: { depth: number; parentStepId: string | null; scope: readonly string[]; input: unknown; inputs: Readonly<Record<string, unknown>>; beginning?: RunBeginning },
): Promise<Ended> {
  const byId = new Map(workflow.nodes.map((node) => [node.id, node]));
  const start = workflow.nodes.filter(beginsRun).sort(byCanvasPosition)[0];
  const startAt = beginning.startAt?.map((each) => ({ node: byId.get(each.nodeId), input: each.input }));
  if (startAt?.some((each) => !each.node)) return { outcome: { status: 'failed', error: 'The node to start at is not in the workflow' }, retryable: false };
  if (!start && !startAt) return { outcome: { status: 'failed', error: 'The workflow has no start node' }, retryable: false };
  // The nodes the run begins at, as against those it reaches along an edge (a Webhook tells the two apart).
  const beganAt = new Set(startAt ? startAt.map((each) => each.node!.id) : start ? [start.id] : []);
  const reused = beginning.reused ?? new Map<string, ReusedNode>();
  const visited = new Set<string>();
  let output: unknown = null;
  // Node failures this level went on past, with those of the sub-runs of its bot nodes that completed (D143).
  let failuresHandled = 0;

  // The tab a browser node held, handed back with its screenshot (D68).
  const leave = (turn: TabTurn | null, timedOut: boolean) => (turn ? leaveTab(services.browser!, turn, { cancelled: signal.aborted, timedOut }) : Promise.resolve(null));

  async function attempt(node: EngineNode, value: unknown, number: number): Promise<ExecutorAnswer> {
    const { timeoutMs, attempts } = nodeLimits(node);
    const kind = kindOfNode(node);
    const step: StepUpdate = { id: randomUUID(), nodeId: node.id, parentStepId, nodeType: node.type, label: node.label, status: 'running', attempt: number, startedAt: new Date(), finishedAt: null, input: value, output: null, error: null, logs: [], screenshot: null };
    await hooks.onStep({ ...step, logs: [...step.logs] });
    let turn: TabTurn | null = null;
    let limit: ReturnType<typeof nodeSignal> | null = null;
    try {
      // Taken before the Timeout starts: waiting for the tab is not the node's work.
      if (kind?.needsBrowser) turn = await takeTab(services.browser, node.label, signal, (line) => step.logs.push(line));
      limit = nodeSignal(signal, timeoutMs);
      const attemptSignal = limit.signal;
      const running = perform(node, kind, {
        node,
        ...(services.runKey === undefined ? {} : { idempotencyKey: idempotencyKey(services.runKey, [...scope, node.id], number) }),
        input: value,
        signal: attemptSignal,
        log: (line) => step.logs.push(line),
        services,
        inputs,
        deadline: Date.now() + timeoutMs,
        runBeganHere: beganAt.has(node.id),
        ...(turn ? { tab: turn.tab } : {}),
        runBot: async (botWorkflow, botInput, botInputs) => {
          if (depth + 1 > services.maxBotDepth) throw new NodeFailure(`Bots may call bots ${services.maxBotDepth} levels deep at most`, { why: notRetried.tooDeep });
          const sub = await runLevel(botWorkflow, services, hooks, attemptSignal, { depth: depth + 1, parentStepId: step.id, scope: [...scope, node.id], input: botInput, inputs: botInputs });
          // A sub-run that failed in a way a retry cannot change is not run again whole (D88).
          if (sub.outcome.status === 'failed') throw new NodeFailure(`The bot's workflow failed: ${sub.outcome.error}`, sub.retryable ? {} : { why: notRetried.subRun });
          if (sub.outcome.status === 'cancelled') throw attemptSignal.reason as Error;
          failuresHandled += sub.outcome.failuresHandled ?? 0;
          return sub.outcome.output;
        },
      });
      // The timeout is a hard limit: the node ends at it whatever its code is doing.
      const answer = await Promise.race([
        running,
        new Promise<never>((_, reject) => attemptSignal.addEventListener('abort', () => reject(attemptSignal.reason as Error), { once: true })),
      ]);
      const screenshot = await leave(turn, false);
      turn = null;
      Object.assign(step, { status: 'completed', finishedAt: new Date(), output: answer.output, screenshot });
      await hooks.onStep({ ...step, logs: [...step.logs] });
      // A failed attempt keeps its signal until the timeout, as before: what it left running (a sub-run's other branches) still ends there.
      limit.end();
      return answer;
    } catch (error) {
      const timedOut = limit?.timedOut === true;
      const reason = signal.aborted ? 'The run was cancelled' : timedOut ? `The node ran longer than its timeout of ${timeoutMs / 1000} s` : messageOf(error);
      // A timeout may go otherwise on a retry; what whyNotRetried names cannot (D88).
      const why = signal.aborted || timedOut ? null : whyNotRetried(error);
      const screenshot = await leave(turn, timedOut);
      // A cancel interrupts the step: it did not fail (D88), and no On failure handles it.
      Object.assign(step, { status: signal.aborted ? 'cancelled' : 'failed', finishedAt: new Date(), error: why === null ? reason : withNotRetried(reason, why), screenshot });
      // The last attempt says how the run goes on past it: the failed step stays failed (D128).
      const onFailure = onFailureOf(node, kind?.handles);
      if (!signal.aborted && onFailure !== 'stop' && (why !== null || number >= attempts)) step.handled = onFailure;
      await hooks.onStep({ ...step, logs: [...step.logs] });
      throw signal.aborted ? (signal.reason as Error) : new AttemptFailure(reason, why === null ? {} : { why }, { id: step.id, screenshot: screenshot !== null });
    }
  }

  async function execute(node: EngineNode, value: unknown): Promise<ExecutorAnswer> {
    const { attempts } = nodeLimits(node);
    for (let number = 1; ; number += 1) {
      try {
        return await attempt(node, value, number);
      } catch (error) {
        const retryable = !(error instanceof NodeFailure && !error.retryable);
        if (signal.aborted) throw error;
        if (!retryable || number >= attempts) {
          const failed = error instanceof AttemptFailure ? { reason: error.message, attempts: number, stepId: error.step.id, screenshot: error.step.screenshot } : null;
          throw new RunFailure(`${node.label}: ${messageOf(error)}`, retryable, failed);
        }
        await new Promise((resolve) => setTimeout(resolve, services.retryBackoffMs * 2 ** (number - 1)));
      }
    }
  }

  /**
   * The node's work, and, when it fails after its retries, what its On failure says (D128): stop
   * the run, or hand the error on as its output (continue) or along its error path. A cancel is no failure.
   */
  async function executeHandled(node: EngineNode, value: unknown): Promise<ExecutorAnswer & { errorPath?: boolean }> {
    try {
      return await execute(node, value);
    } catch (error) {
      const onFailure = onFailureOf(node, kindOfNode(node)?.handles);
      if (signal.aborted || !(error instanceof RunFailure) || error.failed === null || onFailure === 'stop') throw error;
      failuresHandled += 1;
      return { output: errorOf(node, error.failed), errorPath: onFailure === 'errorPath' };
    }
  }

  async function visit(node: EngineNode, value: unknown): Promise<void> {
    if (visited.has(node.id) || signal.aborted) return;
    visited.add(node.id);
    let answer: ExecutorAnswer & { errorPath?: boolean };
    // Carried over from the run this one re-runs: its step is already written, marked reused.
    const carried = reused.get(node.id);
    if (carried) answer = carried;
    else if (isDisabled(node)) {
      const now = new Date();
      await hooks.onStep({ id: randomUUID(), nodeId: node.id, parentStepId, nodeType: node.type, label: node.label, status: 'skipped', attempt: 1, startedAt: now, finishedAt: now, input: value, output: value, error: null, logs: ['The node is disabled: skipped, its input passes on'], screenshot: null });
      answer = { output: value };
    } else answer = await executeHandled(node, value);
    const { output: result, branch, errorPath = false } = answer;
    if (endsPath(node) || beginning.alone) output = result;
    if (beginning.alone) return;
    const children = edgesLeaving(workflow.edges, node.id, { branch, errorPath })
      .map((edge) => byId.get(edge.target))
      .filter((child): child is EngineNode => child !== undefined)
      .sort(byCanvasPosition);
    if (runsChildrenInParallel(node)) await Promise.all(children.map((child) => visit(child, result)));
    else for (const child of children) await visit(child, result);
  }

  try {
    if (startAt) for (const each of startAt) await visit(each.node!, each.input);
    else await visit(start!, input);
    if (signal.aborted) return { outcome: { status: 'cancelled' }, retryable: true };
    return { outcome: { status: 'completed', output, ...(failuresHandled > 0 ? { failuresHandled } : {}) }, retryable: true };
  } catch (error) {
    if (signal.aborted) return { outcome: { status: 'cancelled' }, retryable: true };
    return { outcome: { status: 'failed', error: messageOf(error) }, retryable: !(error instanceof RunFailure) || error.retryable };
  }
}
