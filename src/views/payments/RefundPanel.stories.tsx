import type { Story } from '@ladle/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Payment } from '../../domain/payments/payments';
import { refundMachine, type RefundEvent, type RefundRequestInput } from '../../machines/payments/refund.machine';
import { paymentOf } from './payment-story-fixtures';
import { RefundPanel } from './RefundPanel';

export default { title: 'Payments/RefundPanel' };

const never = () => new Promise<never>(() => {});
const payment = paymentOf(21, { refundable: true });

function Refund({ request = never, events = [] }: { request?: (args: { input: RefundRequestInput }) => Promise<Payment>; events?: RefundEvent[] }) {
  const actor = useActorRef(refundMachine.provide({ actors: { requestRefund: fromPromise<Payment, RefundRequestInput>(request) } }));
  // The dialog shows the payment the history holds: refunded once the refund is done.
  const shown = useSelector(actor, (snapshot) => (snapshot.matches('done') ? snapshot.context.payment! : payment));
  useEffect(() => {
    for (const event of events) actor.send(event);
    // The story's events are sent once, when it opens.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <RefundPanel actor={actor} payment={shown} />;
}

export const Offered: Story = () => <Refund />;
export const Confirming: Story = () => <Refund events={[{ type: 'refund.request', payment }]} />;
export const Pending: Story = () => <Refund events={[{ type: 'refund.request', payment }, { type: 'refund.confirm' }]} />;
export const Done: Story = () => <Refund request={async () => ({ ...payment, status: 'refunded', refundable: false })} events={[{ type: 'refund.request', payment }, { type: 'refund.confirm' }]} />;
export const Refused: Story = () => (
  <Refund
    request={async () => {
      throw Object.assign(new Error('This payment is older than 30 days and can no longer be refunded.'), { status: 409 });
    }}
    events={[{ type: 'refund.request', payment }, { type: 'refund.confirm' }]}
  />
);
// A payment that cannot be refunded shows no panel at all: see PaymentHistoryView's FailedDetails.
