import type { Behaviour, SettingsOf } from '../../../src/domain/workflow/node-catalogue/behaviours';
import type { DeclaredInput } from '../../../src/domain/workflow/node-catalogue/declared-inputs';
import type { BrowserTab, RunBrowser } from '../browser/run-browser';
import type { RunFolder } from '../runtime/run-folder';
import type { EmailDelivery, OutboxEmail } from './outbox-email';
import type { RunSecrets } from './redaction';
import type { SandboxLimits } from './sandbox';
import type { EngineNode, EngineWorkflow } from './workflow';

/**
 * What an executor is given and what it answers (D123). Types only: the browser and runtime rooms an
 * executor calls never import these, so nothing here can close a cycle with them.
 */

/** A bot of My Bots as a bot node runs it (D38): its workflow, the inputs it declares and its setup (D66). */
export interface LoadedBot {
  workflow: EngineWorkflow;
  inputs: readonly DeclaredInput[];
  values: Readonly<Record<string, unknown>>;
}

/** What the engine needs from the world; tests and the server each supply their own. */
export interface EngineServices {
  allowPrivateNetwork: boolean;
  sandbox: SandboxLimits;
  /** First wait before a retry; each further retry waits twice as long. */
  retryBackoffMs: number;
  /** Writes the message to the run's outbox (and sends it when SMTP is configured); says which it did. */
  sendEmail: (email: OutboxEmail) => Promise<EmailDelivery>;
  /**
   * The run owner's credentials, by name (D66), for this run only: every value it hands out is
   * remembered, and redacted from what the run stores.
   */
  secrets: RunSecrets;
  /** The run's working folder (D67). */
  files: RunFolder;
  /** A bot of the user's My Bots, with its workflow to run (D38) and its setup (D66); null when it has no workflow. */
  loadBotWorkflow: (botId: number) => Promise<LoadedBot | null>;
  maxBotDepth: number;
  /** The run's browser tab (D68); null in a process without a browser, where browser nodes fail. */
  browser: RunBrowser | null;
  /**
   * What api calls' `Idempotency-Key` is derived from (D87): the run's id, the original run's for a
   * re-run, so a receiver recognises a repeat. None: no key is sent.
   */
  runKey?: string;
}

export interface NodeContext {
  node: EngineNode;
  input: unknown;
  signal: AbortSignal;
  log: (line: string) => void;
  services: EngineServices;
  /** The inputs of the workflow this node is in (a bot's setup, D66); none at the top of a run. */
  inputs: Readonly<Record<string, unknown>>;
  /** Runs a bot's workflow as a sub-run, one level deeper, with its inputs; answers its output. */
  runBot: (workflow: EngineWorkflow, input: unknown, inputs: Readonly<Record<string, unknown>>) => Promise<unknown>;
  /** The run's tab, held for this node when its kind needs a browser (D68). */
  tab?: BrowserTab;
  /** When the node's Timeout ends, in ms since the epoch. */
  deadline: number;
  /** The `Idempotency-Key` of this attempt: run, node and attempt; absent when the run has no key. */
  idempotencyKey?: string;
  /** The run began at this node (its Start, or the trigger or node it was started at) rather than reaching it along an edge. */
  runBeganHere?: boolean;
}

/** What a node's work came to: what its step records and the next nodes get, and the way it leaves. */
export interface ExecutorAnswer {
  output: unknown;
  /**
   * The output handle it leaves by (a decision's 'right' or 'bottom'): only the edges from that
   * handle are followed. None: every edge it has.
   */
  branch?: string;
}

/** One behaviour's work: the node's context and its Run Settings as the catalogue parsed them. */
export type Executor<B extends Behaviour> = (context: NodeContext, settings: SettingsOf<B>) => Promise<ExecutorAnswer>;
