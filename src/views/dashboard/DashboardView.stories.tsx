import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Bot } from '../../domain/bots/bots';
import { dashboardMachine, type DashboardData } from '../../machines/dashboard/dashboard.machine';
import { backupChecker, invoiceCollector, leadSync, summaryOf } from '../bots/bot-story-fixtures';
import { DashboardView } from './DashboardView';

export default { title: 'Dashboard/DashboardView' };

const recent = [backupChecker, invoiceCollector, leadSync];
const never = new Promise<never>(() => {});

function Dashboard({ load, setActive }: { load: () => Promise<DashboardData>; setActive?: (input: { id: number; isActive: boolean }) => Promise<Bot> }) {
  const actor = useActorRef(
    dashboardMachine.provide({
      actors: {
        loadDashboard: fromPromise(load),
        setActive: fromPromise(({ input }: { input: { id: number; isActive: boolean } }) => (setActive ? setActive(input) : never)),
      },
    }),
  );
  return <DashboardView actor={actor} />;
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
