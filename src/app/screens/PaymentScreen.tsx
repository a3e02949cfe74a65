import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { Subscription } from '../../domain/plans/plans';
import { planPaymentMachine } from '../../machines/payments/plan-payment.machine';
import { getCurrentSubscription, getPlans } from '../../services/subscriptions';
import type { ApiClient } from '../../services/api-client';
import { PlanPaymentView } from '../../views/payments/PlanPaymentView';
import { useAppSystem } from '../app-system-context';
import { payingThrough } from '../payments/paying';

/**
 * What /payment pays (D40, D85): the plan chosen on /subscriptions (?plan=), else the user's plan
 * whose period is over. A plan paid for the period offers nothing to pay.
 */
async function planToPay(api: ApiClient, chosen: string | null): Promise<Subscription | null> {
  const current = await getCurrentSubscription(api);
  if (chosen && chosen !== current?.plan_id) {
    const plan = (await getPlans(api)).find((each) => each.id === chosen);
    return plan ? { plan_id: plan.id, plan, status: 'due', started_at: new Date().toISOString(), current_period_end: null } : null;
  }
  return current?.status === 'due' ? current : null;
}

export default function PaymentScreen() {
  const { api, notify } = useAppSystem();
  const [search] = useSearchParams();
  const chosen = search.get('plan');
  const actor = useActorRef(
    planPaymentMachine.provide({
      actors: {
        loadSubscription: fromPromise(() => planToPay(api, chosen)),
        paying: payingThrough(api),
      },
      actions: { showToast: (_, toast) => notify(toast) },
    }),
  );
  return <PlanPaymentView actor={actor} />;
}
