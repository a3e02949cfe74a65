import { botNodeMessages, botRunInputs } from '../../../src/domain/bots/bot-node-inputs';
import { noTokenPrefix } from '../../../src/domain/credentials/credential-kinds';
import { basicAuthToken } from '../../../src/domain/credentials/secret-values';
import type { Behaviour, SettingsOf } from '../../../src/domain/workflow/node-catalogue/behaviours';
import { libraryScripts } from '../../../src/domain/workflow/node-catalogue/library-scripts';
import { missingRequiredInputs, type DeclaredInput } from '../../../src/domain/workflow/node-catalogue/declared-inputs';
import { notRetried, retriedStatus } from '../../../src/domain/workflow/retry-policy';
import { fillTemplate } from '../../../src/domain/workflow/templates';
import { clickAction, clickTrigger, elementSelector, type ClickItemContext } from '../browser/click-items';
import type { BrowserTab, RunBrowser } from '../browser/run-browser';
import { declaredInputValues, runLibraryScript, runNodeCode, type ScriptExecution } from '../runtime/run-script';
import type { RunFolder } from '../runtime/run-folder';
import { callHttp, defaultHttpOptions } from './http-call';
import type { OutboxEmail } from './outbox-email';
import type { RunSecrets } from './run-secrets';
import { runSandboxed, type SandboxLimits } from './sandbox';
import type { ResolvedSecret } from './secrets';
import { waitFor } from './wait';
import type { EngineNode, EngineWorkflow } from './workflow';
import { messageOf } from '../../../src/domain/error-text';

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
  /** Writes the message to the run's outbox (and sends it when SMTP is configured). */
  sendEmail: (email: OutboxEmail) => Promise<void>;
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
   * What api calls' `Idempotency-Key` is derived from (issue 31): the run's id, the original run's
   * for a re-run. None: no key is sent.
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
  /** Runs a bot's workflow as a sub-run, one level deeper, with its inputs. */
  runBot: (workflow: EngineWorkflow, input: unknown, inputs: Readonly<Record<string, unknown>>) => Promise<unknown>;
  /** The run's tab, held for this node when its kind needs a browser (D68). */
  tab?: BrowserTab;
  /** When the node's Timeout ends, in ms since the epoch. */
  deadline: number;
  /** The `Idempotency-Key` of this attempt (issue 31): run, node and attempt; absent when the run has no key. */
  idempotencyKey?: string;
}

/** What a decision node decided: its output carries the branch taken. */
export interface Decided {
  branch: 'right' | 'bottom';
  output: unknown;
}

export class NodeFailure extends Error {
  /** False when another attempt cannot go otherwise (the node's settings cannot be read): it is not retried. */
  readonly retryable: boolean;
  /** Why it is not retried (`notRetried`), said on the step; set when it is not retryable. */
  readonly why: string | null;

  /** `why` alone makes it final: a failure a retry cannot change, for that reason. */
  constructor(message: string, { retryable, why }: { retryable?: boolean; why?: string } = {}) {
    super(message);
    this.name = 'NodeFailure';
    this.retryable = retryable ?? why === undefined;
    this.why = this.retryable ? null : (why ?? notRetried.other);
  }
}

/** A condition over the input (decision, validate), as a JavaScript expression run in the sandbox. */
async function holds(condition: string | undefined, context: NodeContext): Promise<boolean> {
  const expression = (condition ?? '').trim();
  if (expression === '') return true;
  return (await runSandboxed(`return Boolean(${expression});`, context.input, context.services.sandbox)) === true;
}

/** What a script sees of its node's execution (D67): its input, its inputs, and the run's services. */
function scriptExecution(context: NodeContext, inputs: Readonly<Record<string, unknown>>): ScriptExecution {
  const { services, tab } = context;
  return {
    input: context.input,
    inputs,
    limits: services.sandbox,
    signal: context.signal,
    services: { secrets: services.secrets, files: services.files, sendEmail: services.sendEmail, allowPrivateNetwork: services.allowPrivateNetwork, log: context.log, ...(tab ? { tab } : {}) },
  };
}

/**
 * A Click item's work (D68) with the tab the engine holds for it and its deadline; a failure is said
 * as the tab explains it (a refused address, a crashed browser), as a script's page calls are.
 */
async function inTab(context: NodeContext, work: (item: ClickItemContext) => Promise<unknown>): Promise<unknown> {
  const { tab } = context;
  if (!tab) throw new NodeFailure('The node has no browser tab', { retryable: false });
  try {
    return await work({ tab, deadline: context.deadline, log: context.log });
  } catch (error) {
    throw tab.explain(error);
  }
}

const passOn = async (context: NodeContext) => {
  context.log(`${context.node.type} node: the input passes on unchanged`);
  return context.input;
};

/**
 * The api node's Authentication (D66): a token credential in its header with its prefix, a basic
 * or login credential as HTTP Basic. The values come from the run's SecretStore, which keeps them
 * out of everything the run stores.
 */
async function authorizationHeader(name: string, services: EngineServices): Promise<Record<string, string>> {
  let secret: ResolvedSecret;
  try {
    secret = await services.secrets.get(name);
  } catch (error) {
    throw new NodeFailure(messageOf(error), { why: notRetried.missingCredential });
  }
  const { fields } = secret;
  if (secret.kind === 'token') {
    const prefix = fields.prefix && fields.prefix.toLowerCase() !== noTokenPrefix ? `${fields.prefix} ` : '';
    return { [fields.header || 'Authorization']: `${prefix}${fields.value ?? ''}` };
  }
  if (secret.kind === 'basic' || secret.kind === 'login') return { Authorization: `Basic ${basicAuthToken(fields)}` };
  throw new NodeFailure(`${name} is a ${secret.kind} credential; Authentication takes a token, basic or login one`, { why: notRetried.missingCredential });
}

