import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Payment, PaymentPage } from '../../domain/payments/payments';
import { paymentHistoryMachine, type HistoryQuery, type PaymentHistoryEvent, type SavedFile } from '../../machines/payments/payment-history.machine';
import { refundMachine, type RefundRequestInput } from '../../machines/payments/refund.machine';
import { historyPage, paymentOf } from './payment-story-fixtures';
import { PaymentHistoryView } from './PaymentHistoryView';

export default { title: 'Payments/PaymentHistoryView' };

const never = () => new Promise<never>(() => {});

/** The story's server: 25 payments, ten a page; a search for 'zzz' finds none. */
const answer = async ({ input }: { input: HistoryQuery }): Promise<PaymentPage> => (input.search === 'zzz' ? historyPage(1, 0) : historyPage(input.page, 25));

function History({ load = answer, events = [] }: { load?: (args: { input: HistoryQuery }) => Promise<PaymentPage>; events?: PaymentHistoryEvent[] }) {
  const actor = useActorRef(
    paymentHistoryMachine.provide({
      actors: {
        loadPayments: fromPromise<PaymentPage, HistoryQuery>(load),
        exportCsv: fromPromise<SavedFile, HistoryQuery>(never),
        fetchInvoice: fromPromise<SavedFile, Payment>(never),
      },
    }),
  );
  const refund = useActorRef(refundMachine.provide({ actors: { requestRefund: fromPromise<Payment, RefundRequestInput>(never) } }));
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches({ list: 'ready' })) return;
      subscription.unsubscribe();
      for (const event of events) actor.send(event);
    });
    return () => subscription.unsubscribe();
    // The story's events are sent once, when the first page has loaded.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <PaymentHistoryView actor={actor} refund={refund} />;
}

export const Loaded: Story = () => <History />;
/** A new account's history: no payments yet (D83). */
export const NoPaymentsYet: Story = () => <History load={async () => historyPage(1, 0)} />;
/** The demo account's sample rows, marked, counted in no tile (D83). */
const samplePage = async ({ input }: { input: HistoryQuery }): Promise<PaymentPage> => {
  const page = historyPage(input.page, 20);
  return { ...page, items: page.items.map((payment) => ({ ...payment, sample: true })), summary: { completed_total: 0, completed_count: 0, this_month_total: 0 } };
};
export const SampleRows: Story = () => <History load={samplePage} />;
export const SampleDetails: Story = () => <History load={samplePage} events={[{ type: 'details.open', payment: paymentOf(3, { sample: true }) }]} />;
export const SecondPage: Story = () => <History events={[{ type: 'page.changed', page: 2 }]} />;
export const NoMatches: Story = () => <History events={[{ type: 'search.changed', search: 'zzz' }]} />;
export const Details: Story = () => <History events={[{ type: 'details.open', payment: paymentOf(1, { status: 'refunded' }) }]} />;
export const RefundableDetails: Story = () => <History events={[{ type: 'details.open', payment: paymentOf(1, { refundable: true }) }]} />;
export const FailedDetails: Story = () => (
  <History events={[{ type: 'details.open', payment: paymentOf(1, { status: 'failed', invoice: '', failure_reason: 'Your card has insufficient funds.' }) }]} />
);
export const Exporting: Story = () => <History events={[{ type: 'export.requested' }]} />;
export const Loading: Story = () => <History load={never} />;
export const Failed: Story = () => (
  <History
    load={async () => {
      throw new Error('Failed to fetch');
    }}
  />
);
