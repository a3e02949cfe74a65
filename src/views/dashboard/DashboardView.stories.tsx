import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Bot } from '../../domain/bots/bots';
import type { RunsCard } from '../../domain/insights/insights';
import { dashboardMachine, type DashboardData } from '../../machines/dashboard/dashboard.machine';
import { runsCardMachine } from '../../machines/dashboard/runs-card.machine';
import { quietRunsCard, runsCard } from '../insights/insights-story-fixtures';
import { backupChecker, invoiceCollector, leadSync, summaryOf } from '../bots/bot-story-fixtures';
import { DashboardView } from './DashboardView';

export default { title: 'Dashboard/DashboardView' };

const recent = [backupChecker, invoiceCollector, leadSync];
const never = new Promise<never>(() => {});

function Dashboard({
  load,
  setActive,
  runs = async () => runsCard,
}: {
  load: () => Promise<DashboardData>;
  setActive?: (input: { id: number; isActive: boolean }) => Promise<Bot>;
  runs?: () => Promise<RunsCard>;
}) {
  const actor = useActorRef(
    dashboardMachine.provide({
      actors: {
        loadDashboard: fromPromise(load),
        setActive: fromPromise(({ input }: { input: { id: number; isActive: boolean } }) => (setActive ? setActive(input) : never)),
      },
    }),
  );
  const runsActor = useActorRef(runsCardMachine.provide({ actors: { loadRunsCard: fromPromise(runs) } }));
  return <DashboardView actor={actor} runsCard={runsActor} />;
}

export const Loaded: Story = () => <Dashboard load={async () => ({ summary: summaryOf(recent), recent })} />;
Loaded.meta = { routerPath: '/dashboard' };

export const Loading: Story = () => <Dashboard load={() => never} />;
Loading.meta = { routerPath: '/dashboard' };

export const NoBots: Story = () => <Dashboard load={async () => ({ summary: summaryOf([]), recent: [] })} />;
NoBots.meta = { routerPath: '/dashboard' };

export const Failed: Story = () => (
  <Dashboard
    load={async () => {
      throw new Error('No response from server');
    }}
  />
);
Failed.meta = { routerPath: '/dashboard' };

export const NoFailedRuns: Story = () => <Dashboard load={async () => ({ summary: summaryOf(recent), recent })} runs={async () => quietRunsCard} />;
NoFailedRuns.meta = { routerPath: '/dashboard' };

export const RunsLoading: Story = () => <Dashboard load={async () => ({ summary: summaryOf(recent), recent })} runs={() => never} />;
RunsLoading.meta = { routerPath: '/dashboard' };

export const RunsFailed: Story = () => (
  <Dashboard
    load={async () => ({ summary: summaryOf(recent), recent })}
    runs={async () => {
      throw new Error('No response from server');
    }}
  />
);
RunsFailed.meta = { routerPath: '/dashboard' };
