import { credentialFields, type CredentialKind } from './credential-kinds';

/**
 * `username:password` in Base64 over UTF-8, as an `Authorization: Basic` header carries it. Written
 * without Node's Buffer so the rule is the same one wherever it is read.
 */
export function basicAuthToken(fields: Readonly<Record<string, string | undefined>>): string {
  const bytes = new TextEncoder().encode(`${fields.username ?? ''}:${fields.password ?? ''}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Which values of one credential are secret (D66): its secret fields, and for a login or basic
 * credential the Basic token made from them, since a request carries the pair in that form. Both what
 * a run stores and what Ask Flo why sends to the AI service are redacted by this one rule.
 */
export function secretValuesOfCredential(kind: CredentialKind, fields: Readonly<Record<string, string | undefined>>): string[] {
  const values: string[] = [];
  for (const field of credentialFields[kind]) {
    const value = fields[field.name];
    if (field.secret && value) values.push(value);
  }
  if (kind === 'login' || kind === 'basic') values.push(basicAuthToken(fields));
  return values;
}
