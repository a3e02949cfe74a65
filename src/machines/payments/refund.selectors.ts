import type { SnapshotFrom } from 'xstate';
import type { refundMachine } from './refund.machine';

type RefundSnapshot = SnapshotFrom<typeof refundMachine>;

/** The refund's phase for the payment the dialog shows; another payment's refund is none of its business. */
export const selectRefundPhase =
  (paymentId: string) =>
  (snapshot: RefundSnapshot): 'idle' | 'confirming' | 'pending' | 'done' | 'error' => {
    if (snapshot.context.payment?.id !== paymentId) return 'idle';
    for (const phase of ['confirming', 'pending', 'done', 'error'] as const) if (snapshot.matches(phase)) return phase;
    return 'idle';
  };
export const selectRefundError = (snapshot: RefundSnapshot) => snapshot.context.error;
