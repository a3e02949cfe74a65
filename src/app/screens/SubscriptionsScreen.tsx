import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { plansMachine, type PlansLoad } from '../../machines/plans/plans.machine';
import { getCurrentSubscription, getPlans, subscribe } from '../../services/subscriptions';
import { PlansView } from '../../views/plans/PlansView';
import type { AppSystem } from '../app-system';
import { useAppSystem } from '../app-system-context';

const livePlansMachine = ({ api, notify }: AppSystem) =>
  plansMachine.provide({
    actors: {
      loadPlans: fromPromise<PlansLoad>(async () => {
        // The current plan only marks a card: its failure must not hide the plans.
        const [plans, current] = await Promise.all([getPlans(api), getCurrentSubscription(api).catch(() => null)]);
        return { plans, currentPlanId: current?.plan_id ?? null };
      }),
      subscribe: fromPromise<void, { planId: string }>(({ input }) => subscribe(api, input.planId)),
    },
    actions: {
      showToast: (_, toast) => notify(toast),
    },
  });

export default function SubscriptionsScreen() {
  const actor = useActorRef(livePlansMachine(useAppSystem()));
  return <PlansView actor={actor} />;
}
