import { z } from 'zod';
import type { CredentialKind } from '../../credentials/credential-kinds';
import { clickActionSettings, clickTriggerSettings, elementSelectorSettings } from './browser-settings';
import { optionalText, requiredText, setting } from './run-settings';
import { webhookSettings } from './webhook-settings';

/**
 * The engine's behaviours (D45, D65): what a node does in a run. Every node kind names one; each
 * behaviour's Run Settings are one zod object the engine parses the node with and the properties
 * panel draws. The engine's executors are typed by these keys, so a behaviour without an executor
 * does not compile.
 */

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The kinds an api node's Authentication takes (D66): a token goes in its header, basic and login as `Authorization: Basic`. */
export const apiAuthenticationKinds: readonly CredentialKind[] = ['token', 'basic', 'login'];

const templateHint = '{{input.field}} is a field of the previous node’s output, {{inputs.name}} one of the workflow’s inputs';

const conditionSetting = (hint: string) => setting(optionalText(), { label: 'Condition', control: 'code', hint });

const codeForm = {
  label: 'Code',
  control: 'code',
  hint: 'A function body: it receives input and returns the output; it may await sleep, fetch, files, secrets and mail (runs in a sandbox: 1 s of computing, 32 MB)',
  placeholder: 'return { ...input, total: input.price * 2 };',
} as const;

/** Headers as the api node sends them: a JSON object typed in the panel, or an object in an imported file. */
const headersSetting = setting(
  z.preprocess((value, context) => {
    if (typeof value === 'string') {
      if (value.trim() === '') return {};
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.issues.push({ code: 'custom', message: 'The headers are not valid JSON', input: value });
        return z.NEVER;
      }
    }
    return value ?? {};
  }, z.record(z.string(), z.unknown()).transform((headers) => Object.fromEntries(Object.entries(headers).map(([name, each]) => [name, String(each)])))),
  { label: 'Headers (JSON)', control: 'code', placeholder: '{ "Accept": "application/json" }', templates: true },
);

export const behaviourSettings = {
  /** Starts the run; its output is the run's input. */
  start: z.object({}),
  /** Ends its branch; its input becomes the run's output. */
  end: z.object({}),
  /** Passes its input on and logs that it did. */
  passThrough: z.object({}),
  decision: z.object({
    condition: conditionSetting('A JavaScript expression over input; when true the right output is followed, otherwise the bottom one'),
  }),
  check: z.object({
    condition: conditionSetting('A JavaScript expression over input; the node fails when it is false'),
  }),
  wait: z.object({
    seconds: setting(
      z.preprocess(
        (value) => (value === undefined || value === null || value === '' ? 1 : Number(value)),
        z.number({ error: 'The timer needs a number of seconds' }).min(0, 'The timer needs a number of seconds'),
      ),
      { label: 'Wait (seconds)', control: 'number', hint: 'How long the node waits in a run (1 when empty); keep it under the Timeout, which ends the node' },
    ),
  }),
  schedule: z.object({
    cron: setting(optionalText(), {
      label: 'Schedule (cron)',
      control: 'text',
      hint: 'Five fields, such as 0 8 * * 1-5; while Workflow Active is on and the workflow is saved, the sequence runs at these times (UTC)',
      placeholder: '0 8 * * 1-5',
    }),
  }),
  httpRequest: z.object({
    method: setting(
      z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : 'GET'), z.string()),
      { label: 'Method', control: 'choice', choices: httpMethods },
    ),
    url: setting(requiredText('The api node needs a URL'), { label: 'URL', control: 'text', placeholder: 'https://api.example.com/orders', templates: true }),
    headers: headersSetting,
    body: setting(optionalText(), { label: 'Body', control: 'code', hint: templateHint, templates: true }),
    authentication: setting(optionalText(), {
      label: 'Authentication',
      control: 'credential',
      accepts: apiAuthenticationKinds,
      fallback: 'None',
      hint: 'A token credential is sent in its header; a basic or login one as Authorization: Basic',
      templates: true,
    }),
  }),
  code: z.object({ code: setting(requiredText('The script node has no code'), codeForm) }),
  transform: z.object({ code: setting(optionalText(), { ...codeForm, hint: `${codeForm.hint}; empty: the input passes on` }) }),
  email: z.object({
    to: setting(requiredText('The email node needs a recipient'), { label: 'To', control: 'text', placeholder: 'team@example.com', templates: true }),
    subject: setting(optionalText(), { label: 'Subject', control: 'text', hint: 'Empty: the node’s label', templates: true }),
    body: setting(optionalText(), { label: 'Message', control: 'code', hint: `Empty: the node’s input as JSON. ${templateHint}`, templates: true }),
  }),
  /** D38: runs a bot of My Bots; the palette puts the bot's id and title on the node. */
  bot: z.object({
    botId: z.coerce.number({ error: 'The bot has no workflow to run' }).int('The bot has no workflow to run'),
    botTitle: optionalText(),
  }),
  /** A script of the library, named by the node's scriptId. */
  libraryScript: z.object({ scriptId: z.string() }),
  clickTrigger: clickTriggerSettings,
  clickAction: clickActionSettings,
  elementSelector: elementSelectorSettings,
  /** D126: begins a run when a request reaches its address; the receiver reads these settings. */
  webhook: webhookSettings,
} as const;

