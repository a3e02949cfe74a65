import type { SnapshotFrom } from 'xstate';
import type { allowanceMachine } from './allowance.machine';

const allowanceName = (plan: { id: string | null; name: string }) => (plan.id === null ? `the ${plan.name} allowance` : `the ${plan.name} plan`);

/**
 * My Bots' usage line: "3 of 3 active bots on the Free allowance", counting the bots on as the screen
 * shows them (`active`, the server's count); unlimited says so; null while the plan is not known.
 */
export function activeBotsLine(snapshot: SnapshotFrom<typeof allowanceMachine>, active: number | null): string | null {
  const limits = snapshot.matches('loaded') ? snapshot.context.limits : null;
  if (!limits) return null;
  const { limit, used } = limits.limits.active_bots;
  const on = active ?? used;
  const where = allowanceName(limits.plan);
  return limit === null ? `${on} active bots, unlimited on ${where}` : `${on} of ${limit} active bots on ${where}`;
}
