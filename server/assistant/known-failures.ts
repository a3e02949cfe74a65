import { propertyBounds, loadedNumber } from '../../src/domain/workflow/node-properties';
import type { ProposedFix } from './proposed-fix';
import type { FailedStep } from './failed-step';

/**
 * Flo's explanations of the failures the engine produces (D70, D92), for offline answers and
 * as the docs link of online ones. Each entry recognises a failure by the words the engine (or the
 * browser worker, or the sandbox) really writes into the step's error: server/runs/engine,
 * server/runs/runtime and server/runs/browser, and the messages of src/domain they use. The first
 * entry that matches explains the step; none matching gets the generic explanation, which quotes
 * the error and names no cause.
 */

export interface DocsLink {
  title: string;
  href: string;
}

/** The docs sections the known failures link to (their headings in src/content/docs). */
export const explainDocs = {
  limits: { title: 'Nodes › Limits and safety', href: '/documents/nodes#limits-and-safety' },
  inRun: { title: 'Nodes › What each node does in a run', href: '/documents/nodes#what-each-node-does-in-a-run' },
  inputs: { title: 'Nodes › Inputs, credentials and templates', href: '/documents/nodes#inputs-credentials-and-templates' },
  properties: { title: 'Nodes › Properties', href: '/documents/nodes#properties' },
  scriptLimits: { title: 'Scripts › Limits', href: '/documents/scripts#limits' },
  scriptCredentials: { title: 'Scripts › Credentials in a run', href: '/documents/scripts#credentials-in-a-run' },
} as const satisfies Record<string, DocsLink>;

export interface Explanation {
  /** What went wrong, in a few words. */
  title: string;
  /** Why, from the step. */
  what: string;
  /** What to change, naming the setting. */
  change: string;
  docs: DocsLink;
  /** The change of one setting that fixes it, when there is one (checked against the node before it is offered). */
  fix?: ProposedFix;
}

interface KnownFailure {
  id: string;
  /** The engine's words for this failure; the match is passed to `explain`. */
  recognise: RegExp;
  explain: (step: FailedStep, match: RegExpMatchArray) => Explanation;
}

const timeoutOf = (step: FailedStep) => loadedNumber(step.node?.properties.timeout, propertyBounds.timeout);
const retriesOf = (step: FailedStep) => {
  const stored = step.node?.properties.retryCount;
  return typeof stored === 'number' ? stored : propertyBounds.retryCount.fallback;
};

/** Double the Timeout, on its 5 s steps, at most 300 s; none when it is already the most. */
function longerTimeout(step: FailedStep): ProposedFix | undefined {
  const now = timeoutOf(step);
  const next = Math.min(propertyBounds.timeout.max, Math.ceil((now * 2) / propertyBounds.timeout.step) * propertyBounds.timeout.step);
  return next > now ? { field: 'timeout', value: next } : undefined;
}

/** Two more attempts, at most 10; none when it is already the most. */
function moreRetries(step: FailedStep): ProposedFix | undefined {
  const now = retriesOf(step);
  const next = Math.min(propertyBounds.retryCount.max, Math.max(now + 2, 3));
  return next > now ? { field: 'retryCount', value: next } : undefined;
}

const usesAuthentication = (step: FailedStep) => typeof step.node?.properties.authentication === 'string' && step.node.properties.authentication.trim() !== '';

