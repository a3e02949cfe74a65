import { notRetried } from '../../../src/domain/workflow/retry-policy';

/**
 * A node's failure as its executor, the browser or the runtime raises it: its message is the step's
 * error, and it says whether another attempt could go otherwise and, when not, why (one of
 * `notRetried`, which the step says after "Not retried: "). It imports nothing of the engine, so
 * every room a node's work passes through can raise it.
 */
export class NodeFailure extends Error {
  /** False when another attempt cannot go otherwise (the node's settings cannot be read): it is not retried. */
  readonly retryable: boolean;
  /** Why it is not retried (`notRetried`), said on the step; set when it is not retryable. */
  readonly why: string | null;

  /** `why` alone makes it final: a failure a retry cannot change, for that reason. */
  constructor(message: string, { retryable, why }: { retryable?: boolean; why?: string } = {}) {
    super(message);
    this.name = 'NodeFailure';
    this.retryable = retryable ?? why === undefined;
    this.why = this.retryable ? null : (why ?? notRetried.other);
  }
}
