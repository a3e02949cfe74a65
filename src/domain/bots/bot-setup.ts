import { z } from 'zod';
import { limits } from '../rule-texts';
import { declaredInputsSchema, isGiven, missingRequiredInputs, type DeclaredInput } from '../workflow/node-catalogue/declared-inputs';
import type { OwnedCredential } from '../workflow/node-catalogue/setup-check';

/**
 * A bot's setup (D66): the values of the inputs its workflow declares, kept with the bot in My Bots,
 * which its runs read as `{{inputs.name}}`. A credential input holds a credential's name, never its value.
 */
export type SetupValues = Readonly<Record<string, unknown>>;

/** The inputs a bot's workflow declares; none when it has no workflow or they cannot be read. */
export function declaredInputsOf(workflow: unknown): DeclaredInput[] {
  if (typeof workflow !== 'object' || workflow === null || !('inputs' in workflow)) return [];
  const parsed = declaredInputsSchema.safeParse(workflow.inputs);
  return parsed.success ? parsed.data : [];
}

/** A required input is empty and has no default: the bot cannot run until it is set. */
export const needsSetup = (inputs: readonly DeclaredInput[], values: SetupValues) => missingRequiredInputs(inputs, values).length > 0;

/** A credential's name is a name of the user's (credentials take `nameRule`). */
export const setupLimits = { text: 2000, credentialName: limits.name, json: 20_000 } as const;

export const setupMessages = {
  unknown: 'is not an input of this bot',
  text: (label: string) => `${label} must be text of ${setupLimits.text} characters at most`,
  url: (label: string) => `${label} must be a web address starting with http:// or https://`,
  number: (label: string) => `${label} must be a number`,
  boolean: (label: string) => `${label} must be on or off`,
  json: (label: string) => `${label} must be valid JSON of ${setupLimits.json} characters at most`,
  file: (label: string) => `${label} must be a plain file name (no / or \\, not . or ..)`,
  credential: (label: string) => `${label} takes the name of one of your credentials`,
} as const;

type ValueCheck = { ok: true; value: unknown } | { ok: false; message: string };

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * JSON a jsonb column keeps as it is: not too long, and no NUL or lone surrogate, which only an escape
 * in a JSON text can bring in (JSON.stringify writes a paired surrogate as the character, so any
 * surrogate it escapes is a lone one).
 */
function storableJson(value: unknown): boolean {
  const text = JSON.stringify(value);
  return text.length <= setupLimits.json && !/\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(text);
}

function checkText(value: unknown, fits: (text: string) => boolean, message: string): ValueCheck {
  if (typeof value !== 'string') return { ok: false, message };
  const text = value.trim();
  return text.length <= setupLimits.text && fits(text) ? { ok: true, value: text } : { ok: false, message };
}

/** One given value as its input's kind keeps it; a JSON input's text is kept parsed. */
function checkValue(input: DeclaredInput, value: unknown): ValueCheck {
  switch (input.kind) {
    case 'text':
    case 'selector':
      return checkText(value, () => true, setupMessages.text(input.label));
    case 'url':
      return checkText(value, isWebAddress, setupMessages.url(input.label));
    case 'file':
      return checkText(value, (name) => !/[/\\]/.test(name) && name !== '.' && name !== '..', setupMessages.file(input.label));
    case 'credential':
      return checkText(value, (name) => name.length <= setupLimits.credentialName, setupMessages.credential(input.label));
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? { ok: true, value } : { ok: false, message: setupMessages.number(input.label) };
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: setupMessages.boolean(input.label) };
    case 'json': {
      let parsed = value;
      try {
        if (typeof value === 'string') parsed = JSON.parse(value) as unknown;
      } catch {
        return { ok: false, message: setupMessages.json(input.label) };
      }
      return storableJson(parsed) ? { ok: true, value: parsed } : { ok: false, message: setupMessages.json(input.label) };
    }
  }
}

export type SetupCheck = { ok: true; values: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/**
 * A bot's setup as the API takes it: every name one its workflow declares, each value of its input's
 * kind. An empty value (null, blank text) is dropped, so the input's default applies again.
 */
export function checkSetupValues(inputs: readonly DeclaredInput[], values: SetupValues): SetupCheck {
  const byName = new Map(inputs.map((input) => [input.name, input]));
  const kept: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const input = byName.get(name);
    if (!input) errors[name] = `${name} ${setupMessages.unknown}`;
    else if (isGiven(value)) {
      const checked = checkValue(input, value);
      if (checked.ok) kept[name] = checked.value;
      else errors[name] = checked.message;
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, values: kept } : { ok: false, errors };
}

/** The body field a setup refusal names, so a form can put each message under its input. */
export const setupField = 'inputValues';

/** A refusal's detail in the API's "field: message" form: `inputValues.crmUrl: …; inputValues.crmToken: …`. */
export const setupRefusalDetail = (errors: Readonly<Record<string, string>>) =>
  Object.entries(errors)
    .map(([name, message]) => `${setupField}.${name}: ${message}`)
    .join('; ');

export const setupValuesSchema = z.record(z.string().max(40), z.unknown()).refine((values) => Object.keys(values).length <= 40, 'A bot has 40 inputs at most');

/** A credential as a setup form offers it: its name and kind, never a value. */
export type CredentialChoice = OwnedCredential;

/** The credentials a credential input may name: those of the kinds it accepts. */
export const choicesFor = (input: DeclaredInput, credentials: readonly CredentialChoice[]) => credentials.filter((credential) => input.accepts?.includes(credential.kind));

/** Whether a form for these inputs offers credentials at all, so it need not ask for the list otherwise. */
export const asksForCredentials = (inputs: readonly DeclaredInput[]) => inputs.some((input) => input.kind === 'credential');
