import { credentialFields, type CredentialKind } from '../../src/domain/credentials/credential-kinds';
import { credentialFieldIssues, isFieldGiven, secretFieldsOf, settingFieldsOf, type FieldIssue } from '../../src/domain/credentials/credentials';
import type { CredentialCipher } from './cipher';
import type { CredentialContent, CredentialRow } from './repository';

/** What a request says of a credential. */
export interface CredentialBody {
  name: string;
  kind: CredentialKind;
  fields: Record<string, string>;
}

/** A sealed value opens only for the user, credential and field it was sealed for. */
const sealContext = (userId: string, credentialId: string, field: string) => `${userId}/${credentialId}/${field}`;

/** A given setting, trimmed; the others are left out and take their defaults. */
function givenSettings(kind: CredentialKind, fields: Record<string, string>, kept: Record<string, string> = {}): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const { name } of settingFieldsOf(kind)) {
    const value = fields[name];
    if (value === undefined) {
      if (kept[name] !== undefined) settings[name] = kept[name];
    } else if (isFieldGiven(value)) settings[name] = value.trim();
  }
  return settings;
}

/** A new credential: every secret field sealed (the contract requires them all), the given settings plain. */
export function newContent(cipher: CredentialCipher, userId: string, credentialId: string, body: CredentialBody): CredentialContent {
  const secrets: Record<string, string> = {};
  for (const { name } of secretFieldsOf(body.kind)) secrets[name] = cipher.seal(body.fields[name] ?? '', sealContext(userId, credentialId, name));
  return { name: body.name, kind: body.kind, secrets, settings: givenSettings(body.kind, body.fields) };
}

/**
 * An edited credential. Of the same kind, a secret field left empty or out keeps its sealed value,
 * a setting left out keeps its value and an empty one goes back to its default. A new kind starts
 * over, so it needs every secret field: the issues say which are missing.
 */
export function editedContent(cipher: CredentialCipher, row: CredentialRow, body: CredentialBody): { content: CredentialContent } | { issues: FieldIssue[] } {
  const sameKind = row.kind === body.kind;
  if (!sameKind) {
    const issues = credentialFieldIssues(body.kind, body.fields, { requireSecrets: true });
    if (issues.length > 0) return { issues };
  }
  const secrets: Record<string, string> = {};
  for (const { name } of secretFieldsOf(body.kind)) {
    const value = body.fields[name];
    const kept = sameKind ? row.secrets[name] : undefined;
    if (isFieldGiven(value)) secrets[name] = cipher.seal(value, sealContext(row.userId, row.id, name));
    else if (kept !== undefined) secrets[name] = kept;
  }
  return { content: { name: body.name, kind: body.kind, secrets, settings: givenSettings(body.kind, body.fields, sameKind ? row.settings : {}) } };
}

/** Every field of the credential's kind: its secrets opened (SealBroken when one does not), its settings or their defaults. */
export function openedFields(cipher: CredentialCipher, row: CredentialRow): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of credentialFields[row.kind]) {
    const sealed = row.secrets[field.name];
    if (field.secret) fields[field.name] = sealed === undefined ? '' : cipher.open(sealed, sealContext(row.userId, row.id, field.name));
    else fields[field.name] = row.settings[field.name] ?? field.default ?? '';
  }
  return fields;
}

/** The fields that hold a value, in the kind's order: what the list shows instead of any value. */
export const setFieldsOf = (row: Pick<CredentialRow, 'kind' | 'secrets' | 'settings'>): string[] =>
  credentialFields[row.kind].filter((field) => (field.secret ? row.secrets[field.name] !== undefined : row.settings[field.name] !== undefined)).map((field) => field.name);
