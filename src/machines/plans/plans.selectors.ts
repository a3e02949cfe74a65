import type { SnapshotFrom } from 'xstate';
import type { plansMachine } from './plans.machine';

type PlansSnapshot = SnapshotFrom<typeof plansMachine>;

export type PlansPhase = 'loading' | 'empty' | 'list';

export function selectPlansPhase(snapshot: PlansSnapshot): PlansPhase {
  if (snapshot.matches('empty')) return 'empty';
  return snapshot.matches('list') ? 'list' : 'loading';
}

export const selectPlans = (snapshot: PlansSnapshot) => snapshot.context.plans;
export const selectCurrentPlanId = (snapshot: PlansSnapshot) => snapshot.context.currentPlanId;
export const selectSubscribingPlanId = (snapshot: PlansSnapshot) => snapshot.context.subscribingPlanId;
