import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { dashboardMachine } from '../../machines/dashboard/dashboard.machine';
import { runsCardMachine } from '../../machines/dashboard/runs-card.machine';
import { getBotSummary, listBots, setBotActive } from '../../services/bots';
import { getRunsCard } from '../../services/insights';
import { DashboardView } from '../../views/dashboard/DashboardView';
import { useAppSystem } from '../app-system-context';

/** Recent Activity shows this many bots (spec 01 §2). */
const recentActivityCount = 3;

export default function DashboardScreen() {
  const { api, notify } = useAppSystem();
  const actor = useActorRef(
    dashboardMachine.provide({
      actors: {
        loadDashboard: fromPromise(async () => {
          const [summary, recent] = await Promise.all([getBotSummary(api), listBots(api, { sort: 'recent', page_size: recentActivityCount })]);
          return { summary, recent: recent.items };
        }),
        setActive: fromPromise(({ input }: { input: { id: number; isActive: boolean } }) => setBotActive(api, input.id, input.isActive)),
      },
      actions: { showToast: (_, toast) => notify(toast) },
    }),
  );
  const runsCard = useActorRef(runsCardMachine.provide({ actors: { loadRunsCard: fromPromise(() => getRunsCard(api)) } }));
  return <DashboardView actor={actor} runsCard={runsCard} />;
}
