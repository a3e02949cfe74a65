import type { SnapshotFrom } from 'xstate';
import type { marketPanelsMachine } from './market-panels.machine';

type PanelsSnapshot = SnapshotFrom<typeof marketPanelsMachine>;

export const selectDetailBot = (snapshot: PanelsSnapshot) => (snapshot.matches('detail') ? snapshot.context.bot : null);
export const selectCartOpen = (snapshot: PanelsSnapshot) => snapshot.matches('cart');
export const selectFiltersOpen = (snapshot: PanelsSnapshot) => snapshot.matches('filters');

/** Where the detail modal's listing stands (D130): what the bot's workflow does and needs, loading, shown or not loaded. */
export type DetailListingStatus = 'loading' | 'shown' | 'failed';

export function selectDetailListingStatus(snapshot: PanelsSnapshot): DetailListingStatus {
  if (snapshot.matches({ detail: 'shown' })) return 'shown';
  return snapshot.matches({ detail: 'failed' }) ? 'failed' : 'loading';
}

export const selectDetailListing = (snapshot: PanelsSnapshot) => (snapshot.matches({ detail: 'shown' }) ? snapshot.context.detail : null);
