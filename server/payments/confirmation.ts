import type { FastifyBaseLogger } from 'fastify';
import { usdFromCents } from '../../src/domain/money';
import { taxPercent } from '../../src/domain/payments/payments';
import type { Db } from '../db/database';
import type { AccountOutbox } from '../mail/account-outbox';
import type { MailMessage } from '../mail/mail-message';
import { invoicePdf, type InvoiceBuyer } from './invoice';
import { findBuyer, paymentId } from './repository';
import type { RecordedPayment } from './settle';

export const purchaseConfirmationKind = 'purchase-confirmation';

/** The confirmation the checkout's toast promises (02 §8, D84): the order lines and the invoice PDF attached. */
export async function purchaseConfirmation({ payment, lines }: RecordedPayment, buyer: InvoiceBuyer): Promise<MailMessage> {
  const id = paymentId(payment.number);
  const body = [
    `Hello ${buyer.name},`,
    '',
    `Thank you for your purchase. Payment ${id} is complete; your invoice ${payment.invoice} is attached.`,
    '',
    ...lines.map((line) => `- ${line.name}${line.quantity > 1 ? ` x ${line.quantity}` : ''}: ${usdFromCents(line.priceCents * line.quantity)} ${payment.currency}`),
    '',
    `Subtotal: ${usdFromCents(payment.subtotalCents)} ${payment.currency}`,
    `Tax (${taxPercent}%): ${usdFromCents(payment.taxCents)} ${payment.currency}`,
    `Total: ${usdFromCents(payment.amountCents)} ${payment.currency}`,
    `Paid with: ${payment.method}`,
    '',
    'Test mode: no money was moved.',
    'You can ask for a refund within 30 days from your payment history.',
    '',
    'Botflow',
  ].join('\n');
  return {
    to: buyer.email,
    subject: `Your Botflow purchase ${id}: ${payment.description}`,
    body,
    attachments: [{ fileName: `${payment.invoice}.pdf`, content: Buffer.from(await invoicePdf(payment, lines, buyer)) }],
  };
}

/**
 * Sends a completed payment's confirmation through the accounts' outbox (kept in account_emails,
 * sent through SMTP_URL when set). Never fails the purchase: what goes wrong is logged.
 */
export async function sendPurchaseConfirmation(db: Db, outbox: AccountOutbox, recorded: RecordedPayment, buyer: InvoiceBuyer | undefined, log: FastifyBaseLogger): Promise<void> {
  const { userId, number } = recorded.payment;
  try {
    const to = buyer ?? (await findBuyer(db, userId));
    if (!to) return;
    await outbox.send(userId, purchaseConfirmationKind, await purchaseConfirmation(recorded, to));
  } catch (error) {
    log.error({ err: error, userId, payment: number }, 'the purchase confirmation could not be written');
  }
}

/** The sweeper's hook (app.ts): a payment it completed gets its confirmation like one its checkout completed. */
export const confirmSweptPayment =
  (db: Db, outbox: AccountOutbox, log: FastifyBaseLogger) =>
  async (recorded: RecordedPayment): Promise<void> => {
    if (recorded.payment.status === 'completed') await sendPurchaseConfirmation(db, outbox, recorded, undefined, log);
  };
