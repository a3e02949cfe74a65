import type { SnapshotFrom } from 'xstate';
import { RECENT_ACTIVITY_COUNT, type Bot, type Task } from '../../domain/dashboard/sample';
import type { dashboardMachine } from './dashboard.machine';

type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export interface TaskTiles {
  active: number;
  paused: number;
  inactive: number;
  highPriority: number;
}

/** D7: the tiles count what the tasks really hold. */
export function countTasks(tasks: readonly Task[]): TaskTiles {
  return {
    active: tasks.filter((task) => task.status).length,
    paused: tasks.filter((task) => task.paused).length,
    inactive: tasks.filter((task) => !task.status).length,
    highPriority: tasks.filter((task) => task.priority === 'High').length,
  };
}

export interface BotStatus {
  active: number;
  total: number;
  /** Whole percent, 0 when there are no bots. */
  percent: number;
  highPriority: number;
  normalPriority: number;
}

export function summariseBots(bots: readonly Bot[]): BotStatus {
  const active = bots.filter((bot) => bot.isActive).length;
  return {
    active,
    total: bots.length,
    percent: bots.length === 0 ? 0 : Math.round((active / bots.length) * 100),
    highPriority: bots.filter((bot) => bot.priority === 'high').length,
    normalPriority: bots.filter((bot) => bot.priority === 'normal').length,
  };
}

export const selectTasks = (snapshot: DashboardSnapshot) => snapshot.context.tasks;
export const selectBots = (snapshot: DashboardSnapshot) => snapshot.context.bots;
export const recentTasks = (tasks: readonly Task[]) => tasks.slice(0, RECENT_ACTIVITY_COUNT);
