import Papa from 'papaparse';
import type { Payment } from '../../src/domain/payments/payments';

export const paymentCsvColumns = ['id', 'date', 'description', 'method', 'status', 'amount', 'currency', 'invoice', 'bot'] as const;

/** The history's rows as CSV (D43): one header, then a row per payment, quoted where needed (papaparse). */
export function paymentsCsv(payments: readonly Payment[]): string {
  const data = payments.map((payment) => paymentCsvColumns.map((column) => (column === 'amount' ? payment.amount.toFixed(2) : (payment[column] ?? ''))));
  // A published bot's title starting with = + - @ must not run as a formula in a spreadsheet.
  return Papa.unparse({ fields: [...paymentCsvColumns], data }, { escapeFormulae: true });
}
