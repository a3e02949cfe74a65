import { usd } from '../../domain/money';
import { taxPercent, type Payment } from '../../domain/payments/payments';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { paymentDateTime } from './payment-format';
import { RefundPanel, type RefundActor } from './RefundPanel';
import * as styles from './payments.css';

export interface PaymentDetailsDialogProps {
  payment: Payment | null;
  onClose: () => void;
  /** The invoice, or a failed payment's receipt of its attempt. */
  onInvoice: (payment: Payment) => void;
  /** Request refund (D84), for a completed payment younger than 30 days. */
  refund: RefundActor;
}

/** A sample row of the demo account's history, which no one paid (D83). */
export function SampleBadge() {
  return <span className={styles.sampleBadge}>Sample</span>;
}

/** View details (D43): every field of the payment and its order lines; a failed one's reason and receipt; a refund. */
export function PaymentDetailsDialog({ payment, onClose, onInvoice, refund }: PaymentDetailsDialogProps) {
  return (
    <Dialog isOpen={payment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {payment ? (
        <>
          <DialogHeader title={`Payment ${payment.id}`} description={payment.description} closeLabel="Close" onClose={onClose} />
          {payment.sample ? (
            <p className={styles.muted}>
              <SampleBadge /> A sample payment of the demo account: no money moved and no bot was bought.
            </p>
          ) : null}
          <dl className={styles.details}>
            <dt className={styles.detailsTerm}>Date</dt>
            <dd className={styles.detailsValue}>{paymentDateTime(payment.date)}</dd>
            <dt className={styles.detailsTerm}>Status</dt>
            <dd className={styles.detailsValue}>
              <span className={styles.statusBadge[payment.status]}>{payment.status}</span>
            </dd>
            <dt className={styles.detailsTerm}>Method</dt>
            <dd className={styles.detailsValue}>{payment.method}</dd>
            <dt className={styles.detailsTerm}>Invoice</dt>
            <dd className={styles.detailsValue}>{payment.status === 'failed' ? 'None: the payment failed and nothing was charged' : payment.invoice}</dd>
            {payment.failure_reason ? (
              <>
                <dt className={styles.detailsTerm}>Reason</dt>
                <dd className={styles.detailsValue}>{payment.failure_reason}</dd>
              </>
            ) : null}
            {payment.bot ? (
              <>
                <dt className={styles.detailsTerm}>Bot</dt>
                <dd className={styles.detailsValue}>{payment.bot}</dd>
              </>
            ) : null}
          </dl>
          <ul className={styles.lines} aria-label="Order lines">
            {payment.lines.map((line, index) => (
              <li key={index} className={styles.line}>
                <span className={styles.lineName}>
                  {line.name}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                </span>
                <span>{usd(line.price * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.amounts}>
            <div className={styles.amountRow}>
              <dt>Subtotal</dt>
              <dd>{usd(payment.subtotal)}</dd>
            </div>
            <div className={styles.amountRow}>
              <dt>Tax ({taxPercent}%)</dt>
              <dd>{usd(payment.tax)}</dd>
            </div>
            <div className={styles.totalRow}>
              <dt>Total ({payment.currency})</dt>
              <dd>{usd(payment.amount)}</dd>
            </div>
          </dl>
          <RefundPanel actor={refund} payment={payment} />
          <DialogActions>
            {payment.status === 'failed' ? (
              <>
                {/* A failed payment has no invoice (D84): the disabled button says why; the receipt of the attempt is offered. */}
                <Button variant="secondary" isDisabled>
                  No Invoice: Payment Failed
                </Button>
                <Button variant="secondary" onPress={() => onInvoice(payment)}>
                  Download Receipt
                </Button>
              </>
            ) : (
              <Button variant="secondary" onPress={() => onInvoice(payment)}>
                Download Invoice
              </Button>
            )}
            <Button onPress={onClose}>Done</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
