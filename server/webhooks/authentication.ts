import { defaultWebhookHeaders, signaturePresetHeaders, type WebhookSettings } from '../../src/domain/workflow/node-catalogue/webhook-settings';
import { webhookLimits } from '../../src/domain/webhooks/webhooks';
import type { SecretStore } from '../runs/engine/secrets';
import { checkSignature, secretsMatch, type Verdict } from './signatures';

/**
 * A Webhook's authentication (D126): none, a header carrying a secret, HTTP Basic, or an HMAC-SHA256
 * signature of the body. Its secrets are the owner's credentials, opened for this check only; every
 * comparison takes constant time (signatures.ts).
 */

export const authenticationMessages = {
  noCredential: (field: string) => `The webhook’s ${field} is not set`,
  unreadableCredential: (reason: string) => `The webhook’s credential cannot be read: ${reason}`,
  wrongKind: (field: string, kind: string) => `The webhook’s ${field} is a ${kind} credential`,
  noBasic: 'The request has no Authorization: Basic header',
  basicMismatch: 'The user name or password does not match',
  headerMismatch: (header: string) => `The ${header} header does not match`,
} as const;

/** Every header that authenticates a request to some webhook, whatever this one takes: never handed to a run, never kept. */
const alwaysHidden = ['authorization', 'proxy-authorization', 'x-hub-signature', 'x-hub-signature-256', 'stripe-signature', 'x-slack-signature'];

/** The lower-case names of the headers that authenticate requests to this webhook. */
export function authenticationHeaders(settings: WebhookSettings): Set<string> {
  const names = new Set(alwaysHidden);
  if (settings.authentication === 'header') names.add((settings.headerName?.trim() || defaultWebhookHeaders.header).toLowerCase());
  if (settings.authentication === 'signature') {
    if (settings.signature === 'generic') names.add(genericHeaderOf(settings).toLowerCase());
    else for (const name of signaturePresetHeaders[settings.signature]) if (name !== 'X-Slack-Request-Timestamp') names.add(name.toLowerCase());
  }
  return names;
}

const genericHeaderOf = (settings: WebhookSettings) => settings.headerName?.trim() || defaultWebhookHeaders.signature;

type Headers = Readonly<Record<string, string | string[] | undefined>>;
const headerOf = (headers: Headers, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** The credential a field names, opened; or why the check cannot be made (which fails it: a webhook never runs unchecked). */
async function credentialOf(secrets: SecretStore, name: string | undefined, field: string, kind: 'secret' | 'basic'): Promise<{ fields: Readonly<Record<string, string>> } | { reason: string }> {
  if (!name?.trim()) return { reason: authenticationMessages.noCredential(field) };
  try {
    const credential = await secrets.get(name.trim());
    if (credential.kind !== kind) return { reason: authenticationMessages.wrongKind(field, credential.kind) };
    return { fields: credential.fields };
  } catch (error) {
    return { reason: authenticationMessages.unreadableCredential(error instanceof Error ? error.message : String(error)) };
  }
}

/** Whether the request may start the webhook's run; `none` passes without a check (its verdict is then 'none'). */
export async function authenticate(settings: WebhookSettings, request: { headers: Headers; body: Buffer; now: Date }, secrets: SecretStore): Promise<Verdict> {
  const { authentication } = settings;
  if (authentication === 'none') return { passed: true };
  if (authentication === 'basic') {
    const credential = await credentialOf(secrets, settings.login, 'Basic login', 'basic');
    if ('reason' in credential) return { passed: false, reason: credential.reason };
    const given = headerOf(request.headers, 'authorization');
    const match = given?.match(/^Basic\s+(\S+)$/i);
    if (!match) return { passed: false, reason: authenticationMessages.noBasic };
    const expected = `${credential.fields.username ?? ''}:${credential.fields.password ?? ''}`;
    return secretsMatch(Buffer.from(match[1]!, 'base64').toString('utf8'), expected) ? { passed: true } : { passed: false, reason: authenticationMessages.basicMismatch };
  }
  const credential = await credentialOf(secrets, settings.secret, 'Secret', 'secret');
  if ('reason' in credential) return { passed: false, reason: credential.reason };
  const secret = credential.fields.value ?? '';
  if (authentication === 'header') {
    const header = settings.headerName?.trim() || defaultWebhookHeaders.header;
    const given = headerOf(request.headers, header);
    if (given === undefined) return { passed: false, reason: `The request has no ${header} header` };
    return secretsMatch(given, secret) ? { passed: true } : { passed: false, reason: authenticationMessages.headerMismatch(header) };
  }
  return checkSignature({
    preset: settings.signature,
    secret,
    body: request.body,
    headers: request.headers,
    header: genericHeaderOf(settings),
    now: request.now,
    toleranceSeconds: webhookLimits.signatureToleranceSeconds,
  });
}
