import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Payment } from '../../domain/payments/payments';
import { paymentHistoryMachine, type HistoryQuery } from '../../machines/payments/payment-history.machine';
import { downloadInvoice, exportPayments, listPayments } from '../../services/payments';
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
        fetchInvoice: fromPromise(async ({ input }: { input: Payment }) => ({ blob: await downloadInvoice(api, input.id), name: `${input.invoice}.pdf` })),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        saveFile: (_, file) => saveFile(file.blob, file.name),
        copyText: (_, text) => void navigator.clipboard?.writeText(text),
      },
    }),
  );
  return <PaymentHistoryView actor={actor} />;
}
