import { assign, fromPromise, setup } from 'xstate';
import { pageCountOf } from '../../domain/paging';
import { marketPageSize, type MarketPage, type MarketSort } from '../../domain/market/market';
import type { ToastInput } from '../toast/toast.types';
import { listingDefaults, sameListingQuery } from './listing-query-address';
import { noFavoritesToast } from './market-messages';

/** What the grid asks the server for (02 §2: search, tags, sort, favourites only, page). */
export interface ListingQuery {
  search: string;
  tags: string[];
  sort: MarketSort;
  favoritesOnly: boolean;
  page: number;
}

export interface ListingContext extends ListingQuery {
  /** The page on screen, in the server's order. */
  items: MarketPage['items'];
  /** How many bots the shown query selects. */
  total: number;
  /** The address's entry is a search being typed: the next debounced search replaces it. */
  typingEntry: boolean;
}

export type ListingEvent =
  | { type: 'search.changed'; text: string }
  | { type: 'tag.toggled'; tag: string }
  | { type: 'filters.cleared' }
  | { type: 'sort.changed'; sort: MarketSort }
  /** The Favorites Only / Show All button; the count is the favourites actor's. */
  | { type: 'favorites.toggled'; favoriteCount: number }
  | { type: 'page.changed'; page: number }
  /** A heart changed while only favourites are shown: the page is asked for again. */
  | { type: 'favorites.changed' }
  /** A bot was published: the first page of the newest shows it. */
  | { type: 'listing.refresh' }
  | { type: 'list.retry' }
  /** The address changed under the grid (Back, Forward, a link to the marketplace): show what it asks for. */
  | { type: 'address.changed'; query: ListingQuery };

/**
 * How the address follows the grid (D97): a new entry for each chip, sort, page or favourites
 * change, so Back steps back through them. The search is written once its debounce is over, never
 * on every key: a search begun after another change is a new entry (Back undoes it as a whole), and
 * the keys typed on replace that entry, so typing does not flood the history.
 */
export interface AddressWrite {
  query: ListingQuery;
  history: 'push' | 'replace';
}

/**
 * A key that comes this soon after the previous one waits for the typing to pause before the server is
 * asked; a lone key asks at once. The grid follows a keystroke within 100 ms with the request (issues
 * 13 and 33; the bench measures it), so the common case pays no wait at all, while a burst of keys (a
 * paste, a held key, fast typing) sends one request. A request superseded by the next key is aborted.
 */
export const marketSearchDebounceMs = 30;

export const lastPageOf = (total: number) => pageCountOf(total, marketPageSize);

const firstPage = { page: 1 } as const;

const queryOf = ({ search, tags, sort, favoritesOnly, page }: ListingQuery): ListingQuery => ({ search, tags, sort, favoritesOnly, page });
const writeAddress = (history: AddressWrite['history'] | 'search') =>
  ({
    type: 'writeAddress',
    params: ({ context }: { context: ListingContext }): AddressWrite => ({
      query: queryOf(context),
      history: history === 'search' ? (context.typingEntry ? 'replace' : 'push') : history,
    }),
  }) as const;
const pushAddress = writeAddress('push');
const replaceAddress = writeAddress('replace');
/** After a new entry, the next search begins one of its own. */
const newEntry = { typingEntry: false } as const;
/** A search goes in the address when it is asked for; the searches typed on replace its entry. */
const askedSearch = [writeAddress('search'), 'typingOn'] as const;

/**
 * The marketplace's grid (02 §2, §4): the market's bots as the server searches, filters, sorts and pages
 * it. Changing the search, the tags, the sort or favourites-only goes back to page 1; a page change
 * scrolls to the top. The page on screen stays while the next one loads. It starts from the query in
 * the address and writes each new query back to it (D97).
 */
