import { z } from 'zod';
import { optionalText, setting } from './run-settings';

/**
 * The Webhook trigger's Run Settings (D126, D135): which requests its addresses take, how they are
 * authenticated and how they are answered. The receiver (server/webhooks) reads them from the saved
 * workflow when a request arrives; inside a run the node only hands the request on.
 */

export const webhookMethods = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'any'] as const;
export const webhookAuthentications = ['none', 'header', 'basic', 'signature'] as const;
export const webhookSignaturePresets = ['github', 'stripe', 'slack', 'generic'] as const;
export const webhookResponses = ['async', 'sync'] as const;
/** Where a delivery came in: one of the two addresses, or "Run again with this request" from the log; a run says it too. */
export const deliveryAddresses = ['production', 'test', 'replay'] as const;

export type WebhookAuthentication = (typeof webhookAuthentications)[number];
export type WebhookSignaturePreset = (typeof webhookSignaturePresets)[number];

/** The header a header secret or a generic signature is read from when Header name is empty. */
export const defaultWebhookHeaders = { header: 'X-Webhook-Secret', signature: 'X-Signature-256' } as const;

/** The headers each signature preset reads (the providers' own names). */
export const signaturePresetHeaders: Readonly<Record<WebhookSignaturePreset, readonly string[]>> = {
  github: ['X-Hub-Signature-256'],
  stripe: ['Stripe-Signature'],
  slack: ['X-Slack-Signature', 'X-Slack-Request-Timestamp'],
  generic: [defaultWebhookHeaders.signature],
};

/** A choice among `choices`: empty is the first; anything else outside them fails with `message`. */
const choice = <C extends readonly [string, ...string[]]>(choices: C, message: string) =>
  z.preprocess((value) => (value === undefined || value === null || value === '' ? choices[0] : value), z.enum(choices, { error: message }));

/** The status a sync answer of a completed run has unless the run's output says (200 when empty). */
const statusSetting = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 200 : Number(value)),
  z.number({ error: 'The status is a whole number from 200 to 599' }).int('The status is a whole number from 200 to 599').min(200, 'The status is a whole number from 200 to 599').max(599, 'The status is a whole number from 200 to 599'),
);

export const webhookSettings = z.object({
  method: setting(choice(webhookMethods, 'The method is POST, GET, PUT, PATCH, DELETE or any'), {
    label: 'Method',
    control: 'choice',
    choices: webhookMethods,
    hint: 'The HTTP method the addresses take; any: every one. Another method is answered 405',
  }),
  authentication: setting(choice(webhookAuthentications, 'The authentication is none, header, basic or signature'), {
    label: 'Authentication',
    control: 'choice',
    choices: webhookAuthentications,
    hint: 'header: a header must carry the Secret; basic: HTTP Basic with the Basic login; signature: an HMAC-SHA256 of the body signed with the Secret. A request that fails is answered 401 and logged, never run',
  }),
  signature: setting(choice(webhookSignaturePresets, 'The signature is github, stripe, slack or generic'), {
    label: 'Signature',
    control: 'choice',
    choices: webhookSignaturePresets,
    hint: 'signature: GitHub (X-Hub-Signature-256), Stripe (Stripe-Signature), Slack (X-Slack-Signature, v0) or generic (the hex HMAC-SHA256 of the raw body in Header name); Stripe and Slack timestamps must be within 5 minutes',
  }),
  headerName: setting(optionalText(), {
    label: 'Header name',
    control: 'text',
    placeholder: defaultWebhookHeaders.header,
    hint: `header: the header carrying the Secret (${defaultWebhookHeaders.header} when empty); generic signature: the header carrying the signature (${defaultWebhookHeaders.signature} when empty)`,
  }),
  secret: setting(optionalText(), {
    label: 'Secret',
    control: 'credential',
    accepts: ['secret'],
    fallback: 'None',
    hint: 'header and signature: a Secret credential, whose value the request must carry or is signed with',
  }),
  login: setting(optionalText(), {
    label: 'Basic login',
    control: 'credential',
    accepts: ['basic'],
    fallback: 'None',
    hint: 'basic: an HTTP basic credential, whose user name and password the request must send',
  }),
  response: setting(choice(webhookResponses, 'The answer is async or sync'), {
    label: 'Answer',
    control: 'choice',
    choices: webhookResponses,
    hint: 'async: 202 with the run’s id at once; sync: waits up to 30 s for the run and answers its output as JSON (past that, 202 as async)',
  }),
  status: setting(statusSetting, {
    label: 'Status (sync)',
    control: 'number',
    fallback: '200',
    hint: 'sync: the status of a completed run’s answer, unless its output is { statusCode, body }',
  }),
});

export type WebhookSettings = z.output<typeof webhookSettings>;

/**
 * What the settings must hold together (the check before a run says it, D66): the authentication
 * chosen names the credential it reads. One field cannot say it, as each is required only for some.
 */
export function webhookSettingProblems(properties: Readonly<Record<string, unknown>>): string[] {
  const parsed = webhookSettings.safeParse(properties);
  if (!parsed.success) return [];
  const { authentication, secret, login } = parsed.data;
  const named = (value: string | undefined) => value !== undefined && value.trim() !== '';
  if ((authentication === 'header' || authentication === 'signature') && !named(secret)) return [`Secret is required for ${authentication} authentication`];
  if (authentication === 'basic' && !named(login)) return ['Basic login is required for basic authentication'];
  return [];
}
