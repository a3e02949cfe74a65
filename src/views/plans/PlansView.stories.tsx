import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { plansMachine, type PlansLoad } from '../../machines/plans/plans.machine';
import { fallbackPlans, type Subscription } from '../../domain/plans/plans';
import { PlansView } from './PlansView';

export default { title: 'Plans/PlansView' };

const never = () => new Promise<never>(() => {});
const teamPlan = {
  ...fallbackPlans[0]!,
  id: 'team-monthly',
  name: 'Team Monthly',
  price: 29.99,
  description: 'Shared bots and sequences for a whole team.',
  features: ['Up to 25 bots', 'Shared sequences', 'Priority support', '20GB storage'],
};

function Plans({ load, subscribing, cancel }: { load: () => Promise<PlansLoad>; subscribing?: string; cancel?: 'ask' | 'send' }) {
  const actor = useActorRef(plansMachine.provide({ actors: { loadPlans: fromPromise(load), cancelSubscription: fromPromise<Subscription>(never) } }));
  useEffect(() => {
    if (!subscribing) return;
    // Chosen once, when the list is up: a cancelled switch stays cancelled.
    let chosen = false;
    const subscription = actor.subscribe((snapshot) => {
      if (chosen || !snapshot.matches({ list: 'idle' })) return;
      chosen = true;
      actor.send({ type: 'plan.subscribe', planId: subscribing });
    });
    return () => subscription.unsubscribe();
  }, [actor, subscribing]);
  useEffect(() => {
    if (!cancel) return;
    let asked = false;
    const subscription = actor.subscribe((snapshot) => {
      if (asked || !snapshot.matches({ list: 'idle' })) return;
      asked = true;
      actor.send({ type: 'subscription.cancel' });
      if (cancel === 'send') actor.send({ type: 'subscription.confirmCancel' });
    });
    return () => subscription.unsubscribe();
  }, [actor, cancel]);
  // A due plan links to its payment: the view needs the router the app gives it.
  return (
    <MemoryRouter initialEntries={['/subscriptions']}>
      <PlansView actor={actor} />
    </MemoryRouter>
  );
}

const paid = (planId: string, status: Subscription['status'] = 'active'): Subscription => {
  const plan = fallbackPlans.find((each) => each.id === planId) ?? fallbackPlans[0]!;
  return { plan_id: plan.id, plan, status, started_at: '2026-01-04T10:00:00.000Z', current_period_end: '2026-02-04T10:00:00.000Z' };
};

export const Loading: Story = () => <Plans load={never} />;
export const List: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans, teamPlan], subscription: null })} />;
export const CurrentPlan: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans], subscription: paid('basic-monthly') })} />;
export const CancelledPlan: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans], subscription: paid('basic-monthly', 'cancelled') })} />;
export const DuePlan: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans], subscription: paid('basic-monthly', 'due') })} />;
export const CancelConfirmation: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans], subscription: paid('basic-monthly') })} cancel="ask" />;
export const Cancelling: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans], subscription: paid('basic-monthly') })} cancel="send" />;
export const FallbackAfterFailure: Story = () => <Plans load={() => Promise.reject(new Error('No response from server'))} />;
export const Empty: Story = () => <Plans load={async () => ({ plans: [], subscription: null })} />;
export const SwitchConfirmation: Story = () => (
  <Plans load={async () => ({ plans: [...fallbackPlans, teamPlan], subscription: paid('basic-monthly') })} subscribing="pro-annual" />
);
export const TwoPlans: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans], subscription: paid('pro-annual') })} />;
