import { randomUUID } from 'node:crypto';
import { browserBehaviours, type Behaviour } from '../../../src/domain/workflow/node-catalogue/behaviours';
import { kindOfNode } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { parseSettings, settingFieldsOf } from '../../../src/domain/workflow/node-catalogue/run-settings';
import { fillTemplates } from '../../../src/domain/workflow/templates';
import { serverRunMessages } from '../../../src/domain/workflow/server-runs';
import { nodeExecutors, NodeFailure, type Decided, type EngineServices, type NodeContext } from './node-executors';
import { byCanvasPosition, isDisabled, nodeLimits, runsChildrenInParallel, type EngineNode, type EngineWorkflow } from './workflow';

export type StepStatus = 'running' | 'completed' | 'failed' | 'skipped';

/** One execution of one node (a retry is a new step with the next attempt number). */
export interface StepUpdate {
  /** The same for a step's start and its end, so the two updates can be matched. */
  id: string;
  nodeId: string;
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
}

export type RunOutcome = { status: 'completed'; output: unknown } | { status: 'failed'; error: string } | { status: 'cancelled' };

export interface RunHooks {
  /** Told of every step as it starts and as it ends, in order; the caller records and streams them. */
  onStep: (step: StepUpdate) => void | Promise<void>;
}

/** Ends the whole run: a node failed after its retries. */
class RunFailure extends Error {}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const isBrowserBehaviour = (behaviour: Behaviour) => (browserBehaviours as readonly Behaviour[]).includes(behaviour);

/**
 * The node's work as its kind in the node catalogue says (D65): its Run Settings parsed with the
 * kind's schema, then its behaviour's executor. A node the catalogue does not know, or one that
 * needs a browser, fails here; a run is refused before it starts for those, so only a bot's
 * workflow, read during the run, can still hold one.
 */
function perform(node: EngineNode, context: NodeContext): Promise<unknown> {
  const kind = kindOfNode(node);
  const final = { retryable: false };
  if (!kind) throw new NodeFailure(serverRunMessages.unknownNodes([`${node.label} (${node.type})`]), final);
  if (kind.needsBrowser || isBrowserBehaviour(kind.behaviour)) throw new NodeFailure(serverRunMessages.needsBrowser([node.label]), final);
  // Settings that take templates are filled from the node's input and the workflow's inputs first (D66).
  const templated = [...settingFieldsOf(kind.settings).filter((field) => field.templates).map((field) => field.key), ...kind.inputs.filter((input) => input.kind !== 'json').map((input) => input.name)];
  const properties = fillTemplates(node.properties, templated, { input: context.input, inputs: context.inputs });
  const parsed = parseSettings(kind.settings, properties);
  if (!parsed.ok) throw new NodeFailure(parsed.reason, final);
  // Parsed with this kind's own schema, so the settings are what its behaviour's executor reads.
  const executor = nodeExecutors[kind.behaviour as keyof typeof nodeExecutors] as (context: NodeContext, settings: unknown) => Promise<unknown>;
  return executor({ ...context, node: { ...node, properties } }, parsed.settings);
}

const behaviourOf = (node: EngineNode) => kindOfNode(node)?.behaviour;

/**
 * Runs a saved workflow on the server (D38, D45): from the start node, each node once, children in
 * canvas order (or all at once when the node's execution mode is parallel), a decision following
 * only the output its condition chose. Each node gets its timeout (a hard limit) and its retries
 * with doubling waits; a disabled node is skipped with a log line. The signal cancels the run: the
 * node under way is aborted and nothing further starts.
 */
