import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { planPaymentMachine } from '../../machines/payments/plan-payment.machine';
import { getCurrentSubscription } from '../../services/subscriptions';
import { PlanPaymentView } from '../../views/payments/PlanPaymentView';
import { useAppSystem } from '../app-system-context';
import { payingThrough } from '../payments/paying';

export default function PaymentScreen() {
  const { api, notify } = useAppSystem();
  const actor = useActorRef(
    planPaymentMachine.provide({
      actors: {
        loadSubscription: fromPromise(() => getCurrentSubscription(api)),
        paying: payingThrough(api),
      },
      actions: { showToast: (_, toast) => notify(toast) },
    }),
  );
  return <PlanPaymentView actor={actor} />;
}
