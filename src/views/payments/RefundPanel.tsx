import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usd } from '../../domain/money';
import type { Payment } from '../../domain/payments/payments';
import type { refundMachine } from '../../machines/payments/refund.machine';
import { selectRefundError, selectRefundPhase } from '../../machines/payments/refund.selectors';
import { Button } from '../ui/Button';
import * as styles from './payments.css';

export type RefundActor = ActorRefFrom<typeof refundMachine>;

/** "Request refund" in a payment's details (D84): the 30-day money-back guarantee. */
export function RefundPanel({ actor, payment }: { actor: RefundActor; payment: Payment }) {
  const phase = useSelector(actor, selectRefundPhase(payment.id));
  const error = useSelector(actor, selectRefundError);
  if (phase === 'idle') {
    if (!payment.refundable) return null;
    return (
      <div className={styles.refundPanel}>
        <p className={styles.muted}>30-day money-back guarantee: you can ask for this payment back.</p>
        <Button variant="secondary" onPress={() => actor.send({ type: 'refund.request', payment })}>
          Request refund
        </Button>
      </div>
    );
  }
  if (phase === 'done') {
    return (
      <div className={styles.refundPanel} role="status">
        <p>
          {payment.id} has been refunded ({usd(payment.amount)}). Test mode: no money moved.
        </p>
      </div>
    );
  }
  const pending = phase === 'pending';
  return (
    <div className={styles.refundPanel} role="group" aria-labelledby="refund-title">
      <p id="refund-title">
        <strong>
          Refund {usd(payment.amount)} for {payment.id}?
        </strong>
      </p>
      <p className={styles.muted}>
        {payment.bot ? `${payment.bot} will leave My Bots; its runs stay in History. ` : ''}
        {payment.description.startsWith('Subscription:') ? 'The plan it paid for ends. ' : ''}A payment is refunded once.
      </p>
      {phase === 'error' ? (
        <p role="alert" className={styles.refundError}>
          {error}
        </p>
      ) : null}
      <div className={styles.rowActions}>
        <Button variant="secondary" isDisabled={pending} onPress={() => actor.send({ type: 'refund.cancel' })}>
          Keep Payment
        </Button>
        <Button variant="danger" isPending={pending} pendingLabel="Refunding..." onPress={() => actor.send({ type: 'refund.confirm' })}>
          {phase === 'error' ? 'Try Again' : 'Confirm Refund'}
        </Button>
      </div>
    </div>
  );
}
