import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookSignaturePreset } from '../../src/domain/workflow/node-catalogue/webhook-settings';

/**
 * The HMAC-SHA256 signatures a Webhook checks (D126), each as its provider publishes it: GitHub's
 * `X-Hub-Signature-256: sha256=<hex of the body's HMAC>`, Stripe's `Stripe-Signature: t=<unix>,v1=<hex
 * of "t.body">` and Slack's `X-Slack-Signature: v0=<hex of "v0:t:body">` beside
 * `X-Slack-Request-Timestamp`, or a generic header holding the hex HMAC of the raw body. Every
 * comparison takes the same time whatever the values: crypto.timingSafeEqual over buffers of one length.
 */

/** The outcome of a check: passed, or the reason it failed, as the 401 and the deliveries log say it. */
export type Verdict = { passed: true } | { passed: false; reason: string };

export const signatureMessages = {
  missing: (header: string) => `The request has no ${header} header`,
  malformed: (header: string) => `The ${header} header is not a signature this webhook reads`,
  mismatch: 'The signature does not match the body',
  stale: (seconds: number) => `The signature’s timestamp is more than ${seconds / 60} minutes from now`,
} as const;

const hmac = (secret: string, payload: Buffer | string) => createHmac('sha256', secret).update(payload).digest();

/** Whether the hex text is the digest, in constant time: a malformed or wrong-length one is simply no match. */
function hexMatches(expected: Buffer, hex: string): boolean {
  if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== expected.length * 2) return false;
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}

/** Whether two secrets are equal, in constant time whatever their lengths: their SHA-256 digests are compared. */
export function secretsMatch(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

const headerOf = (headers: Headers, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** Whether `unix` (seconds) is within the tolerance of `now`. */
const fresh = (unix: number, now: Date, toleranceSeconds: number) => Number.isFinite(unix) && Math.abs(now.getTime() / 1000 - unix) <= toleranceSeconds;

interface SignatureCheck {
  preset: WebhookSignaturePreset;
  secret: string;
  body: Buffer;
  headers: Headers;
  /** The generic preset's header. */
  header: string;
  now: Date;
  toleranceSeconds: number;
}

function github({ secret, body, headers }: SignatureCheck): Verdict {
  const name = 'X-Hub-Signature-256';
  const given = headerOf(headers, name);
  if (given === undefined) return { passed: false, reason: signatureMessages.missing(name) };
  if (!given.startsWith('sha256=')) return { passed: false, reason: signatureMessages.malformed(name) };
  return hexMatches(hmac(secret, body), given.slice('sha256='.length)) ? { passed: true } : { passed: false, reason: signatureMessages.mismatch };
}

function stripe({ secret, body, headers, now, toleranceSeconds }: SignatureCheck): Verdict {
  const name = 'Stripe-Signature';
  const given = headerOf(headers, name);
  if (given === undefined) return { passed: false, reason: signatureMessages.missing(name) };
  const parts = given.split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  // Stripe sends one v1 per signing secret while a secret is being rolled: any of them may match.
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (timestamp === undefined || !/^\d+$/.test(timestamp) || signatures.length === 0) return { passed: false, reason: signatureMessages.malformed(name) };
  const expected = hmac(secret, Buffer.concat([Buffer.from(`${timestamp}.`), body]));
  // Each compared, so the time does not tell which matched.
  const matched = signatures.map((signature) => hexMatches(expected, signature)).includes(true);
  if (!matched) return { passed: false, reason: signatureMessages.mismatch };
  return fresh(Number(timestamp), now, toleranceSeconds) ? { passed: true } : { passed: false, reason: signatureMessages.stale(toleranceSeconds) };
}

function slack({ secret, body, headers, now, toleranceSeconds }: SignatureCheck): Verdict {
  const name = 'X-Slack-Signature';
  const timestampName = 'X-Slack-Request-Timestamp';
  const given = headerOf(headers, name);
  const timestamp = headerOf(headers, timestampName);
  if (given === undefined) return { passed: false, reason: signatureMessages.missing(name) };
  if (timestamp === undefined) return { passed: false, reason: signatureMessages.missing(timestampName) };
  if (!given.startsWith('v0=') || !/^\d+$/.test(timestamp)) return { passed: false, reason: signatureMessages.malformed(name) };
  // Slack's advice: refuse a stale timestamp before anything else, against replays.
  if (!fresh(Number(timestamp), now, toleranceSeconds)) return { passed: false, reason: signatureMessages.stale(toleranceSeconds) };
  const expected = hmac(secret, Buffer.concat([Buffer.from(`v0:${timestamp}:`), body]));
  return hexMatches(expected, given.slice('v0='.length)) ? { passed: true } : { passed: false, reason: signatureMessages.mismatch };
}

function generic({ secret, body, headers, header }: SignatureCheck): Verdict {
  const given = headerOf(headers, header);
  if (given === undefined) return { passed: false, reason: signatureMessages.missing(header) };
  // A sha256= prefix, as GitHub writes it, is taken too.
  const hex = given.startsWith('sha256=') ? given.slice('sha256='.length) : given;
  return hexMatches(hmac(secret, body), hex) ? { passed: true } : { passed: false, reason: signatureMessages.mismatch };
}

const checks: Readonly<Record<WebhookSignaturePreset, (check: SignatureCheck) => Verdict>> = { github, stripe, slack, generic };

/** The signature check of the preset over the raw body. */
export const checkSignature = (check: SignatureCheck): Verdict => checks[check.preset](check);
