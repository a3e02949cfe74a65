import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { Subscription } from '../../domain/plans/plans';
import { plansMachine, type PlansLoad } from '../../machines/plans/plans.machine';
import { cancelSubscription, getCurrentSubscription, getPlans } from '../../services/subscriptions';
import { PlansView } from '../../views/plans/PlansView';
import type { AppSystem } from '../app-system';
import { useAppSystem } from '../app-system-context';

const livePlansMachine = ({ api, notify }: AppSystem, navigate: (to: string) => void) =>
  plansMachine.provide({
    actors: {
      loadPlans: fromPromise<PlansLoad>(async () => {
        // The current plan only marks a card: its failure must not hide the plans.
        const [plans, subscription] = await Promise.all([getPlans(api), getCurrentSubscription(api).catch(() => null)]);
        return { plans, subscription };
      }),
      cancelSubscription: fromPromise<Subscription>(() => cancelSubscription(api)),
    },
    actions: {
      showToast: (_, toast) => notify(toast),
      // A plan is subscribed to through its payment (D85).
      openPayment: (_, { planId }) => navigate(`/payment?plan=${encodeURIComponent(planId)}`),
    },
  });

export default function SubscriptionsScreen() {
  const navigate = useNavigate();
  const actor = useActorRef(livePlansMachine(useAppSystem(), (to) => void navigate(to)));
  return <PlansView actor={actor} />;
}
