import type { SnapshotFrom } from 'xstate';
import type { MarketBot } from '../../domain/market/market';
import type { cartMachine } from './cart.machine';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

export const selectCartItems = (snapshot: CartSnapshot): MarketBot[] => snapshot.context.items;

export const selectCartCount = (snapshot: CartSnapshot): number => snapshot.context.items.length;

/** Whole cents, summed before dividing once, so the total is exact (02 §9: two decimals). */
export const selectCartTotalCents = (snapshot: CartSnapshot): number => snapshot.context.items.reduce((sum, item) => sum + Math.round(item.price * 100), 0);

export const selectCartLoading = (snapshot: CartSnapshot): boolean => snapshot.matches('loading');

export const selectCartFailed = (snapshot: CartSnapshot): boolean => snapshot.matches('failed');

/** Saving or reading back: the panel says so without blocking the buttons. */
export const selectCartSyncing = (snapshot: CartSnapshot): boolean => snapshot.matches({ ready: 'sending' }) || snapshot.matches({ ready: 'resyncing' });
