import type { SnapshotFrom } from 'xstate';
import type { BotSummary } from '../../domain/bots/bots';
import type { dashboardMachine } from './dashboard.machine';

type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export interface TaskTiles {
  active: number;
  paused: number;
  inactive: number;
  highPriority: number;
}

/**
 * D7 (docs/decisions.md): the four tiles count the user's bots. Active = on; Paused = off but has
 * run before; Inactive = off and never run; High Priority = priority high. Active, Paused and
 * Inactive add up to all bots.
 */
export function taskTiles(summary: BotSummary): TaskTiles {
  return { active: summary.active, paused: summary.paused, inactive: summary.inactive - summary.paused, highPriority: summary.highPriority };
}

export interface BotStatus {
  active: number;
  total: number;
  /** Whole percent, 0 when there are no bots. */
  percent: number;
  highPriority: number;
  normalPriority: number;
}

export function botStatus(summary: BotSummary): BotStatus {
  return {
    active: summary.active,
    total: summary.total,
    percent: summary.total === 0 ? 0 : Math.round((summary.active / summary.total) * 100),
    highPriority: summary.highPriority,
    normalPriority: summary.normalPriority,
  };
}

export type DashboardPhase = 'loading' | 'failed' | 'ready';
export function selectDashboardPhase(snapshot: DashboardSnapshot): DashboardPhase {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'ready';
}
export const selectSummary = (snapshot: DashboardSnapshot) => snapshot.context.summary;
export const selectRecent = (snapshot: DashboardSnapshot) => snapshot.context.recent;
export const selectIsToggling = (snapshot: DashboardSnapshot) => snapshot.matches({ ready: 'toggling' });
