import { callHttp, defaultHttpOptions } from './http-call';
import { runSandboxed, type SandboxLimits } from './sandbox';
import type { EngineNode, EngineWorkflow } from './workflow';

export interface OutboxEmail {
  to: string;
  subject: string;
  body: string;
}

/** What the engine needs from the world; tests and the server each supply their own. */
export interface EngineServices {
  allowPrivateNetwork: boolean;
  sandbox: SandboxLimits;
  /** First wait before a retry; each further retry waits twice as long. */
  retryBackoffMs: number;
  /** Writes the message to the run's outbox (and sends it when SMTP is configured). */
  sendEmail: (email: OutboxEmail) => Promise<void>;
  /** A bot of the user's My Bots, as a workflow to run (D38); null when it has none. */
  loadBotWorkflow: (botId: number) => Promise<EngineWorkflow | null>;
  maxBotDepth: number;
}

export interface NodeContext {
  node: EngineNode;
  input: unknown;
  signal: AbortSignal;
  log: (line: string) => void;
  services: EngineServices;
  /** Runs a bot's workflow as a sub-run, one level deeper. */
  runBot: (workflow: EngineWorkflow, input: unknown) => Promise<unknown>;
}

/** What a decision node decided: its output carries the branch taken. */
export interface Decided {
  branch: 'right' | 'bottom';
  output: unknown;
}

export class NodeFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NodeFailure';
  }
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

function headersOf(value: unknown): Record<string, string> {
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      return headersOf(JSON.parse(value));
    } catch {
      throw new NodeFailure('The headers are not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).map(([name, each]) => [name, String(each)]));
}

/** A condition over the input (decision, validate), as a JavaScript expression run in the sandbox. */
async function holds(context: NodeContext): Promise<boolean> {
  const condition = text(context.node.properties.condition).trim();
  if (condition === '') return true;
  return (await runSandboxed(`return Boolean(${condition});`, context.input, context.services.sandbox)) === true;
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

const passOn = async (context: NodeContext) => {
  context.log(`${context.node.type} node: the input passes on unchanged`);
  return context.input;
};

/** Each node type's behaviour (D45; /documents/nodes). A decision returns the branch it took. */
export const nodeExecutors: Record<string, (context: NodeContext) => Promise<unknown>> = {
  start: async (context) => context.input ?? {},
  end: async (context) => context.input,
  basic: passOn,
  process: passOn,
  service: passOn,
  'user-task': passOn,
  approval: passOn,
  event: passOn,
  database: passOn,
  decision: async (context): Promise<Decided> => {
    const branch = (await holds(context)) ? 'right' : 'bottom';
    context.log(`The condition ${branch === 'right' ? 'held: the right output' : 'did not hold: the bottom output'} is followed`);
    return { branch, output: context.input };
  },
  validate: async (context) => {
    if (!(await holds(context))) throw new NodeFailure(`The condition does not hold: ${text(context.node.properties.condition)}`);
    context.log('The condition holds');
    return context.input;
  },
  timer: async (context) => {
    const seconds = Number(context.node.properties.seconds ?? 1);
    if (!Number.isFinite(seconds) || seconds < 0) throw new NodeFailure('The timer needs a number of seconds');
    context.log(`Waiting ${seconds} s`);
    await waitFor(seconds * 1000, context.signal);
    return context.input;
  },
  api: async (context) => {
    const { url, method, headers, body } = context.node.properties;
    if (typeof url !== 'string' || url.trim() === '') throw new NodeFailure('The api node needs a URL');
    const call = { method: text(method, 'GET').toUpperCase(), url: url.trim(), headers: headersOf(headers), body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body) };
    context.log(`${call.method} ${call.url}`);
    const answer = await callHttp(call, { ...defaultHttpOptions, allowPrivateNetwork: context.services.allowPrivateNetwork, signal: context.signal });
    context.log(`Answered ${answer.status}${answer.truncated ? ` (body cut at ${defaultHttpOptions.maxBodyBytes} bytes)` : ''}`);
    if (answer.status >= 400) throw new NodeFailure(`The request failed with status ${answer.status}`);
    return answer;
  },
  script: async (context) => {
    const code = text(context.node.properties.code);
    if (code.trim() === '') throw new NodeFailure('The script node has no code');
    return runSandboxed(code, context.input, context.services.sandbox);
  },
  transform: async (context) => {
    const code = text(context.node.properties.code);
    if (code.trim() === '') return passOn(context);
    return runSandboxed(code, context.input, context.services.sandbox);
  },
  email: async (context) => {
    const email = { to: text(context.node.properties.to), subject: text(context.node.properties.subject, context.node.label), body: text(context.node.properties.body, JSON.stringify(context.input ?? null)) };
    if (email.to.trim() === '') throw new NodeFailure('The email node needs a recipient');
    await context.services.sendEmail(email);
    context.log(`E-mail to ${email.to}: ${email.subject}`);
    return context.input;
  },
  bot: async (context) => {
    const botId = Number(context.node.properties.botId);
    const workflow = Number.isInteger(botId) ? await context.services.loadBotWorkflow(botId) : null;
    if (!workflow) throw new NodeFailure('The bot has no workflow to run');
    context.log(`Running the bot ${text(context.node.properties.botTitle, String(botId))}`);
    return context.runBot(workflow, context.input);
  },
};
