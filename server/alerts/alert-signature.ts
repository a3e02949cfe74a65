import { createHmac } from 'node:crypto';

/**
 * How a generic webhook's alert is signed (D146), as Stripe signs its events: the header
 * `Botflow-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the key the value of
 * the Secret credential the settings name. A receiver computes the same HMAC over the timestamp, a
 * dot and the raw body, compares it in constant time, and refuses a timestamp far from its clock.
 */
export const alertSignatureHeader = 'Botflow-Signature';

export function alertSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
