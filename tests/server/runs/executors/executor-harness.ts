import { behaviourSettings, type Behaviour, type SettingsOf } from '../../../../src/domain/workflow/node-catalogue/behaviours';
import type { BrowserTab } from '../../../../server/runs/browser/run-browser';
import type { EngineServices, NodeContext } from '../../../../server/runs/engine/executor-context';
import { whyNotRetried } from '../../../../server/runs/engine/why-not-retried';
import { engineServices } from '../engine-harness';

/**
 * One executor on its own, as the engine calls it: a node's context built here, its settings parsed
 * with its behaviour's own schema (as the engine parses them), and what it logged and sent.
 */

export interface ContextOptions {
  type?: string;
  label?: string;
  /** The node's properties: its own, and its declared inputs' values. */
  properties?: Record<string, unknown>;
  input?: unknown;
  inputs?: Readonly<Record<string, unknown>>;
  services?: Partial<EngineServices>;
  signal?: AbortSignal;
  tab?: BrowserTab;
  /** How long the node has before its Timeout ends it. */
  timeoutMs?: number;
  idempotencyKey?: string;
  runBot?: NodeContext['runBot'];
  /** The run began at this node (a Start, a webhook's node) rather than reaching it along an edge. */
  runBeganHere?: boolean;
}

export function executorContext(options: ContextOptions = {}) {
  const logs: string[] = [];
  const { services, outbox, files } = engineServices(options.services);
  const context: NodeContext = {
    node: { id: 'node', type: options.type ?? 'process', label: options.label ?? 'The node', properties: options.properties ?? {}, position: { x: 0, y: 0 } },
    input: options.input,
    signal: options.signal ?? new AbortController().signal,
    log: (line) => logs.push(line),
    services,
    inputs: options.inputs ?? {},
    runBot: options.runBot ?? (async () => Promise.reject(new Error('This node runs no bot'))),
    deadline: Date.now() + (options.timeoutMs ?? 5_000),
    ...(options.tab ? { tab: options.tab } : {}),
    ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
    ...(options.runBeganHere === undefined ? {} : { runBeganHere: options.runBeganHere }),
  };
  return { context, logs, outbox, files: files.files };
}

/** A node's Run Settings as the engine hands them to its executor: parsed with the behaviour's schema. */
export const settingsOf = <B extends Behaviour>(behaviour: B, properties: Record<string, unknown> = {}): SettingsOf<B> => behaviourSettings[behaviour].parse(properties) as SettingsOf<B>;

/** How a rejected executor failed: its message, and why the engine would not retry it (null: it would). */
export async function failureOf(work: Promise<unknown>): Promise<{ message: string; notRetried: string | null }> {
  try {
    await work;
  } catch (error) {
    return { message: error instanceof Error ? error.message : String(error), notRetried: whyNotRetried(error) };
  }
  throw new Error('The executor did not fail');
}
