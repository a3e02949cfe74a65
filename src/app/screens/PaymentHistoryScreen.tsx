import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Payment } from '../../domain/payments/payments';
import { paymentHistoryMachine, type HistoryQuery } from '../../machines/payments/payment-history.machine';
import { refundMachine, type RefundRequestInput } from '../../machines/payments/refund.machine';
import { downloadInvoice, downloadReceipt, exportPayments, listPayments, refundPayment } from '../../services/payments';
import { PaymentHistoryView } from '../../views/payments/PaymentHistoryView';
import { useAppSystem } from '../app-system-context';
import { saveFile } from '../save-file';

const filtersOf = ({ status, period, search }: HistoryQuery) => ({ status: status === 'all' ? undefined : status, period, search });

export default function PaymentHistoryScreen() {
  const { api, notify } = useAppSystem();
  const actor = useActorRef(
    paymentHistoryMachine.provide({
      actors: {
        loadPayments: fromPromise(({ input, signal }: { input: HistoryQuery; signal: AbortSignal }) =>
          listPayments(api, { ...filtersOf(input), page: input.page }, signal),
        ),
        exportCsv: fromPromise(async ({ input }: { input: HistoryQuery }) => ({ blob: await exportPayments(api, filtersOf(input)), name: 'payments.csv' })),
        // A failed payment has no invoice, only the receipt of its attempt (D84).
        fetchInvoice: fromPromise(async ({ input }: { input: Payment }) =>
          input.status === 'failed' ? { blob: await downloadReceipt(api, input.id), name: `receipt-${input.id}.pdf` } : { blob: await downloadInvoice(api, input.id), name: `${input.invoice}.pdf` },
        ),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        saveFile: (_, file) => saveFile(file.blob, file.name),
        copyText: (_, text) => void navigator.clipboard?.writeText(text),
      },
    }),
  );
  const refund = useActorRef(
    refundMachine.provide({
      actors: { requestRefund: fromPromise(({ input }: { input: RefundRequestInput }) => refundPayment(api, input.paymentId, input.idempotencyKey)) },
      actions: {
        refunded: (_, payment) => actor.send({ type: 'payment.refunded', payment }),
        showToast: (_, toast) => notify(toast),
      },
    }),
  );
  return <PaymentHistoryView actor={actor} refund={refund} />;
}
