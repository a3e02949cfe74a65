/**
 * The kinds of credential a user keeps (D66) and the fields each holds. A value is written once and
 * never read back through the API; a run decrypts it only to use it.
 */
export const credentialKinds = ['login', 'basic', 'token', 'secret', 'webhookUrl'] as const;
export type CredentialKind = (typeof credentialKinds)[number];

export interface CredentialFieldSpec {
  name: string;
  label: string;
  /** A secret field is encrypted and never answered; the others (a header name) are plain settings. */
  secret: boolean;
  /** What an empty field means. */
  default?: string;
  /** What the form says under the field. */
  hint?: string;
}

export const credentialFields: Readonly<Record<CredentialKind, readonly CredentialFieldSpec[]>> = {
  login: [
    { name: 'username', label: 'Username', secret: true },
    { name: 'password', label: 'Password', secret: true },
  ],
  basic: [
    { name: 'username', label: 'Username', secret: true },
    { name: 'password', label: 'Password', secret: true },
  ],
  token: [
    { name: 'value', label: 'Token', secret: true },
    { name: 'header', label: 'Header name', secret: false, default: 'Authorization' },
    { name: 'prefix', label: 'Prefix', secret: false, default: 'Bearer', hint: 'Empty: Bearer. Write none to send the token alone, as an X-Api-Key header wants.' },
  ],
  secret: [{ name: 'value', label: 'Value', secret: true }],
  // A Slack-compatible incoming webhook's address is itself the secret: whoever has it may post (D129).
  webhookUrl: [{ name: 'url', label: 'Webhook URL', secret: true }],
};

/** A token prefix that asks for none at all (D66): the header carries the token alone. */
export const noTokenPrefix = 'none';

export const credentialKindLabels: Readonly<Record<CredentialKind, string>> = {
  login: 'Website login',
  basic: 'HTTP basic',
  token: 'API token',
  secret: 'Secret',
  webhookUrl: 'Incoming webhook URL',
};
