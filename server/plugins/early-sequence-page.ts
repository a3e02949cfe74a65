import { createHash } from 'node:crypto';
import { earlySequenceRequestScript } from '../../src/domain/sequences/early-sequence-request';
import { contentSecurityPolicyWith } from './security-headers';

/** The client's names for the stored session token and the sequences list (tests/unit check they match its services). */
export const earlyRequestScript = earlySequenceRequestScript('access_token', '/v1/sequences/sequences/');

/** The designer's page allows its one inline script by hash, and no other (CSP level 2). */
export const designerPagePolicy = contentSecurityPolicyWith([`sha256-${createHash('sha256').update(earlyRequestScript).digest('base64')}`]);

/**
 * The designer's page with the script that asks for its sequence first in its head (D105): the
 * request starts as the HTML is parsed, in parallel with the entry and the route's chunks, instead
 * of once the entry has run and the router matched.
 */
export function withEarlySequenceRequest(indexHtml: string): string {
  return indexHtml.replace('<head>', `<head><script>${earlyRequestScript}</script>`);
}