function httpStatus(step: FailedStep, status: number): Explanation {
  const called = 'The step’s log shows the address it called (after `{{input...}}` templates were filled in).';
  if (status === 401)
    return {
      title: 'The service refused the request as unauthenticated (401)',
      what: `The service at the node’s URL wants to know who is calling and did not accept what was sent. ${usesAuthentication(step) ? `The node sends the credential named in Authentication (${String(step.node?.properties.authentication)}); its value may be wrong or expired.` : 'The node’s Authentication is empty, so it sent no credential.'}`,
      change: usesAuthentication(step)
        ? 'Check the credential’s value on the Credentials page (in your menu) and its kind: a token goes in its header (Authorization: Bearer by default), a basic or login credential as HTTP Basic.'
        : 'Choose a credential in the node’s **Authentication** (add one on the Credentials page first), or put the header the service expects in **Headers (JSON)**.',
      docs: explainDocs.inputs,
    };
  if (status === 403)
    return {
      title: 'The service refused the request as forbidden (403)',
      what: 'The service knew who was calling but does not let that caller do this: the credential lacks a permission or scope, or the service blocks the address or method.',
      change: 'Give the credential in **Authentication** the permission the service’s documentation asks for (or use another credential), and check the **Method** and **URL**. A retry will not change a 403.',
      docs: explainDocs.inputs,
    };
  if (status === 404)
    return {
      title: 'The address was not found (404)',
      what: `The service has nothing at the address the node called. ${called}`,
      change: 'Correct the node’s **URL**: its path, and any `{{input.field}}` template in it that filled in empty or with something unexpected.',
      docs: explainDocs.inputs,
    };
  if (status === 408 || status === 429) {
    const fix = moreRetries(step);
    return {
      title: status === 429 ? 'The service said too many requests (429)' : 'The service timed out waiting for the request (408)',
      what: status === 429 ? 'The service limits how often it may be called, and this call came over its limit. Botflow retries a 429, waiting 1 s, then twice as long before each next attempt, and every attempt was refused.' : 'The service gave up waiting for the request. Botflow retries a 408, and every attempt failed.',
      change: fix ? `Give the node more **Retry attempts** (now ${retriesOf(step)}), so its waits grow long enough for the service’s limit to pass; or run the workflow less often.` : 'The node already has the most Retry attempts (10): run the workflow less often, or ask the service for a higher limit.',
      docs: explainDocs.limits,
      ...(fix ? { fix } : {}),
    };
  }
  if (status >= 500) {
    const fix = moreRetries(step);
    return {
      title: `The service failed (${status})`,
      what: `A ${status} is an error on the service’s side, not in the request as such. Botflow retried it ${retriesOf(step)} time(s) and the service failed each time.`,
      change: fix ? `Try again later, or give the node more **Retry attempts** (now ${retriesOf(step)}) to ride out a short outage. If it keeps failing, the service’s operators must look at it.` : 'Try again later; if it keeps failing, the service’s operators must look at it.',
      docs: explainDocs.limits,
      ...(fix ? { fix } : {}),
    };
  }
  return {
    title: `The service rejected the request (${status})`,
    what: `A ${status} means the service did not accept the request as sent: usually the **Body**, the **Headers (JSON)** (a Content-Type, say) or the **Method** is not what it expects. The step’s output holds its answer, which often says what is wrong. A retry will not change it.`,
    change: 'Compare the node’s **Method**, **Headers (JSON)** and **Body** with the service’s documentation; a `{{input.field}}` template that filled in empty is a common cause.',
    docs: explainDocs.inRun,
  };
}

