import { z } from 'zod';
import { nameRule } from '../rules';
import { ruleMessages } from '../rule-texts';
import { credentialFields, credentialKindLabels, credentialKinds, type CredentialFieldSpec, type CredentialKind } from './credential-kinds';

/**
 * The credentials API's contract (D66): a body names the credential, its kind and its fields'
 * values; an answer carries names and metadata only, never a value.
 */

export const credentialLimits = {
  /** A signing key or a webhook URL fits; a value is not a file. */
  value: 10_000,
  /** A header name or a prefix. */
  setting: 100,
} as const;

export const credentialMessages = {
  notFound: 'Credential not found',
  nameTaken: (name: string) => `You already have a credential named "${name}". Choose another name.`,
  unknownKind: `Kind must be one of ${credentialKinds.join(', ')}`,
  notAField: (kind: CredentialKind) => `Not a field of a ${credentialKindLabels[kind]} credential`,
  badHeader: 'Header name may hold only letters, digits and - (an HTTP header name)',
  oneLine: (label: string) => `${label} must be on one line`,
  /** A run asked for a credential its owner does not have. */
  missing: (name: string) => `There is no credential named "${name}"`,
  /** A value sealed under another BOTFLOW_SECRET_KEY, or altered in the database. */
  undecryptable: (name: string) =>
    `The credential "${name}" cannot be decrypted with this server's BOTFLOW_SECRET_KEY: it was saved under another key, or its stored value was altered. Set the key it was saved with, or enter its values again.`,
} as const;

/** What the form shows in a write-only field that holds a value. */
export const valueSetPlaceholder = '•••• set — leave empty to keep';

const httpHeaderName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what a header must not hold
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** A field counts as given when it holds more than spaces; an empty one keeps, or defaults, its value. */
export const isFieldGiven = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

export const secretFieldsOf = (kind: CredentialKind): readonly CredentialFieldSpec[] => credentialFields[kind].filter((field) => field.secret);
export const settingFieldsOf = (kind: CredentialKind): readonly CredentialFieldSpec[] => credentialFields[kind].filter((field) => !field.secret);

export interface FieldIssue {
  field: string;
  message: string;
}

function valueIssue(field: CredentialFieldSpec, value: string): string | null {
  if (field.secret) return value.length > credentialLimits.value ? ruleMessages.tooLong(field.label, credentialLimits.value) : null;
  const setting = value.trim();
  if (setting.length > credentialLimits.setting) return ruleMessages.tooLong(field.label, credentialLimits.setting);
  if (setting !== '' && field.name === 'header' && !httpHeaderName.test(setting)) return credentialMessages.badHeader;
  if (controlCharacter.test(setting)) return credentialMessages.oneLine(field.label);
  return null;
}

/**
 * What is wrong with a body's fields for its kind: a name the kind does not have, a value too long
 * or one a header cannot carry, and, when `requireSecrets` (a new credential, or a changed kind),
 * a secret field left empty. The form checks the same before it sends.
 */
export function credentialFieldIssues(kind: CredentialKind, fields: Readonly<Record<string, string>>, { requireSecrets }: { requireSecrets: boolean }): FieldIssue[] {
  const specs = credentialFields[kind];
  const issues: FieldIssue[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const spec = specs.find((field) => field.name === name);
    const message = spec ? valueIssue(spec, value) : credentialMessages.notAField(kind);
    if (message) issues.push({ field: name, message });
  }
  if (requireSecrets) {
    for (const field of secretFieldsOf(kind)) {
      if (!isFieldGiven(fields[field.name])) issues.push({ field: field.name, message: ruleMessages.required(field.label) });
    }
  }
  return issues;
}

/** The issues as the API's 422 detail words them, each under its path (`fields.value: Token is required`). */
export const describeFieldIssues = (issues: readonly FieldIssue[]): string => issues.map((issue) => `fields.${issue.field}: ${issue.message}`).join('; ');

const credentialBodyShape = {
  name: nameRule('Name'),
  kind: z.enum(credentialKinds, { error: credentialMessages.unknownKind }),
  fields: z.record(z.string(), z.string({ error: 'A field value must be text' })).default({}),
};

const withFieldIssues =
  (requireSecrets: boolean) =>
  (body: { kind: CredentialKind; fields: Record<string, string> }, context: z.RefinementCtx) => {
    for (const issue of credentialFieldIssues(body.kind, body.fields, { requireSecrets })) {
      context.addIssue({ code: 'custom', path: ['fields', issue.field], message: issue.message });
    }
  };

/** POST /v1/credentials: every secret field of the kind is required; a setting left out takes its default. */
export const credentialCreateSchema = z.object(credentialBodyShape).superRefine(withFieldIssues(true));
export type CredentialCreatePayload = z.input<typeof credentialCreateSchema>;

/**
 * PUT /v1/credentials/{id}: an empty or missing secret field keeps its stored value. A setting is
 * shown in the form, so an empty one goes back to its default and a missing one is kept. A changed
 * kind needs all its secret fields, which the server checks against the stored kind.
 */
export const credentialUpdateSchema = z.object(credentialBodyShape).superRefine(withFieldIssues(false));
export type CredentialUpdatePayload = z.input<typeof credentialUpdateSchema>;

export const credentialSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(credentialKinds),
  /** The fields that hold a value, in the kind's order: its secret fields, and the settings given a value of their own. */
  setFields: z.array(z.string()),
  /** The settings that are not secret (a token's header name and prefix), as stored; a missing one takes its default. */
  settings: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When a run last used it; null when none has. */
  lastUsedAt: z.string().nullable(),
}).meta({ id: 'Credential', description: 'A credential, without its values.' });
export type Credential = z.infer<typeof credentialSchema>;

export const credentialListSchema = z.array(credentialSchema);

/** A sequence whose saved workflow names the credential. */
export const usingSequenceSchema = z.object({ sequenceId: z.string(), title: z.string() });
export type UsingSequence = z.infer<typeof usingSequenceSchema>;

/** GET /v1/credentials/{id}: the credential and the sequences whose saved workflows name it (asked before a delete). */
export const credentialDetailSchema = credentialSchema.extend({ usedBy: z.array(usingSequenceSchema) });
export type CredentialDetail = z.infer<typeof credentialDetailSchema>;

/** The labels of a credential's set fields, for the list. */
export const setFieldLabels = (credential: Pick<Credential, 'kind' | 'setFields'>): string[] =>
  credentialFields[credential.kind].filter((field) => credential.setFields.includes(field.name)).map((field) => field.label);
