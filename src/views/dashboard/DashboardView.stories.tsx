import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { sampleBots, sampleTasks } from '../../domain/dashboard/sample';
import { dashboardMachine } from '../../machines/dashboard/dashboard.machine';
import { DashboardView } from './DashboardView';

export default { title: 'Dashboard/DashboardView' };

function Dashboard({ tasks = sampleTasks }: { tasks?: typeof sampleTasks }) {
  const actor = useActorRef(dashboardMachine, { input: { tasks, bots: sampleBots } });
  return <DashboardView actor={actor} />;
}

export const Default: Story = () => <Dashboard />;
Default.meta = { routerPath: '/dashboard' };

/** The first two tasks flipped, as after two clicks on their toggles. */
const toggledTasks = sampleTasks.map((task, index) => (index < 2 ? { ...task, status: !task.status } : task));
export const Toggled: Story = () => <Dashboard tasks={toggledTasks} />;
Toggled.meta = { routerPath: '/dashboard' };
