import type { SnapshotFrom } from 'xstate';
import type { salesMachine } from './sales.machine';

type SalesSnapshot = SnapshotFrom<typeof salesMachine>;

/** What the page shows: loading, not loaded, no published bot yet, or the bots. */
export type SalesStage = 'loading' | 'failed' | 'empty' | 'ready';

export const selectSalesStage = (snapshot: SalesSnapshot): SalesStage => (['failed', 'empty', 'ready'] as const).find((stage) => snapshot.matches(stage)) ?? 'loading';
export const selectSalesBots = (snapshot: SalesSnapshot) => snapshot.context.bots;
export const selectRefreshing = (snapshot: SalesSnapshot) => snapshot.matches({ ready: 'refreshing' });

/** The sales records' dialog: closed, loading, shown or not loaded. */
export type SalesDetailStage = 'closed' | 'loading' | 'shown' | 'failed';

export function selectDetailStage(snapshot: SalesSnapshot): SalesDetailStage {
  if (snapshot.matches({ ready: 'detailLoading' })) return 'loading';
  if (snapshot.matches({ ready: 'detail' })) return 'shown';
  return snapshot.matches({ ready: 'detailFailed' }) ? 'failed' : 'closed';
}

export const selectOpenBot = (snapshot: SalesSnapshot) => snapshot.context.bots.find((bot) => bot.id === snapshot.context.openBotId) ?? null;
export const selectSalesDetail = (snapshot: SalesSnapshot) => snapshot.context.detail;
