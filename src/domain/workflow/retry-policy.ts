/**
 * Which failures a node's retries skip (D88): a retry cannot change them, so the node fails at
 * once and its step says why no retry was made. The engine raises them; /documents/nodes lists them
 * from `retryPolicyRows`, so the page and the engine say the same.
 */

/** Why a failure is not retried, as the step says it after "Not retried: ". */
export const notRetried = {
  status: (status: number) => `a ${status} will not change on a retry`,
  unresolvedName: 'a name that does not resolve will not resolve on a retry',
  refusedAddress: 'a refused address stays refused on a retry',
  missingCredential: 'a missing credential will not appear on a retry',
  missingInput: 'a missing input will not appear on a retry',
  settings: 'settings that cannot be read will not change on a retry',
  unknownNode: 'a node Botflow does not know will not become known on a retry',
  noBrowser: 'the server will not get a browser on a retry',
  syntax: 'code that does not parse will not parse on a retry',
  codeMistake: 'the code meets the same TypeError or ReferenceError on a retry',
  selector: 'the page did not have the element after its wait, and another wait will not add it',
  tooDeep: 'bots nested too deep stay too deep on a retry',
  subRun: "the bot's workflow failed in a way a retry cannot change",
  /** A failure marked final without a more precise reason. */
  other: 'another attempt would fail the same way',
} as const;

/** The step's error of a failure that was not retried: its own message, then why. */
export function withNotRetried(message: string, why: string): string {
  const trimmed = message.trimEnd();
  return `${trimmed}${/[.!?]$/.test(trimmed) ? '' : '.'} Not retried: ${why}.`;
}

/** HTTP answers worth another attempt: a timeout (408), too many requests (429) and every 5xx. */
export const retriedStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** The documentation's table of failures that are not retried: what happens, and why. */
export const retryPolicyRows: ReadonlyArray<readonly [string, string]> = [
  ['An api call answered with a 4xx other than 408 and 429', notRetried.status(404).replace('404', '4xx')],
  ['The host name does not resolve', notRetried.unresolvedName],
  ['A private, loopback or link-local address, refused by the network guard', notRetried.refusedAddress],
  ['A credential the run owner does not have, or of a kind the field does not take', notRetried.missingCredential],
  ['A required input of a bot or a library script left empty', notRetried.missingInput],
  ['Run Settings that cannot be read (headers that are not JSON, say)', notRetried.settings],
  ['Code with a syntax error', notRetried.syntax],
  ['Code that meets a TypeError or ReferenceError: calling what is not a function, reading a property of undefined, a name that is not defined', notRetried.codeMistake],
  ['A selector the page never had after the wait', notRetried.selector],
  ["A bot node whose bot's workflow failed with one of these", notRetried.subRun],
];
