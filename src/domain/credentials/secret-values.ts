import { credentialFields, noTokenPrefix, type CredentialKind } from './credential-kinds';

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
 * credential the Basic token made from them, since a request carries the pair in that form
 * (`authorizationHeaderOf`). Both what a run stores and what Ask Flo why sends to the AI service are
 * redacted by this one rule.
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

/** A setting of the credential (a token's header name or prefix) as given, or its kind's default when it is empty. */
function settingOf(kind: CredentialKind, name: string, fields: Readonly<Record<string, string | undefined>>): string {
  const given = fields[name]?.trim();
  return given ? given : (credentialFields[kind].find((field) => field.name === name)?.default ?? '');
}

/**
 * The header a credential authenticates an HTTP request with (D66): a token in its header after its
 * prefix (`none`: the token alone), a login or basic credential as `Authorization: Basic`. Null for a
 * kind that authenticates no request (a secret). What it carries of the credential is among
 * `secretValuesOfCredential`, so what a run stores of the request has it hidden.
 */
export function authorizationHeaderOf(kind: CredentialKind, fields: Readonly<Record<string, string | undefined>>): { name: string; value: string } | null {
  if (kind === 'token') {
    const prefix = settingOf(kind, 'prefix', fields);
    return { name: settingOf(kind, 'header', fields), value: `${prefix.toLowerCase() === noTokenPrefix ? '' : `${prefix} `}${fields.value ?? ''}` };
  }
  if (kind === 'login' || kind === 'basic') return { name: 'Authorization', value: `Basic ${basicAuthToken(fields)}` };
  return null;
}
