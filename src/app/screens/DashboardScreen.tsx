import { useActorRef } from '@xstate/react';
import { sampleBots, sampleTasks } from '../../domain/dashboard/sample';
import { dashboardMachine } from '../../machines/dashboard/dashboard.machine';
import { DashboardView } from '../../views/dashboard/DashboardView';

export default function DashboardScreen() {
  const actor = useActorRef(dashboardMachine, { input: { tasks: sampleTasks, bots: sampleBots } });
  return <DashboardView actor={actor} />;
}