/** One behaviour's work: the node's context and its Run Settings as the catalogue parsed them. */
export type Executor<B extends Behaviour> = (context: NodeContext, settings: SettingsOf<B>) => Promise<unknown>;

/**
 * What each behaviour of the node catalogue does in a run (D45, D65, D68; /documents/nodes), keyed
 * by the catalogue's behaviours: one without an executor here does not compile. A decision returns
 * the branch it took. Those that act in a web page get the run's tab from the engine.
 */
export const nodeExecutors: { [B in Behaviour]: Executor<B> } = {
  start: async (context) => context.input ?? {},
  end: async (context) => context.input,
  passThrough: passOn,
  decision: async (context, { condition }): Promise<Decided> => {
    const branch = (await holds(condition, context)) ? 'right' : 'bottom';
    context.log(`The condition ${branch === 'right' ? 'held: the right output' : 'did not hold: the bottom output'} is followed`);
    return { branch, output: context.input };
  },
  check: async (context, { condition }) => {
    if (!(await holds(condition, context))) throw new NodeFailure(`The condition does not hold: ${condition ?? ''}`);
    context.log('The condition holds');
    return context.input;
  },
  wait: async (context, { seconds }) => {
    context.log(`Waiting ${seconds} s`);
    await waitFor(seconds * 1000, context.signal);
    return context.input;
  },
  // A schedule starts runs (D63); inside one there is nothing left for it to do.
  schedule: async (context, { cron }) => {
    context.log(cron ? `Scheduled on ${cron} (UTC): the input passes on` : 'No schedule set: the input passes on');
    return context.input;
  },
  httpRequest: async (context, { method, url, headers, body, authentication }) => {
    // A receiver can recognise a repeat of the same attempt (issue 31); a key the node sets itself wins.
    const keyed = context.idempotencyKey === undefined || Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key') ? headers : { 'Idempotency-Key': context.idempotencyKey, ...headers };
    const call = { method, url, headers: authentication ? { ...keyed, ...(await authorizationHeader(authentication, context.services)) } : keyed, body };
    context.log(`${call.method} ${call.url}`);
    const answer = await callHttp(call, { ...defaultHttpOptions, allowPrivateNetwork: context.services.allowPrivateNetwork, signal: context.signal });
    context.log(`Answered ${answer.status}${answer.truncated ? ` (body cut at ${defaultHttpOptions.maxBodyBytes} bytes)` : ''}`);
    if (answer.status >= 400) throw new NodeFailure(`The request failed with status ${answer.status}`, retriedStatus(answer.status) ? {} : { why: notRetried.status(answer.status) });
    return answer;
  },
  code: async (context, { code }) => runNodeCode(code, scriptExecution(context, context.node.properties)),
  transform: async (context, { code }) => {
    if (code === undefined || code.trim() === '') return passOn(context);
    return runNodeCode(code, scriptExecution(context, context.node.properties));
  },
  email: async (context, settings) => {
    const email = { to: settings.to, subject: settings.subject ?? context.node.label, body: settings.body ?? JSON.stringify(context.input ?? null) };
    await context.services.sendEmail(email);
    context.log(`E-mail to ${email.to}: ${email.subject}`);
    return context.input;
  },
  // The sub-run's inputs (D66): the node's values (templates filled from this node's input and this
  // workflow's inputs, so a bot inside a bot can pass its own on) over the bot's setup over the defaults.
  bot: async (context, { botId, botTitle }) => {
    const bot = await context.services.loadBotWorkflow(botId);
    if (!bot) throw new NodeFailure('The bot has no workflow to run');
    const scope = { input: context.input, inputs: context.inputs };
    const nodeValues = Object.fromEntries(
      bot.inputs.map(({ name, kind }) => {
        const value = context.node.properties[name];
        return [name, typeof value === 'string' && kind !== 'json' ? fillTemplate(value, scope) : value];
      }),
    );
    const inputs = botRunInputs(bot.inputs, bot.values, nodeValues);
    const missing = missingRequiredInputs(bot.inputs, inputs);
    if (missing.length > 0) throw new NodeFailure(botNodeMessages.missingInRun(missing.map((input) => input.label)), { why: notRetried.missingInput });
    context.log(`Running the bot ${botTitle ?? String(botId)}`);
    return context.runBot(bot.workflow, context.input, inputs);
  },
  // One that drives a page gets `page`: the engine holds the run's tab for it, as its kind needs a browser.
  libraryScript: async (context, { scriptId }) => {
    const script = libraryScripts.find((each) => each.scriptId === scriptId);
    const inputs = script ? declaredInputValues(script.inputs, context.node.properties) : { ok: false as const, reason: `The script library has no ${scriptId}` };
    if (!inputs.ok) throw new NodeFailure(inputs.reason, { why: script ? notRetried.missingInput : notRetried.settings });
    return runLibraryScript(scriptId, scriptExecution(context, inputs.values));
  },
  clickTrigger: (context, settings) => inTab(context, (item) => clickTrigger(item, settings)),
  clickAction: (context, settings) => inTab(context, (item) => clickAction(item, settings)),
  elementSelector: (context, settings) => inTab(context, (item) => elementSelector(item, settings)),
};
