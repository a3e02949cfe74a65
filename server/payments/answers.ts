import { declineReasonTexts } from '../../src/domain/payments/card-rules';
import { refundWindowMs, type Payment } from '../../src/domain/payments/payments';
import { paymentId, type PaymentLineRow, type PaymentRow } from './repository';

/**
 * Why a payment cannot be refunded now, or null when it can (D84): completed through checkout
 * (a sample was never charged), not refunded yet, younger than 30 days.
 */
export function refundRefusal(row: PaymentRow, now: Date): 'failed' | 'refunded' | 'sample' | 'tooOld' | null {
  if (row.status === 'refunded') return 'refunded';
  if (row.status !== 'completed') return 'failed';
  if (row.providerReference === null) return 'sample';
  if (now.getTime() - row.createdAt.getTime() >= refundWindowMs) return 'tooOld';
  return null;
}

/** A payment with its order lines as the API answers it. A failed payment has no invoice (D84). */
export function toPayment(row: PaymentRow, lines: PaymentLineRow[], now: Date = new Date()): Payment {
  return {
    id: paymentId(row.number),
    date: row.createdAt.toISOString(),
    amount: row.amountCents / 100,
    currency: row.currency,
    description: row.description,
    method: row.method,
    status: row.status,
    invoice: row.status === 'failed' ? '' : row.invoice,
    bot: row.bot,
    sample: row.sample,
    subtotal: row.subtotalCents / 100,
    tax: row.taxCents / 100,
    lines: lines.map((line) => ({ name: line.name, price: line.priceCents / 100, quantity: line.quantity })),
    failure_reason: row.status === 'failed' && row.declineReason ? declineReasonTexts[row.declineReason] : null,
    refundable: refundRefusal(row, now) === null,
  };
}
