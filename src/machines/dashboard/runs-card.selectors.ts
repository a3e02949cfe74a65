import type { SnapshotFrom } from 'xstate';
import type { runsCardMachine } from './runs-card.machine';

type RunsCardSnapshot = SnapshotFrom<typeof runsCardMachine>;

export type RunsCardPhase = 'loading' | 'loaded' | 'failed';
export function selectRunsCardPhase(snapshot: RunsCardSnapshot): RunsCardPhase {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'loaded';
}
export const selectRunsCard = (snapshot: RunsCardSnapshot) => snapshot.context.card;