export const marketListingMachine = setup({
  types: {
    context: {} as ListingContext,
    events: {} as ListingEvent,
    /** The query the address asks for when the marketplace opens; the defaults without one. */
    input: {} as Partial<ListingQuery>,
  },
  actors: {
    loadPage: fromPromise<MarketPage, ListingQuery>(async () => {
      throw new Error('loadPage is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    scrollToTop: () => {},
    writeAddress: (_, _write: AddressWrite) => {},
    typingOn: assign({ typingEntry: true }),
  },
  delays: { searchDebounce: marketSearchDebounceMs },
  guards: {
    // 02 §4: favourites-only can be turned on only when at least one favourite exists.
    cannotShowFavorites: ({ context, event }) => event.type === 'favorites.toggled' && !context.favoritesOnly && event.favoriteCount === 0,
    isOtherPage: ({ context, event }) => event.type === 'page.changed' && event.page !== context.page && event.page >= 1 && event.page <= lastPageOf(context.total),
    isPastLastPage: ({ context, event }) => 'output' in event && (event.output as MarketPage).items.length === 0 && context.page > lastPageOf((event.output as MarketPage).total),
    // A heart is on a shown card: with only favourites shown, the page may have changed.
    showsFavoritesOnly: ({ context }) => context.favoritesOnly && context.items.length > 0,
    isOtherQuery: ({ context, event }) => event.type === 'address.changed' && !sameListingQuery(context, event.query),
    hasFilters: ({ context }) => context.search.trim() !== '' || context.tags.length > 0 || context.favoritesOnly,
  },
}).createMachine({
  id: 'listing',
  context: ({ input }) => ({ ...listingDefaults, ...input, items: [], total: 0, typingEntry: false }),
  initial: 'loading',
  on: {
    // A key after a pause: the search is asked for at once.
    'search.changed': { target: '.loading.afterKey', reenter: true, actions: [assign(({ event }) => ({ ...firstPage, search: event.text })), ...askedSearch] },
    'tag.toggled': {
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => ({
          ...firstPage,
          ...newEntry,
          tags: context.tags.includes(event.tag) ? context.tags.filter((tag) => tag !== event.tag) : [...context.tags, event.tag],
        })),
        pushAddress,
      ],
    },
    'filters.cleared': { guard: 'hasFilters', target: '.loading', reenter: true, actions: [assign({ ...firstPage, ...newEntry, search: '', tags: [], favoritesOnly: false }), pushAddress] },
    'sort.changed': { target: '.loading', reenter: true, actions: [assign(({ event }) => ({ ...firstPage, ...newEntry, sort: event.sort })), pushAddress] },
    'favorites.toggled': [
      { guard: 'cannotShowFavorites', actions: { type: 'showToast', params: noFavoritesToast } },
      { target: '.loading', reenter: true, actions: [assign(({ context }) => ({ ...firstPage, ...newEntry, favoritesOnly: !context.favoritesOnly })), pushAddress] },
    ],
    'page.changed': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: [assign({ ...newEntry, page: ({ event }) => event.page }), pushAddress, 'scrollToTop'] },
    // The address already says it: nothing is written back.
    'address.changed': { guard: 'isOtherQuery', target: '.loading', reenter: true, actions: assign(({ event }) => ({ ...queryOf(event.query), ...newEntry })) },
    // These may cut a search's debounce short: the search asked for goes in the address too (the
    // screen writes an address only when it differs from the one shown).
    'favorites.changed': { guard: 'showsFavoritesOnly', target: '.loading', reenter: true, actions: replaceAddress },
    'listing.refresh': { target: '.loading', reenter: true, actions: replaceAddress },
  },
  states: {
    debouncing: {
      entry: assign(firstPage),
      on: { 'search.changed': { target: 'debouncing', reenter: true, actions: assign({ search: ({ event }) => event.text }) } },
      after: { searchDebounce: { target: 'loading', actions: askedSearch } },
    },
    loading: {
      initial: 'asked',
      states: {
        asked: {},
        // Just after a key: the next key soon after it waits for the typing to pause.
        afterKey: {
          on: { 'search.changed': { target: '#listing.debouncing', actions: assign({ search: ({ event }) => event.text }) } },
          after: { searchDebounce: 'asked' },
        },
      },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ search: context.search.trim(), tags: context.tags, sort: context.sort, favoritesOnly: context.favoritesOnly, page: context.page }),
        onDone: [
          // The last favourite of the last page went away: show the page that is now last.
          { guard: 'isPastLastPage', target: 'loading', reenter: true, actions: [assign({ page: ({ event }) => lastPageOf(event.output.total) }), replaceAddress] },
          { target: 'ready', actions: assign({ items: ({ event }) => event.output.items, total: ({ event }) => event.output.total }) },
        ],
        onError: 'failed',
      },
    },
    ready: {},
    failed: {
      on: { 'list.retry': 'loading' },
    },
  },
});
