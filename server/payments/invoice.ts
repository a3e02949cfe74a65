import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { usdFromCents } from '../../src/domain/money';
import { declineReasonTexts } from '../../src/domain/payments/card-rules';
import { taxPercent } from '../../src/domain/payments/payments';
import type { PaymentLineRow, PaymentRow } from './repository';
import { paymentId } from './repository';

export interface InvoiceBuyer {
  name: string;
  lastname: string;
  email: string;
}

/**
 * A payment's invoice (D43) as a one-page PDF: number, date, buyer, lines, subtotal, tax, total and
 * method. Standard fonts only, so it needs no font files; text is WinAnsi, so other characters are replaced.
 */
export function invoicePdf(payment: PaymentRow, lines: PaymentLineRow[], buyer: InvoiceBuyer): Promise<Uint8Array> {
  return paymentPdf(payment, lines, buyer, 'invoice');
}

export const receiptTitle = 'Receipt of a failed payment attempt';

/**
 * A failed payment's receipt (D84): laid out like the invoice, titled as the receipt of a
 * failed attempt, with the provider's reason, and saying that nothing was charged.
 */
export function failedAttemptReceiptPdf(payment: PaymentRow, lines: PaymentLineRow[], buyer: InvoiceBuyer): Promise<Uint8Array> {
  return paymentPdf(payment, lines, buyer, 'receipt');
}

export const receiptFileName = (payment: Pick<PaymentRow, 'number'>) => `receipt-${paymentId(payment.number)}.pdf`;

async function paymentPdf(payment: PaymentRow, lines: PaymentLineRow[], buyer: InvoiceBuyer, kind: 'invoice' | 'receipt'): Promise<Uint8Array> {
  const receipt = kind === 'receipt';
  const document = await PDFDocument.create();
  document.setTitle(receipt ? `${receiptTitle} ${paymentId(payment.number)}` : `Invoice ${payment.invoice}`);
  document.setProducer('Botflow');
  const page = document.addPage([595, 842]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const safe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');
  let y = 790;
  const write = (text: string, x: number, options: { size?: number; font?: typeof regular } = {}) =>
    page.drawText(safe(text), { x, y, size: options.size ?? 11, font: options.font ?? regular, color: rgb(0.06, 0.09, 0.16) });
  write('Botflow', 50, { size: 22, font: bold });
  if (receipt) {
    write(receiptTitle, 300, { size: 12, font: bold });
  } else {
    write(`Invoice ${payment.invoice}`, 360, { size: 14, font: bold });
  }
  y -= 30;
  write(`Payment ${paymentId(payment.number)}`, 360);
  y -= 16;
  write(`Date ${payment.createdAt.toISOString().slice(0, 10)}`, 360);
  y -= 16;
  write(`Status ${payment.status}`, 360);
  y -= 30;
  write('Billed to', 50, { font: bold });
  y -= 16;
  write(`${buyer.name} ${buyer.lastname}`, 50);
  y -= 16;
  write(buyer.email, 50);
  y -= 40;
  write('Item', 50, { font: bold });
  write('Qty', 380, { font: bold });
  write('Price', 460, { font: bold });
  for (const line of lines) {
    y -= 20;
    write(line.name, 50);
    write(String(line.quantity), 380);
    write(usdFromCents(line.priceCents * line.quantity), 460);
  }
  y -= 36;
  for (const [label, cents] of [
    ['Subtotal', payment.subtotalCents],
    [`Tax (${taxPercent}%)`, payment.taxCents],
    ['Total', payment.amountCents],
  ] as const) {
    write(label, 380, { font: label === 'Total' ? bold : regular });
    write(`${usdFromCents(cents)} ${payment.currency}`, 460, { font: label === 'Total' ? bold : regular });
    y -= 18;
  }
  y -= 18;
  if (receipt) {
    write(`Attempted with ${payment.method}: the payment failed and nothing was charged.`, 50);
    y -= 16;
    if (payment.declineReason) {
      write(`Reason: ${declineReasonTexts[payment.declineReason]}`, 50);
      y -= 16;
    }
  } else {
    write(`Paid with ${payment.method}`, 50);
    y -= 16;
  }
  write('Test mode: no money was moved.', 50, { size: 9 });
  return document.save();
}
