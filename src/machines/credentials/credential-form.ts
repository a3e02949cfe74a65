import { credentialFields, credentialKinds, type CredentialKind } from '../../domain/credentials/credential-kinds';
import { credentialFieldIssues, type Credential, type CredentialCreatePayload } from '../../domain/credentials/credentials';
import { nameRule } from '../../domain/rules';
import type { FieldErrors } from '../forms/form-errors';
import { sameFields } from '../forms/server-field-errors';

/** What the add and edit form holds: the name, the kind and what is typed in each field, under its name. */
export interface CredentialFormValues {
  name: string;
  kind: CredentialKind;
  fields: Record<string, string>;
}

/** A field of the kind as the form keys it, and as the server's messages name it: `fields.value`. */
export const fieldKey = (field: string) => `fields.${field}`;

/** The form's fields, each under the body path the server's messages name. */
export const credentialFormFields = sameFields('name', 'kind', ...new Set(credentialKinds.flatMap((kind) => credentialFields[kind].map((field) => fieldKey(field.name)))));

/** A new credential starts as a token, the kind most services hand out. */
export const newCredentialValues = (): CredentialFormValues => ({ name: '', kind: 'token', fields: {} });

/** Editing starts from the name, the kind and the plain settings; secret fields start empty, which keeps them. */
export const valuesOf = (credential: Credential): CredentialFormValues => ({ name: credential.name, kind: credential.kind, fields: { ...credential.settings } });

/** Whether the form must have every secret field: a new credential, or one whose kind changes. */
export const needsEverySecret = (original: Credential | null, kind: CredentialKind) => original === null || original.kind !== kind;

export type CredentialFormCheck = { ok: true; payload: CredentialCreatePayload } | { ok: false; fieldErrors: FieldErrors };

/** The form's own check, the server's rules (D66): the name, and the kind's fields. Only the kind's fields are sent. */
export function checkCredentialForm(values: CredentialFormValues, original: Credential | null): CredentialFormCheck {
  const fields = Object.fromEntries(credentialFields[values.kind].map((field) => [field.name, values.fields[field.name] ?? '']));
  const fieldErrors: FieldErrors = {};
  const name = nameRule('Name').safeParse(values.name);
  if (!name.success) fieldErrors.name = name.error.issues[0]?.message;
  for (const issue of credentialFieldIssues(values.kind, fields, { requireSecrets: needsEverySecret(original, values.kind) })) {
    fieldErrors[fieldKey(issue.field)] ??= issue.message;
  }
  if (!name.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, payload: { name: name.data, kind: values.kind, fields } };
}
