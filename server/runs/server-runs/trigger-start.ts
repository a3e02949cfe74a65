import type { RunStartAt, TriggerStart } from '../../db/schema/runs';

/**
 * Where a trigger began the run (D135: a webhook's node and its request), also when a re-run from a
 * node of such a run kept it as its root; null for a run from Start.
 */
export function triggerStartOf(startAt: RunStartAt | null): TriggerStart | null {
  if (!startAt) return null;
  if ('trigger' in startAt) return startAt;
  return 'root' in startAt && startAt.root ? startAt.root : null;
}
