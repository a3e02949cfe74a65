import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Subscription } from '../../domain/plans/plans';
import { planPaymentMachine, type PlanPaymentEvent } from '../../machines/payments/plan-payment.machine';
import { PlanPaymentView } from './PlanPaymentView';
import { neverPaying, proSubscription } from './payment-story-fixtures';

export default { title: 'Payments/PlanPaymentView' };

const never = () => new Promise<never>(() => {});

function Payment({ load = async () => proSubscription, events = [] }: { load?: () => Promise<Subscription | null>; events?: PlanPaymentEvent[] }) {
  const actor = useActorRef(
    planPaymentMachine.provide({ actors: { loadSubscription: fromPromise<Subscription | null>(load), paying: neverPaying } }),
  );
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('idle')) return;
      subscription.unsubscribe();
      for (const event of events) actor.send(event);
    });
    return () => subscription.unsubscribe();
    // The story's events are sent once, when its plan has loaded.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <PlanPaymentView actor={actor} />;
}

export const Card: Story = () => <Payment />;
Card.meta = { routerPath: '/payment' };

export const PayPal: Story = () => <Payment events={[{ type: 'method.chosen', method: 'paypal' }]} />;
PayPal.meta = { routerPath: '/payment' };

export const Processing: Story = () => <Payment events={[{ type: 'method.chosen', method: 'paypal' }, { type: 'payment.submit' }]} />;
Processing.meta = { routerPath: '/payment' };

export const NoPlan: Story = () => <Payment load={async () => null} />;
NoPlan.meta = { routerPath: '/payment' };

export const Loading: Story = () => <Payment load={never} />;
Loading.meta = { routerPath: '/payment' };

export const Failed: Story = () => (
  <Payment
    load={async () => {
      throw new Error('Failed to get current subscription');
    }}
  />
);
Failed.meta = { routerPath: '/payment' };

/** Nothing is sent while a card rule (D84) is broken; each message sits under its field. */
export const CardErrors: Story = () => (
  <Payment
    events={[
      { type: 'field.changed', field: 'cardNumber', value: '378282246310005' },
      { type: 'field.changed', field: 'expiryDate', value: '1399' },
      { type: 'field.changed', field: 'cvv', value: '123' },
      { type: 'field.changed', field: 'cardholderName', value: '1' },
      { type: 'payment.submit' },
    ]}
  />
);
CardErrors.meta = { routerPath: '/payment' };
