import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { CheckoutRequest } from '../../domain/payments/payments';
import { planPaymentMachine } from '../../machines/payments/plan-payment.machine';
import { checkout } from '../../services/payments';
import { getCurrentSubscription } from '../../services/subscriptions';
import { PlanPaymentView } from '../../views/payments/PlanPaymentView';
import { useAppSystem } from '../app-system-context';

export default function PaymentScreen() {
  const { api, notify } = useAppSystem();
  const actor = useActorRef(
    planPaymentMachine.provide({
      actors: {
        loadSubscription: fromPromise(() => getCurrentSubscription(api)),
        pay: fromPromise(({ input }: { input: CheckoutRequest }) => checkout(api, input)),
      },
      actions: { showToast: (_, toast) => notify(toast) },
    }),
  );
  return <PlanPaymentView actor={actor} />;
}
