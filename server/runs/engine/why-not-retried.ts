import { notRetried } from '../../../src/domain/workflow/retry-policy';
import { NetworkRefusal } from './network-guard';
import { NodeFailure } from './node-failure';
import { SandboxError } from './sandbox';

/**
 * Why a node's failure is not worth another attempt, or null when a retry may go otherwise: failures
 * marked final where they are raised, a refused address, a name that does not resolve, code
 * that does not parse, and a TypeError or ReferenceError in the code (D153). A timeout, a 5xx, a refused connection stay retried. Which failures these are
 * is the domain's retry policy (D88, src/domain/workflow/retry-policy.ts), which /documents/nodes lists.
 */
export function whyNotRetried(error: unknown): string | null {
  if (error instanceof NodeFailure) return error.why;
  if (error instanceof NetworkRefusal) return notRetried.refusedAddress;
  if (error instanceof SandboxError && error.final) return error.final;
  if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOTFOUND') return notRetried.unresolvedName;
  return null;
}