export async function runWorkflow(
  workflow: EngineWorkflow,
  services: EngineServices,
  hooks: RunHooks,
  signal: AbortSignal,
  { depth = 0, input = {}, inputs = {} }: { depth?: number; input?: unknown; inputs?: Readonly<Record<string, unknown>> } = {},
): Promise<RunOutcome> {
  const start = workflow.nodes.filter((node) => node.type === 'start').sort(byCanvasPosition)[0];
  if (!start) return { status: 'failed', error: 'The workflow has no start node' };
  const byId = new Map(workflow.nodes.map((node) => [node.id, node]));
  const visited = new Set<string>();
  let output: unknown = null;

  async function attempt(node: EngineNode, value: unknown, number: number): Promise<unknown> {
    const { timeoutMs } = nodeLimits(node);
    const step: StepUpdate = { id: randomUUID(), nodeId: node.id, nodeType: node.type, label: node.label, status: 'running', attempt: number, startedAt: new Date(), finishedAt: null, input: value, output: null, error: null, logs: [] };
    await hooks.onStep({ ...step, logs: [...step.logs] });
    const timeout = AbortSignal.timeout(timeoutMs);
    const nodeSignal = AbortSignal.any([signal, timeout]);
    try {
      const running = perform(node, {
        node,
        input: value,
        signal: nodeSignal,
        log: (line) => step.logs.push(line),
        services,
        inputs,
        runBot: async (botWorkflow, botInput, botInputs) => {
          if (depth + 1 > services.maxBotDepth) throw new NodeFailure(`Bots may call bots ${services.maxBotDepth} levels deep at most`);
          const sub = await runWorkflow(botWorkflow, services, hooks, nodeSignal, { depth: depth + 1, input: botInput, inputs: botInputs });
          if (sub.status === 'failed') throw new NodeFailure(`The bot's workflow failed: ${sub.error}`);
          if (sub.status === 'cancelled') throw nodeSignal.reason as Error;
          return sub.output;
        },
      });
      // The timeout is a hard limit: the node ends at it whatever its code is doing.
      const result = await Promise.race([
        running,
        new Promise<never>((_, reject) => nodeSignal.addEventListener('abort', () => reject(nodeSignal.reason as Error), { once: true })),
      ]);
      Object.assign(step, { status: 'completed', finishedAt: new Date(), output: behaviourOf(node) === 'decision' ? (result as Decided).output : result });
      await hooks.onStep({ ...step, logs: [...step.logs] });
      return result;
    } catch (error) {
      const reason = signal.aborted ? 'The run was cancelled' : timeout.aborted ? `The node ran longer than its timeout of ${timeoutMs / 1000} s` : messageOf(error);
      Object.assign(step, { status: 'failed', finishedAt: new Date(), error: reason });
      await hooks.onStep({ ...step, logs: [...step.logs] });
      throw signal.aborted ? (signal.reason as Error) : new NodeFailure(reason, { retryable: !(error instanceof NodeFailure) || error.retryable });
    }
  }

  async function execute(node: EngineNode, value: unknown): Promise<unknown> {
    const { attempts } = nodeLimits(node);
    for (let number = 1; ; number += 1) {
      try {
        return await attempt(node, value, number);
      } catch (error) {
        const final = number >= attempts || (error instanceof NodeFailure && !error.retryable);
        if (signal.aborted || final) throw signal.aborted ? error : new RunFailure(`${node.label}: ${messageOf(error)}`);
        await new Promise((resolve) => setTimeout(resolve, services.retryBackoffMs * 2 ** (number - 1)));
      }
    }
  }

  async function visit(node: EngineNode, value: unknown): Promise<void> {
    if (visited.has(node.id) || signal.aborted) return;
    visited.add(node.id);
    let result: unknown;
    let branch: string | null = null;
    if (isDisabled(node)) {
      const now = new Date();
      await hooks.onStep({ id: randomUUID(), nodeId: node.id, nodeType: node.type, label: node.label, status: 'skipped', attempt: 1, startedAt: now, finishedAt: now, input: value, output: value, error: null, logs: ['The node is disabled: skipped, its input passes on'] });
      result = value;
    } else {
      const answer = await execute(node, value);
      if (behaviourOf(node) === 'decision') ({ branch, output: result } = answer as Decided);
      else result = answer;
    }
    if (behaviourOf(node) === 'end') output = result;
    const children = workflow.edges
      .filter((edge) => edge.source === node.id && (branch === null || edge.sourceHandle === branch))
      .map((edge) => byId.get(edge.target))
      .filter((child): child is EngineNode => child !== undefined)
      .sort(byCanvasPosition);
    if (runsChildrenInParallel(node)) await Promise.all(children.map((child) => visit(child, result)));
    else for (const child of children) await visit(child, result);
  }

  try {
    await visit(start, input);
    if (signal.aborted) return { status: 'cancelled' };
    return { status: 'completed', output };
  } catch (error) {
    if (signal.aborted) return { status: 'cancelled' };
    return { status: 'failed', error: messageOf(error) };
  }
}
