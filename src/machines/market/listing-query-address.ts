import { marketSorts, marketTags, type MarketSort } from '../../domain/market/market';
import type { ListingQuery } from './market-listing.machine';

/**
 * The marketplace's address (D97): what the grid shows is kept in /marketplace's query string,
 * so a reload shows it again and Back and Forward step through it. Defaults are left out, so the
 * plain marketplace is /marketplace; a value the address cannot mean falls back to its default.
 *
 *   /marketplace?q=crm&tag=ai&tag=data&sort=rating&page=2&favorites=1
 */
export const listingAddressKeys = { search: 'q', tag: 'tag', sort: 'sort', page: 'page', favoritesOnly: 'favorites' } as const;

export const listingDefaults: ListingQuery = { search: '', tags: [], sort: 'newest', favoritesOnly: false, page: 1 };

/** The server's limits (GET /v1/market/bots): an address past them would only get an error. */
const searchMax = 200;
const pageMax = 100_000;

const isSort = (value: string | null): value is MarketSort => marketSorts.includes(value as MarketSort);

/** The chips in the order the panel shows them, so one choice of chips has one address. */
const inChipOrder = (tags: readonly string[]) => marketTags.filter((tag) => tags.includes(tag));

/** The query an address asks for; anything it cannot mean is the default (never an error). */
export function listingQueryFromAddress(address: string | URLSearchParams): ListingQuery {
  const params = typeof address === 'string' ? new URLSearchParams(address) : address;
  const search = (params.get(listingAddressKeys.search) ?? '').trim();
  const sort = params.get(listingAddressKeys.sort);
  const page = params.get(listingAddressKeys.page) ?? '';
  const pageNumber = /^\d{1,6}$/.test(page) ? Number(page) : 0;
  const favorites = params.get(listingAddressKeys.favoritesOnly);
  return {
    search: search.length <= searchMax ? search : listingDefaults.search,
    tags: inChipOrder(params.getAll(listingAddressKeys.tag).map((tag) => tag.trim().toLowerCase())),
    sort: isSort(sort) ? sort : listingDefaults.sort,
    favoritesOnly: favorites === '1' || favorites === 'true',
    page: pageNumber >= 1 && pageNumber <= pageMax ? pageNumber : listingDefaults.page,
  };
}

/** The query string for a query: '' for the defaults, else '?' and only what differs from them. */
export function listingAddressOf(query: ListingQuery): string {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search !== '') params.set(listingAddressKeys.search, search);
  for (const tag of inChipOrder(query.tags)) params.append(listingAddressKeys.tag, tag);
  if (query.sort !== listingDefaults.sort) params.set(listingAddressKeys.sort, query.sort);
  if (query.page !== listingDefaults.page) params.set(listingAddressKeys.page, String(query.page));
  if (query.favoritesOnly) params.set(listingAddressKeys.favoritesOnly, '1');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Whether two queries ask for the same grid (the order of the chips and spaces around the search aside). */
export const sameListingQuery = (a: ListingQuery, b: ListingQuery) => listingAddressOf(a) === listingAddressOf(b);
