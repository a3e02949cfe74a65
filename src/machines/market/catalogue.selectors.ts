import type { SnapshotFrom } from 'xstate';
import { pageButtons } from '../../domain/paging';
import { marketPageSize } from '../../domain/market/market';
import { lastPageOf, type catalogueMachine } from './catalogue.machine';

type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;

export const selectSearch = (snapshot: CatalogueSnapshot) => snapshot.context.search;
export const selectChosenTags = (snapshot: CatalogueSnapshot) => snapshot.context.tags;
export const selectSort = (snapshot: CatalogueSnapshot) => snapshot.context.sort;
export const selectFavoritesOnly = (snapshot: CatalogueSnapshot) => snapshot.context.favoritesOnly;
export const selectItems = (snapshot: CatalogueSnapshot) => snapshot.context.items;
export const selectTotal = (snapshot: CatalogueSnapshot) => snapshot.context.total;
export const selectPage = (snapshot: CatalogueSnapshot) => snapshot.context.page;
export const selectPageCount = (snapshot: CatalogueSnapshot) => lastPageOf(snapshot.context.total);

/** Waiting for the server (or for the next key): the grid shows the page it has, marked busy. */
export const selectLoading = (snapshot: CatalogueSnapshot) => snapshot.matches('loading') || snapshot.matches('debouncing');
/** Nothing loaded yet: the grid shows placeholders rather than 'No bots found'. */
export const selectFirstLoad = (snapshot: CatalogueSnapshot) => selectLoading(snapshot) && snapshot.context.items.length === 0 && snapshot.context.total === 0;
export const selectFailed = (snapshot: CatalogueSnapshot) => snapshot.matches('failed');
export const selectEmpty = (snapshot: CatalogueSnapshot) => snapshot.matches('ready') && snapshot.context.total === 0;
export const selectHasFilters = (snapshot: CatalogueSnapshot) => snapshot.context.search.trim() !== '' || snapshot.context.tags.length > 0 || snapshot.context.favoritesOnly;

/** "Showing 13-24 of 40" (02 §2: count and page info). */
export function selectRange(snapshot: CatalogueSnapshot): { first: number; last: number } {
  const { page, items, total } = snapshot.context;
  if (total === 0) return { first: 0, last: 0 };
  const first = (page - 1) * marketPageSize + 1;
  return { first, last: first + items.length - 1 };
}

export const selectPageButtons = (snapshot: CatalogueSnapshot) => pageButtons(snapshot.context.page, lastPageOf(snapshot.context.total));
