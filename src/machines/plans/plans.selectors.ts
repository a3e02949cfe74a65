import type { SnapshotFrom } from 'xstate';
import type { Plan } from '../../domain/plans/plans';
import type { plansMachine } from './plans.machine';

type PlansSnapshot = SnapshotFrom<typeof plansMachine>;

export type PlansPhase = 'loading' | 'empty' | 'list';

export function selectPlansPhase(snapshot: PlansSnapshot): PlansPhase {
  if (snapshot.matches('empty')) return 'empty';
  return snapshot.matches('list') ? 'list' : 'loading';
}

export const selectPlans = (snapshot: PlansSnapshot) => snapshot.context.plans;
export const selectCurrentPlanId = (snapshot: PlansSnapshot) => snapshot.context.currentPlanId;
export const selectSubscription = (snapshot: PlansSnapshot) => snapshot.context.subscription;
export const selectCancelAsked = (snapshot: PlansSnapshot) => snapshot.matches({ list: 'confirmingCancel' });
export const selectCancelling = (snapshot: PlansSnapshot) => snapshot.matches({ list: 'cancelling' });

/** The plan the user is asked to switch to, with the plan it would replace; null when nothing is asked. */
export function selectPlanSwitch(snapshot: PlansSnapshot): { from: Plan | null; to: Plan } | null {
  if (!snapshot.matches({ list: 'confirming' })) return null;
  const { plans, confirmingPlanId, currentPlanId } = snapshot.context;
  const to = plans.find((plan) => plan.id === confirmingPlanId);
  if (!to) return null;
  return { from: plans.find((plan) => plan.id === currentPlanId) ?? null, to };
}
