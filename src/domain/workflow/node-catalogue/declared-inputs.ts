import { z } from 'zod';
import { credentialKinds } from '../../credentials/credential-kinds';

/**
 * Declared inputs (D66): what a library script, or a bot's workflow, needs to be told before it can
 * run, so one script serves many workflows. The properties panel draws them in Run Settings and
 * keeps their values in the node's properties, under each input's name: the object a script reads
 * as `inputs`. A credential input holds the credential's name, which is what `secrets.get` takes.
 */
export const inputKinds = ['text', 'number', 'boolean', 'url', 'selector', 'json', 'file', 'credential'] as const;
export type InputKind = (typeof inputKinds)[number];

/** Names a node's own properties use (spec 02 §3, D60, D65): an input may not take one. */
export const reservedPropertyNames = [
  'label',
  'description',
  'priority',
  'timeout',
  'retryCount',
  'isEnabled',
  'executionMode',
  'tags',
  'isActive',
  'isCompleted',
  'paletteItem',
  'scriptId',
  'scriptTitle',
  'scriptDescription',
  'botId',
  'botTitle',
] as const;

export const declaredInputSchema = z
  .object({
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'An input name is a letter, then letters, digits or _ (40 at most)')
      .refine((name) => !(reservedPropertyNames as readonly string[]).includes(name), 'That name belongs to the node itself'),
    label: z.string().trim().min(1).max(80),
    kind: z.enum(inputKinds),
    required: z.boolean().default(false),
    /** What an empty field means; a credential input has none. */
    default: z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
    help: z.string().max(300).optional(),
    /** A credential input: the kinds of credential it takes. */
    accepts: z.array(z.enum(credentialKinds)).min(1).optional(),
  })
  .refine((input) => (input.kind === 'credential') === (input.accepts !== undefined), {
    message: 'A credential input says which kinds of credential it accepts, and only a credential input does',
    path: ['accepts'],
  });
export type DeclaredInput = z.output<typeof declaredInputSchema>;

export const declaredInputsSchema = z
  .array(declaredInputSchema)
  .max(40)
  .refine((inputs) => new Set(inputs.map((input) => input.name)).size === inputs.length, 'Two inputs share a name');

/** Whether a stored value counts as given: an empty text, an empty list or object, or nothing does not. */
export function isGiven(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** The required inputs a node leaves empty, with no default to fall back on. */
export function missingRequiredInputs(inputs: readonly DeclaredInput[], values: Readonly<Record<string, unknown>>): DeclaredInput[] {
  return inputs.filter((input) => input.required && !isGiven(values[input.name]) && input.default === undefined);
}

/** A stored value read as its input's kind: a number as a number, a flag as true or false, JSON parsed; undefined when it cannot be. */
export function readInputValue(input: DeclaredInput, value: unknown): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (input.kind === 'number') {
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
    return Number.isFinite(number) ? { ok: true, value: number } : { ok: false, reason: `${input.label} is not a number` };
  }
  if (input.kind === 'boolean') {
    if (typeof value === 'boolean') return { ok: true, value };
    if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
    return { ok: false, reason: `${input.label} is neither yes nor no` };
  }
  if (input.kind === 'json' && typeof value === 'string') {
    try {
      return { ok: true, value: JSON.parse(value) as unknown };
    } catch {
      return { ok: false, reason: `${input.label} is not valid JSON` };
    }
  }
  return { ok: true, value: typeof value === 'string' ? value.trim() : value };
}

/** What a script reads as `inputs`: each declared input's value read as its kind, or its default when the node leaves it empty or it cannot be read. */
export function inputValues(inputs: readonly DeclaredInput[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const input of inputs) {
    const read = isGiven(values[input.name]) ? readInputValue(input, values[input.name]) : undefined;
    if (read?.ok) result[input.name] = read.value;
    else if (input.default !== undefined) result[input.name] = input.default;
  }
  return result;
}

/** Why a node's values cannot run yet: each required input left empty, each value its kind cannot read. */
export function inputProblems(inputs: readonly DeclaredInput[], values: Readonly<Record<string, unknown>>): string[] {
  return inputs.flatMap((input) => {
    const value = values[input.name];
    if (!isGiven(value)) return input.required && input.default === undefined ? [`${input.label} is required`] : [];
    const read = readInputValue(input, value);
    return read.ok ? [] : [read.reason];
  });
}

/** The credential names a node's values give its credential inputs. */
export function credentialNamesIn(inputs: readonly DeclaredInput[], values: Readonly<Record<string, unknown>>): Array<{ input: DeclaredInput; name: string }> {
  return inputs.flatMap((input) => {
    const value = values[input.name];
    return input.kind === 'credential' && typeof value === 'string' && value.trim() !== '' ? [{ input, name: value.trim() }] : [];
  });
}
