import type { SnapshotFrom } from 'xstate';
import type { Bot, BotSummary } from '../../domain/bots/bots';
import { hasMoreToLoad, shownBots, type BotFilter, type ListedBots } from './bot-list';
import type { myBotsMachine } from './my-bots.machine';

type MyBotsSnapshot = SnapshotFrom<typeof myBotsMachine>;

export type GridPhase = 'loading' | 'failed' | 'ready';

export function selectGridPhase(snapshot: MyBotsSnapshot): GridPhase {
  if (snapshot.matches({ grid: 'failed' })) return 'failed';
  // Once cards are shown, a new search keeps them until its answer replaces them.
  if (snapshot.matches({ grid: 'loading' }) && selectBots(snapshot).length === 0) return 'loading';
  return 'ready';
}

let lastShown: { bots: ListedBots['bots']; placed: ListedBots['placed']; status: BotFilter; cards: Bot[] } | null = null;

/** The cards in their order; the same array while the list is unchanged, so the grid does not redraw. */
export function selectBots(snapshot: MyBotsSnapshot): Bot[] {
  const { bots, placed, shown } = snapshot.context;
  if (lastShown?.bots !== bots || lastShown.placed !== placed || lastShown.status !== shown.status) {
    lastShown = { bots, placed, status: shown.status, cards: shownBots(snapshot.context) };
  }
  return lastShown.cards;
}

export const selectSearch = (snapshot: MyBotsSnapshot) => snapshot.context.search;
export const selectStatus = (snapshot: MyBotsSnapshot) => snapshot.context.status;
export const selectIsSearching = (snapshot: MyBotsSnapshot) => snapshot.matches({ grid: 'debouncing' }) || snapshot.matches({ grid: 'loading' });
export const selectIsLoadingMore = (snapshot: MyBotsSnapshot) => snapshot.matches({ grid: 'loadingMore' });
export const selectCanLoadMore = (snapshot: MyBotsSnapshot) => hasMoreToLoad(snapshot.context);
export const selectSummary = (snapshot: MyBotsSnapshot) => snapshot.context.summary;
/** The ids whose change is still on its way to the server. */
export const selectPendingIds = (snapshot: MyBotsSnapshot) =>
  snapshot.context.outbox.map((change) => (change.kind === 'toggle' ? change.before.id : change.original.id)).join(',');

export interface SummaryTiles {
  totalBots: string;
  activeBots: string;
  totalValue: string;
  averageRating: string;
}

/** Spec 02 §2: Total Value with 2 decimals, Avg Rating with 1 decimal or 0 when there are no bots. */
export function summaryTiles(summary: BotSummary | null): SummaryTiles {
  if (!summary) return { totalBots: '–', activeBots: '–', totalValue: '–', averageRating: '–' };
  return {
    totalBots: String(summary.total),
    activeBots: String(summary.active),
    totalValue: `$${summary.totalValue.toFixed(2)}`,
    averageRating: summary.total === 0 ? '0' : summary.averageRating.toFixed(1),
  };
}

export function chipCount(summary: BotSummary | null, filter: BotFilter): number | null {
  if (!summary) return null;
  return filter === 'all' ? summary.total : summary[filter];
}

/** 'Showing N of M bots' plus the term, while a search or a filter is active (spec 02 §2). */
export function showingLine(snapshot: MyBotsSnapshot): string | null {
  const { shown, total, summary } = snapshot.context;
  if (shown.search === '' && shown.status === 'all') return null;
  const all = summary?.total ?? total;
  return `Showing ${total} of ${all} bots${shown.search === '' ? '' : ` for "${shown.search}"`}`;
}

/**
 * The empty state's second line (spec 02 §2), or null when there are cards, or when the server still
 * has matches the cards taken off this page leave room for (they come with the next read).
 */
export function emptyLine(snapshot: MyBotsSnapshot): string | null {
  const { total, shown } = snapshot.context;
  if (selectBots(snapshot).length > 0 || total > 0) return null;
  if (shown.search !== '') return `No bots match your search "${shown.search}"`;
  return shown.status === 'all' ? 'No bots available' : `No ${shown.status} bots available`;
}

/** The first two tags, and how many more there are (cards show at most 2, spec 02 §9). */
export function cardTags(bot: Bot): { shown: string[]; more: number } {
  return { shown: bot.tags.slice(0, 2), more: Math.max(0, bot.tags.length - 2) };
}