export type Behaviour = keyof typeof behaviourSettings;
export type BehaviourSettings = typeof behaviourSettings;
export type SettingsOf<B extends Behaviour> = z.output<BehaviourSettings[B]>;

/** Behaviours that act in the run's browser tab (D68): only a process with a browser runs them. */
export const browserBehaviours = ['clickTrigger', 'clickAction', 'elementSelector'] as const satisfies readonly Behaviour[];
export type BrowserBehaviour = (typeof browserBehaviours)[number];

/** What each behaviour does in a run, as /documents/nodes says it. */
export const behaviourDocs: Readonly<Record<Behaviour, string>> = {
  start: 'Starts the run; its output is the run’s input (an empty object).',
  end: 'Ends its branch; its input becomes the run’s output.',
  passThrough: 'Passes its input on unchanged and logs that it did.',
  decision: 'Evaluates its Condition, a JavaScript expression over `input` such as `input.status === 200`: when it holds the right output is followed, otherwise the bottom one. An empty condition holds.',
  check: 'Evaluates its Condition like a decision and fails the node when it does not hold.',
  wait: 'Waits the number of seconds in Wait (seconds), 1 when none is set.',
  schedule: 'Starts the saved workflow on its cron while **Workflow Active** is on (five fields, UTC; `0 8 * * 1-5` is 08:00 on weekdays); inside a run it passes its input on.',
  httpRequest: 'Sends an HTTP request with its Method (GET when none is set), URL, Headers and Body. The output is the answer’s status, headers and body (JSON when the answer is JSON); an answer of 400 or more fails the node. Each request carries an `Idempotency-Key` header made from the run (the original run for a re-run), the node and the attempt, so a receiver can recognise a repeat; a key set in Headers is sent instead.',
  code: 'Runs its Code in the sandbox: a function body that receives `input` and the script runtime’s names (`inputs`, its own properties, then `secrets`, `log`, `sleep`, `fetch`, `files`, `mail`...), may `await`, and returns the output.',
  transform: 'Runs its Code like a Code node; without code it passes its input on.',
  email: 'Writes the message (To, Subject, Message) to the run’s outbox, and sends it when the server has an SMTP server configured. The output is the message (`to`, `subject`, `body`, `attachments`) and where it went: `delivery` is `sent` (through SMTP, with its `messageId`) or `outbox` (no SMTP_URL set). A message the mail server refuses fails the node.',
  bot: 'Runs the workflow of the bot from My Bots as part of this run, one level deeper; bots may call bots at most 3 levels deep.',
  libraryScript: 'Runs the library script it names in the sandbox, with its inputs from Run Settings and the script runtime; what the script returns is the output. A script that drives a `page` runs in the run’s browser tab.',
  clickTrigger: 'Opens its Page URL in the run’s browser tab (or uses the page the tab is on) and waits for its Selector; with Then set to click, clicks it. The output is the page’s URL and title.',
  clickAction: 'Acts on the element its Selector finds (click, dblclick, type Text, press a key, select an option, check), after opening its URL when one is set, then waits for the Then wait for selector when one is set.',
  elementSelector: 'Finds the element by its Selector and waits, up to the node’s Timeout, for the Condition to hold (exists, visible, hasText, attributeEquals); the output is the element’s text, value and attributes. When it does not hold, the node fails naming the selector.',
  webhook: 'Begins a run when a request reaches its production URL (while **Workflow Active** is on) or its test URL; the output is the request: `method`, `path`, `query`, `headers` (without the authentication headers) and `body` (JSON, form fields or text). A Run from Start does not reach it; if an edge leads into it, it passes its input on.',
};
