import { assign, setup } from 'xstate';
import type { Bot, Task } from '../../domain/dashboard/sample';

export interface DashboardContext {
  tasks: Task[];
  bots: Bot[];
}

export type DashboardEvent = { type: 'task.toggle'; taskId: string };

/** The dashboard's activity list: a task's toggle flips it locally and nothing is sent (spec 01 §4). */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as { tasks: readonly Task[]; bots: readonly Bot[] },
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ tasks: [...input.tasks], bots: [...input.bots] }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'task.toggle': {
          actions: assign({
            tasks: ({ context, event }) => context.tasks.map((task) => (task.id === event.taskId ? { ...task, status: !task.status } : task)),
          }),
        },
      },
    },
  },
});
