import type { SnapshotFrom } from 'xstate';
import { pageButtons } from '../../domain/paging';
import { marketPageSize } from '../../domain/market/market';
import { lastPageOf, type marketListingMachine } from './market-listing.machine';

type ListingSnapshot = SnapshotFrom<typeof marketListingMachine>;

export const selectSearch = (snapshot: ListingSnapshot) => snapshot.context.search;
export const selectChosenTags = (snapshot: ListingSnapshot) => snapshot.context.tags;
export const selectSort = (snapshot: ListingSnapshot) => snapshot.context.sort;
export const selectFavoritesOnly = (snapshot: ListingSnapshot) => snapshot.context.favoritesOnly;
export const selectItems = (snapshot: ListingSnapshot) => snapshot.context.items;
export const selectTotal = (snapshot: ListingSnapshot) => snapshot.context.total;
export const selectPage = (snapshot: ListingSnapshot) => snapshot.context.page;
export const selectPageCount = (snapshot: ListingSnapshot) => lastPageOf(snapshot.context.total);

/** Waiting for the server (or for the next key): the grid shows the page it has, marked busy. */
export const selectLoading = (snapshot: ListingSnapshot) => snapshot.matches('loading') || snapshot.matches('debouncing');
/** Nothing loaded yet: the grid shows placeholders rather than 'No bots found'. */
export const selectFirstLoad = (snapshot: ListingSnapshot) => selectLoading(snapshot) && snapshot.context.items.length === 0 && snapshot.context.total === 0;
export const selectFailed = (snapshot: ListingSnapshot) => snapshot.matches('failed');
export const selectEmpty = (snapshot: ListingSnapshot) => snapshot.matches('ready') && snapshot.context.total === 0;
export const selectHasFilters = (snapshot: ListingSnapshot) => snapshot.context.search.trim() !== '' || snapshot.context.tags.length > 0 || snapshot.context.favoritesOnly;

/** "Showing 13-24 of 40" (02 §2: count and page info). */
export function selectRange(snapshot: ListingSnapshot): { first: number; last: number } {
  const { page, items, total } = snapshot.context;
  if (total === 0) return { first: 0, last: 0 };
  const first = (page - 1) * marketPageSize + 1;
  return { first, last: first + items.length - 1 };
}

export const selectPageButtons = (snapshot: ListingSnapshot) => pageButtons(snapshot.context.page, lastPageOf(snapshot.context.total));