/** In order: the first that recognises the error explains it. */
export const knownFailures: readonly KnownFailure[] = [
  {
    id: 'browser-missing',
    recognise: /This server has no browser/,
    explain: () => ({
      title: 'This server has no browser',
      what: 'The node acts in a web page, which needs Chromium on the server that runs it, and the server that ran this step has none.',
      change: 'Install Chromium on the server (apt-get install chromium) or set CHROMIUM_PATH to it, then run again; or take the browser nodes out of the workflow.',
      docs: explainDocs.limits,
    }),
  },
  {
    id: 'timeout',
    recognise: /The node ran longer than its timeout of ([\d.]+) s/,
    explain: (step, match) => {
      const fix = longerTimeout(step);
      return {
        title: `The node ran longer than its Timeout (${match[1]} s)`,
        what: 'The Timeout is a hard limit on each attempt: at the limit the node is stopped, whatever it is doing (waiting for an answer, a page, or sleeping).',
        change: fix
          ? `Raise the node’s **Timeout (seconds)** (now ${timeoutOf(step)}) if the work really takes that long; otherwise find what it waits on in its log.`
          : 'The Timeout is already the most it can be (300 s): make the node do less at once (split the work), or find what it waits on in its log.',
        docs: explainDocs.limits,
        ...(fix ? { fix } : {}),
      };
    },
  },
  {
    id: 'sandbox-time',
    recognise: /The code computed longer than its limit of (\d+) ms/,
    explain: (_, match) => ({
      title: `The code computed for more than ${match[1]} ms`,
      what: 'Code runs in a sandbox that may compute for a limited time per node (1 second by default). Time spent waiting (sleep, fetch, files, mail) does not count, so this is the code itself looping or computing too long: often a loop that never ends.',
      change: 'Change the node’s **Code** so it computes less: check its loops end, and process large inputs in smaller parts (in several nodes). Raising the Timeout does not help: this limit is the sandbox’s.',
      docs: explainDocs.scriptLimits,
    }),
  },
  {
    id: 'sandbox-memory',
    recognise: /The code used more than its limit of (\d+) MB/,
    explain: (_, match) => ({
      title: `The code used more than ${match[1]} MB`,
      what: 'Code runs in a sandbox with a limited memory (32 MB by default), and this code built more than that: a very large list or text, or one that kept growing.',
      change: 'Change the node’s **Code** to keep less in memory: build smaller results, and write big ones to the run’s folder with `files` instead of returning them.',
      docs: explainDocs.scriptLimits,
    }),
  },
  {
    id: 'private-address',
    recognise: /a private address that workflows may not reach|^The browser may not reach /,
    explain: () => ({
      title: 'The address is private, and workflows may not reach it',
      what: 'Api nodes, scripts’ fetch and browser pages may not call private, loopback or link-local addresses (such as 127.0.0.1, 10.x, 192.168.x or a cloud’s metadata service), checked after the name is resolved and on every redirect. A retry will not change it.',
      change: 'Use the service’s public address in the node’s **URL**. If this server is meant to reach its own network, its administrator can allow it with ENGINE_ALLOW_PRIVATE_NETWORK=true.',
      docs: explainDocs.limits,
    }),
  },
  {
    id: 'dns',
    recognise: /getaddrinfo (?:ENOTFOUND|EAI_AGAIN) (\S+)|net::ERR_NAME_NOT_RESOLVED/,
    explain: (_, match) => ({
      // The engine's "Not retried" sentence follows the name after a full stop.
      title: `The host name ${match[1] ? `${match[1].replace(/\.$/, '')} ` : ''}does not resolve`,
      what: 'No address could be found for the host name in the URL: it is misspelt, the domain does not exist (any more), or a template filled part of it in wrongly.',
      change: 'Correct the host name in the node’s **URL** (check any `{{input.field}}` template in it against the step’s input).',
      docs: explainDocs.inRun,
    }),
  },
  {
    id: 'connection-refused',
    recognise: /ECONNREFUSED|ECONNRESET|socket hang up|net::ERR_CONNECTION_REFUSED/,
    explain: (step) => {
      const fix = moreRetries(step);
      return {
        title: 'The connection was refused or dropped',
        what: 'The host was found, but nothing answered on that port, or the connection was closed before an answer: the service is down or restarting, or the URL’s port is wrong. Botflow retries it, and every attempt failed.',
        change: `Check the port and scheme in the node’s **URL**, and that the service is running.${fix ? ` For a service that restarts now and then, more **Retry attempts** (now ${retriesOf(step)}) help.` : ''}`,
        docs: explainDocs.limits,
        ...(fix ? { fix } : {}),
      };
    },
  },
  {
    id: 'http-status',
    recognise: /The request failed with status (\d{3})/,
    explain: (step, match) => httpStatus(step, Number(match[1])),
  },
  {
    id: 'selector-not-found',
    recognise: /No element matches (.+?) \(waited|^(.+?) was not visible after|^(.+?) did not appear after/,
    explain: (_, match) => ({
      title: `The page did not have ${match[1] ?? match[2] ?? match[3]}`,
      what: 'The node waited, up to its Timeout, for an element its selector matches, and the page never had one (or never showed it). The failed step’s screenshot shows the page as it was: often another page (a login, a cookie banner) or a changed design.',
      change: 'Correct the node’s **Selector** (open the page and inspect the element; Playwright’s `:has-text()` works too), or open the right page first with its **URL**.',
      docs: explainDocs.limits,
    }),
  },
  {
    id: 'missing-credential',
    recognise: /There is no credential named|credential; Authentication takes|cannot be decrypted with this server's BOTFLOW_SECRET_KEY/,
    explain: () => ({
      title: 'A credential is missing or cannot be used',
      what: 'The node (or its code, through `secrets.get`) asked for a credential by a name you have no credential of, one of a kind the setting does not take, or one this server cannot open. A retry will not change it.',
      change: 'Add the credential with exactly that name on the Credentials page (in your menu), or choose one you have in the node’s credential setting (**Authentication** for an API Call); in code, correct the name given to `secrets.get`.',
      docs: explainDocs.inputs,
    }),
  },
  {
    id: 'missing-input',
    recognise: /needs a (?:URL|recipient|selector)|has no code|is required|required inputs are empty|has no URL and the run's tab has no page open yet/,
    explain: () => ({
      title: 'A required setting or input was empty',
      what: 'The node needs a value it did not get: the setting is empty, or it is a template (`{{input.field}}`, `{{inputs.name}}`) whose field the previous node’s output or the workflow’s inputs did not have, so it filled in empty.',
      change: 'Fill in the setting the error names in the node’s Run Settings, or make the previous node return the field its template reads (compare with the step’s input).',
      docs: explainDocs.inputs,
    }),
  },
];

/** What the step's error says alone, when no known failure recognises it. */
const unknownFailure = (): Explanation => ({
  title: 'The step failed',
  what: 'Flo’s catalogue of failures does not know this error, so here it is as the step gave it.',
  change: 'Read the step’s error, log and input in the run panel; the node’s Run Settings and the limits a run works under are in the documentation.',
  docs: explainDocs.inRun,
});

/** The explanation of the first known failure that recognises the step's error, and that failure's id (null: none did). */
export function explainFromKnownFailures(step: FailedStep): { entry: string | null; explanation: Explanation } {
  for (const entry of knownFailures) {
    const match = entry.recognise.exec(step.error);
    if (match) return { entry: entry.id, explanation: entry.explain(step, match) };
  }
  return { entry: null, explanation: unknownFailure() };
}

/** The answer Flo gives offline from the step's known failure: the first chunk says so; then the explanation, quoting the error, with its docs link. */
export function offlineExplanation(step: FailedStep, explanation: Explanation): { chunks: string[]; docs: DocsLink; fix: ProposedFix | undefined } {
  const quoted = step.error
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    chunks: [
      "I'm offline, so this explanation comes from Botflow's catalogue of the failures a run can have.\n\n",
      [`**${explanation.title}** in “${step.label}”.`, `The step's error:\n\n${quoted}`, explanation.what, `**What to change:** ${explanation.change}`, `Read more: [${explanation.docs.title}](${explanation.docs.href})`].join('\n\n'),
    ],
    docs: explanation.docs,
    fix: explanation.fix,
  };
}
