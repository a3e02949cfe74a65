import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { plansMachine, type PlansLoad } from '../../machines/plans/plans.machine';
import { fallbackPlans } from '../../domain/plans/plans';
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

function Plans({ load, subscribing }: { load: () => Promise<PlansLoad>; subscribing?: string }) {
  const actor = useActorRef(plansMachine.provide({ actors: { loadPlans: fromPromise(load), subscribe: fromPromise<void, { planId: string }>(never) } }));
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
  return <PlansView actor={actor} />;
}

export const Loading: Story = () => <Plans load={never} />;
export const List: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans, teamPlan], currentPlanId: null })} />;
export const CurrentPlan: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans], currentPlanId: 'basic-monthly' })} />;
export const Subscribing: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans], currentPlanId: null })} subscribing="pro-annual" />;
export const FallbackAfterFailure: Story = () => <Plans load={() => Promise.reject(new Error('No response from server'))} />;
export const Empty: Story = () => <Plans load={async () => ({ plans: [], currentPlanId: null })} />;
export const SwitchConfirmation: Story = () => (
  <Plans load={async () => ({ plans: [...fallbackPlans, teamPlan], currentPlanId: 'basic-monthly' })} subscribing="pro-annual" />
);
export const TwoPlans: Story = () => <Plans load={async () => ({ plans: [...fallbackPlans], currentPlanId: 'pro-annual' })} />;
