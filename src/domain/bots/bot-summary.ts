import type { Bot, BotSummary } from './bots';

/** The counts as they are once `bot` is switched to `isActive`, before the server has answered. */
export function summaryAfterToggle(summary: BotSummary | null, bot: Bot, isActive: boolean): BotSummary | null {
  if (!summary || bot.isActive === isActive) return summary;
  const step = isActive ? 1 : -1;
  return {
    ...summary,
    active: summary.active + step,
    inactive: summary.inactive - step,
    paused: bot.lastRan === null ? summary.paused : summary.paused - step,
  };
}
