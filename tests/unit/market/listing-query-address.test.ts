import { describe, expect, it } from 'vitest';
import { listingAddressOf, listingDefaults, listingQueryFromAddress, sameListingQuery } from '../../../src/machines/market/listing-query-address';
import type { ListingQuery } from '../../../src/machines/market/market-listing.machine';

const query = (changes: Partial<ListingQuery>): ListingQuery => ({ ...listingDefaults, ...changes });

describe("the marketplace's address (D97)", () => {
  it('leaves the defaults out: the plain marketplace has no query string', () => {
    expect(listingAddressOf(listingDefaults)).toBe('');
    expect(listingAddressOf(query({ search: '   ' }))).toBe('');
    expect(listingQueryFromAddress('')).toEqual(listingDefaults);
  });

  it('writes each part that differs, with the chips in the order the panel shows them', () => {
    const address = listingAddressOf({ search: ' crm bot ', tags: ['data', 'ai'], sort: 'rating', page: 2, favoritesOnly: true });
    expect(address).toBe('?q=crm+bot&tag=ai&tag=data&sort=rating&page=2&favorites=1');
  });

  it('reads back what it writes', () => {
    const shown = query({ search: 'lead & co/?#', tags: ['ai', 'finance'], sort: 'downloads', page: 7, favoritesOnly: true });
    expect(listingQueryFromAddress(listingAddressOf(shown))).toEqual(shown);
    expect(listingQueryFromAddress(new URLSearchParams('q=crm&sort=popular'))).toEqual(query({ search: 'crm', sort: 'popular' }));
  });

  it('ignores what it cannot mean, part by part, without failing', () => {
    expect(listingQueryFromAddress('?sort=cheapest&page=0&favorites=yes&tag=unknown&tag=AI&tag=ai&q=lead')).toEqual(query({ search: 'lead', tags: ['ai'] }));
    for (const page of ['-1', '2.5', 'two', '1e3', '', '100001', '99999999999999999999']) {
      expect(listingQueryFromAddress(`?page=${encodeURIComponent(page)}`).page).toBe(1);
    }
    expect(listingQueryFromAddress('?page=100000').page).toBe(100_000);
    expect(listingQueryFromAddress(`?q=${'x'.repeat(201)}`).search).toBe('');
    expect(listingQueryFromAddress(`?q=${'x'.repeat(200)}`).search).toBe('x'.repeat(200));
    expect(listingQueryFromAddress('?q=%E0%A4%A&sort=rating').sort).toBe('rating');
    expect(listingQueryFromAddress('?favorites=true').favoritesOnly).toBe(true);
    expect(listingQueryFromAddress('?favorites=0').favoritesOnly).toBe(false);
  });

  it('takes the same chips in another order, or the search with spaces around it, for the same query', () => {
    expect(sameListingQuery(query({ tags: ['ai', 'data'] }), query({ tags: ['data', 'ai'] }))).toBe(true);
    expect(sameListingQuery(query({ search: 'crm ' }), query({ search: 'crm' }))).toBe(true);
    expect(sameListingQuery(query({ page: 2 }), query({}))).toBe(false);
  });
});
