import type { SnapshotFrom } from 'xstate';
import type { marketPanelsMachine } from './market-panels.machine';

type PanelsSnapshot = SnapshotFrom<typeof marketPanelsMachine>;

export const selectDetailBot = (snapshot: PanelsSnapshot) => (snapshot.matches('detail') ? snapshot.context.bot : null);
export const selectCartOpen = (snapshot: PanelsSnapshot) => snapshot.matches('cart');
export const selectFiltersOpen = (snapshot: PanelsSnapshot) => snapshot.matches('filters');
