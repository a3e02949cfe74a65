import type { SnapshotFrom } from 'xstate';
import type { planPaymentMachine } from './plan-payment.machine';

type PlanPaymentSnapshot = SnapshotFrom<typeof planPaymentMachine>;

export const selectPlanPhase = (snapshot: PlanPaymentSnapshot): 'loading' | 'failed' | 'noPlan' | 'ready' =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : snapshot.matches('noPlan') ? 'noPlan' : 'ready';
export const selectPlan = (snapshot: PlanPaymentSnapshot) => snapshot.context.subscription?.plan ?? null;
export const selectPlanMethod = (snapshot: PlanPaymentSnapshot) => snapshot.context.method;
export const selectPlanCard = (snapshot: PlanPaymentSnapshot) => snapshot.context.card;
export const selectPlanPaying = (snapshot: PlanPaymentSnapshot) => snapshot.hasTag('busy');
export const selectPlanCardErrors = (snapshot: PlanPaymentSnapshot) => snapshot.context.cardErrors;
