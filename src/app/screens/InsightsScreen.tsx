import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { insightsMachine, type InsightsRequest } from '../../machines/insights/insights.machine';
import { getInsights } from '../../services/insights';
import { InsightsView } from '../../views/insights/InsightsView';
import { useAppSystem } from '../app-system-context';

export default function InsightsScreen() {
  const { api } = useAppSystem();
  const actor = useActorRef(
    insightsMachine.provide({
      actors: { loadInsights: fromPromise(({ input }: { input: InsightsRequest }) => getInsights(api, input.days, input.sequenceId)) },
    }),
  );
  return <InsightsView actor={actor} />;
}
