import type { Payment } from '../../src/domain/payments/payments';
import { paymentId, type PaymentLineRow, type PaymentRow } from './repository';

/** A payment with its order lines as the API answers it. */
export function toPayment(row: PaymentRow, lines: PaymentLineRow[]): Payment {
  return {
    id: paymentId(row.number),
    date: row.createdAt.toISOString(),
    amount: row.amountCents / 100,
    currency: row.currency,
    description: row.description,
    method: row.method,
    status: row.status,
    invoice: row.invoice,
    bot: row.bot,
    sample: row.sample,
    subtotal: row.subtotalCents / 100,
    tax: row.taxCents / 100,
    lines: lines.map((line) => ({ name: line.name, price: line.priceCents / 100, quantity: line.quantity })),
  };
}
