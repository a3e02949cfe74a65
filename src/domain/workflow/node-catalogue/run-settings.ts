import { z } from 'zod';
import type { CredentialKind } from '../../credentials/credential-kinds';
import { isGiven, type DeclaredInput } from './declared-inputs';

/**
 * Run Settings (D62, D65): what a node needs to do its work in a server run, stored in its
 * properties beside the spec's. Each behaviour's settings are one zod object: the engine parses a
 * node with it, and the properties panel draws its form from the fields registered here.
 */
export type SettingControl = 'text' | 'code' | 'number' | 'choice' | 'boolean' | 'credential';

export interface SettingForm {
  label: string;
  control: SettingControl;
  hint?: string;
  placeholder?: string;
  /** A choice's values; the first is what an empty field means. */
  choices?: readonly string[];
  /** `{{input.field}}` and `{{inputs.name}}` in it are filled in when the node runs (D66). */
  templates?: boolean;
  /** A credential field: the kinds of credential it takes (D66); it holds the credential's name. */
  accepts?: readonly CredentialKind[];
  /** What an empty field means, as the panel says it. */
  fallback?: string;
  /** A field for one of the kind's declared inputs (D66), read as that input's kind when stored. */
  input?: DeclaredInput;
}

/** The form of each setting the panel shows; a setting without one is kept but not edited (a bot's id). */
const settingForms = z.registry<SettingForm>();

/** Registers the form of one setting; `schema` must be this field's own instance, not a shared one. */
export function setting<S extends z.ZodType>(schema: S, form: SettingForm): S {
  settingForms.add(schema, form);
  return schema;
}

/**
 * Text as stored: the panel writes text; an imported file may hold a number or an object. A new
 * schema each time, since each field registers its own form on it.
 */
export const optionalText = () =>
  z.preprocess(
    (value) => (value === undefined || value === null ? undefined : typeof value === 'string' ? value : JSON.stringify(value)),
    z.string().optional(),
  );

/** Text that must be there: `message` is what the node fails with when it is empty. */
export const requiredText = (message: string) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().min(1, message));

export type RunSettingsSchema = z.ZodObject<Record<string, z.ZodType>>;

export interface SettingField extends SettingForm {
  key: string;
}

const fieldsBySchema = new WeakMap<RunSettingsSchema, readonly SettingField[]>();

/** The settings the panel edits, in the schema's order; the same list each time for one schema. */
export function settingFieldsOf(schema: RunSettingsSchema): readonly SettingField[] {
  let fields = fieldsBySchema.get(schema);
  if (!fields) {
    fields = Object.entries(schema.shape).flatMap(([key, field]) => {
      const form = settingForms.get(field);
      return form ? [{ key, ...form }] : [];
    });
    fieldsBySchema.set(schema, fields);
  }
  return fields;
}

const requiredBySchema = new WeakMap<RunSettingsSchema, readonly SettingField[]>();

/**
 * The settings a node cannot run without: those whose own schema refuses them empty (a URL, a
 * selector, a recipient: `requiredText`). Read from the schema the engine parses the node with, so
 * the check before a run, Flo's drafts and the run itself hold the same settings required.
 */
export function requiredSettingFieldsOf(schema: RunSettingsSchema): readonly SettingField[] {
  let fields = requiredBySchema.get(schema);
  if (!fields) {
    fields = settingFieldsOf(schema).filter((field) => !schema.shape[field.key]!.safeParse(undefined).success);
    requiredBySchema.set(schema, fields);
  }
  return fields;
}

/** The required settings a node leaves empty (nothing, or only spaces), in the schema's order. */
export const missingRequiredSettings = (schema: RunSettingsSchema, properties: Readonly<Record<string, unknown>>): SettingField[] =>
  requiredSettingFieldsOf(schema).filter((field) => !isGiven(properties[field.key]));

const controlOfInput: Readonly<Record<DeclaredInput['kind'], SettingControl>> = {
  text: 'text',
  url: 'text',
  selector: 'text',
  file: 'text',
  number: 'number',
  boolean: 'boolean',
  json: 'code',
  credential: 'credential',
};

const fallbackText = (value: unknown) => (value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value));

const fieldsByInputs = new WeakMap<readonly DeclaredInput[], readonly SettingField[]>();

/** The panel's fields for a kind's declared inputs (D66), in their order; the same list each time for one declaration. */
export function inputFieldsOf(inputs: readonly DeclaredInput[]): readonly SettingField[] {
  let fields = fieldsByInputs.get(inputs);
  if (!fields) {
    fields = inputs.map((input) => ({
      key: input.name,
      label: input.required ? `${input.label} (required)` : input.label,
      control: controlOfInput[input.kind],
      hint: input.help,
      fallback: input.kind === 'boolean' ? (input.default === true ? 'Yes' : input.default === false ? 'No' : undefined) : fallbackText(input.default),
      placeholder: input.kind === 'boolean' ? undefined : fallbackText(input.default),
      accepts: input.accepts,
      input,
    }));
    fieldsByInputs.set(inputs, fields);
  }
  return fields;
}

/** What a kind's Run Settings are drawn from: its behaviour's settings and its declared inputs. */
export interface RunSettingsOfKind {
  settings: RunSettingsSchema;
  inputs: readonly DeclaredInput[];
}

const fieldsByKind = new WeakMap<RunSettingsOfKind, readonly SettingField[]>();

/** Every field of a kind's Run Settings, as the panel draws them: its behaviour's settings, then its declared inputs. */
export function runSettingFieldsOf(kind: RunSettingsOfKind): readonly SettingField[] {
  let fields = fieldsByKind.get(kind);
  if (!fields) {
    fields = [...settingFieldsOf(kind.settings), ...inputFieldsOf(kind.inputs)];
    fieldsByKind.set(kind, fields);
  }
  return fields;
}

/** A node's settings as its behaviour reads them, or the first reason they cannot be read. */
export function parseSettings<S extends RunSettingsSchema>(schema: S, properties: Readonly<Record<string, unknown>>): { ok: true; settings: z.output<S> } | { ok: false; reason: string } {
  const parsed = schema.safeParse(properties);
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, reason: parsed.error.issues[0]?.message ?? 'The settings cannot be read' };
}

/** A stored setting as the panel edits it: text (an object as indented JSON). */
export function settingText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

/** A JSON input is stored as the value it writes, so a script reads a list as a list; text that is not JSON is kept for the run to refuse by name. */
function storedJson(field: SettingField, text: string): unknown {
  if (field.input?.kind !== 'json') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What the panel's text stores: nothing for an empty field (the run's default applies), a number for a number. */
export function storedSettings(fields: readonly SettingField[], texts: Readonly<Record<string, string>>, stored: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...stored };
  for (const field of fields) {
    const text = texts[field.key] ?? '';
    if (text.trim() === '') delete result[field.key];
    else if (field.control === 'number' && Number.isFinite(Number(text))) result[field.key] = Number(text);
    else if (field.control === 'boolean' && (text === 'true' || text === 'false')) result[field.key] = text === 'true';
    else result[field.key] = storedJson(field, text);
  }
  return result;
}
