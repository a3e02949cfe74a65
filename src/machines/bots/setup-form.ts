import { checkSetupValues, setupField, type SetupValues } from '../../domain/bots/bot-setup';
import { errorTextOf } from '../../domain/error-text';
import { isGiven, type DeclaredInput } from '../../domain/workflow/node-catalogue/declared-inputs';

/**
 * A bot's setup as its form holds it (D66): one text per declared input, a JSON input's as typed, a
 * boolean's 'true' or 'false' ('' until it is chosen: its default applies). An empty field keeps
 * nothing, so the input's default applies.
 */
export type SetupTexts = Record<string, string>;
export type SetupErrors = Partial<Record<string, string>>;

/** A kept value as its field shows it. */
export function inputText(input: DeclaredInput, value: unknown): string {
  if (!isGiven(value)) return '';
  if (input.kind === 'json') return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return typeof value === 'string' ? value : String(value);
}

export const setupTextsOf = (inputs: readonly DeclaredInput[], values: SetupValues): SetupTexts =>
  Object.fromEntries(inputs.map((input) => [input.name, inputText(input, values[input.name])]));

/** A field's text as the API takes it; a number that does not read as one is sent as typed, for its message. */
function valueOfText(input: DeclaredInput, text: string): unknown {
  if (text.trim() === '') return undefined;
  if (input.kind === 'number') return Number.isFinite(Number(text)) ? Number(text) : text;
  if (input.kind === 'boolean') return text === 'true';
  return text;
}

export function setupValuesOf(inputs: readonly DeclaredInput[], texts: SetupTexts): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const input of inputs) {
    const value = valueOfText(input, texts[input.name] ?? '');
    if (value !== undefined) values[input.name] = value;
  }
  return values;
}

/** The form checked with the very rules the server applies: the values to send, or a message per field. */
export function checkSetupForm(inputs: readonly DeclaredInput[], texts: SetupTexts): { ok: true; values: Record<string, unknown> } | { ok: false; errors: SetupErrors } {
  const values = setupValuesOf(inputs, texts);
  const checked = checkSetupValues(inputs, values);
  return checked.ok ? { ok: true, values } : { ok: false, errors: checked.errors };
}

const setupMessage = new RegExp(`^${setupField}\\.([A-Za-z][A-Za-z0-9_]*): (.+)$`, 's');

/**
 * A refused save's messages about the setup, by input, and the error with the rest of its detail
 * (null when the setup's were all it said), for the form's own refusal handling.
 */
export function setupRefusalOf(error: unknown): { errors: SetupErrors; rest: unknown } {
  const text = errorTextOf(error);
  if (text === null) return { errors: {}, rest: error };
  const errors: SetupErrors = {};
  const rest: string[] = [];
  for (const part of text.split('; ')) {
    const match = setupMessage.exec(part);
    if (match) errors[match[1]!] ??= match[2]!;
    else rest.push(part);
  }
  if (Object.keys(errors).length === 0) return { errors, rest: error };
  return { errors, rest: rest.length > 0 ? new Error(rest.join('; ')) : null };
}

/** How the bot dialog's view tells one input's state: set (its value shown), its default, or empty. */
export interface SetupFact {
  name: string;
  label: string;
  state: 'set' | 'default' | 'missing' | 'empty';
  text: string;
}

const shown = (input: DeclaredInput, value: unknown) => {
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (input.kind === 'json') return JSON.stringify(value);
  return String(value);
};

/** Each input and whether it is set; a credential input shows the credential's name, which is all a bot keeps of it. */
export function setupFactsOf(inputs: readonly DeclaredInput[], values: SetupValues): SetupFact[] {
  return inputs.map((input) => {
    const value = values[input.name];
    const fact = { name: input.name, label: input.label };
    if (isGiven(value)) return { ...fact, state: 'set', text: input.kind === 'credential' ? `Credential: ${shown(input, value)}` : shown(input, value) };
    if (input.default !== undefined) return { ...fact, state: 'default', text: `Not set: ${shown(input, input.default)} by default` };
    return input.required ? { ...fact, state: 'missing', text: 'Not set (required)' } : { ...fact, state: 'empty', text: 'Not set' };
  });
}
