import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { checkoutModalMachine, type CheckoutModalEvent } from '../../machines/payments/checkout-modal.machine';
import { leadCapture } from '../market/market-story-fixtures';
import { CheckoutModal } from './CheckoutModal';
import { neverPaying } from './payment-story-fixtures';

export default { title: 'Payments/CheckoutModal' };

const filled: CheckoutModalEvent[] = [
  { type: 'field.changed', field: 'email', value: 'ada@example.com' },
  { type: 'field.changed', field: 'fullName', value: 'Ada Lovelace' },
  { type: 'field.changed', field: 'address', value: '12 Analytical Way' },
  { type: 'field.changed', field: 'city', value: 'London' },
  { type: 'field.changed', field: 'zipCode', value: 'N1 9GU' },
  { type: 'field.changed', field: 'cardNumber', value: '4242424242424242' },
  { type: 'field.changed', field: 'expiryDate', value: '1230' },
  { type: 'field.changed', field: 'cvv', value: '123' },
  { type: 'field.changed', field: 'cardName', value: 'Ada Lovelace' },
];

function Modal({ events }: { events: CheckoutModalEvent[] }) {
  const actor = useActorRef(checkoutModalMachine.provide({ actors: { paying: neverPaying } }));
  useEffect(() => {
    actor.send({ type: 'checkout.open', bot: leadCapture });
    for (const event of events) actor.send(event);
    // The story's events are sent once, when it opens.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // The modal lives in a portal; the story's root holds what it opens over.
  return (
    <>
      <p>Lead Capture Pro · $49.99 · Buy</p>
      <CheckoutModal actor={actor} />
    </>
  );
}

export const Empty: Story = () => <Modal events={[]} />;
export const Filled: Story = () => <Modal events={filled} />;
export const Processing: Story = () => <Modal events={[...filled, { type: 'form.submit' }]} />;
/** The card rules (D84) run after the browser's own checks; each message sits under its field. */
export const CardErrors: Story = () => (
  <Modal
    events={[
      ...filled,
      { type: 'field.changed', field: 'cardNumber', value: '4000000000000001' },
      { type: 'field.changed', field: 'expiryDate', value: '0120' },
      { type: 'form.submit' },
    ]}
  />
);
