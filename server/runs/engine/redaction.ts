import { secretValuesOfCredential } from '../../../src/domain/credentials/secret-values';
import type { ResolvedSecret, SecretStore } from './secrets';

/** What a credential's value becomes in everything a run stores (D66). */
export const redactedMark = '••••';

/**
 * Shorter values are hidden only where a whole string is the value: searched for inside text, a
 * value of 1 to 3 characters ("ab", "42") would mangle unrelated words and numbers, and it is too
 * short to be worth the damage.
 */
export const shortestSearchedValue = 4;

/** A string as it reads inside a JSON string: quotes, backslashes, control characters and the like escaped. */
const jsonEscaped = (text: string) => JSON.stringify(text).slice(1, -1);

/** The forms a value takes in what a run stores: as it is, inside JSON once or twice, and in a URL. */
function searchedForms(value: string): string[] {
  const once = jsonEscaped(value);
  let encoded = value;
  try {
    encoded = encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be URL-encoded; no URL can hold it either.
  }
  return [value, once, jsonEscaped(once), encoded];
}

/**
 * The credentials one run uses (D66): its owner's store, remembering every secret value it hands
 * out (a token, a password, a username, and a login's `username:password` as Basic authentication
 * sends it), so that whatever the run stores can be redacted with `redact` first. Everything in a
 * run that decrypts a credential goes through this one object: scripts' `secrets.get`, and the api
 * node's authentication.
 */
export class RunSecrets implements SecretStore {
  readonly #store: SecretStore;
  readonly #values = new Set<string>();
  /** The longest first, so a value that holds another is hidden whole. */
  #searched: string[] = [];

  constructor(store: SecretStore) {
    this.#store = store;
  }

  async get(name: string): Promise<ResolvedSecret> {
    const secret = await this.#store.get(name);
    for (const value of secretValuesOfCredential(secret.kind, secret.fields)) this.remember(value);
    return secret;
  }

  /** Another form of a secret the run made itself (a signature header, say), to be hidden too. */
  remember(value: string): void {
    if (value === '' || this.#values.has(value)) return;
    this.#values.add(value);
    const forms = new Set([...this.#values].filter((each) => each.length >= shortestSearchedValue).flatMap(searchedForms));
    this.#searched = [...forms].filter((form) => form.length >= shortestSearchedValue).sort((a, b) => b.length - a.length);
  }

  /** Text with every remembered value replaced by the mark; a string that is exactly a value, however short, too. */
  redactText(text: string): string {
    if (this.#values.size === 0) return text;
    if (this.#values.has(text)) return redactedMark;
    let result = text;
    for (const form of this.#searched) if (result.includes(form)) result = result.split(form).join(redactedMark);
    return result;
  }

  /** A JSON-like value with every string in it (keys too) redacted; the value itself is left as it was. */
  redact<T>(value: T): T {
    if (this.#values.size === 0) return value;
    return this.#redactValue(value) as T;
  }

  #redactValue(value: unknown): unknown {
    if (typeof value === 'string') return this.redactText(value);
    if (Array.isArray(value)) return value.map((each) => this.#redactValue(each));
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(Object.entries(value).map(([key, each]) => [this.redactText(key), this.#redactValue(each)]));
    }
    return value;
  }
}
