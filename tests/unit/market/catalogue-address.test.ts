import { describe, expect, it } from 'vitest';
import { catalogueAddressOf, catalogueDefaults, catalogueQueryFromAddress, sameCatalogueQuery } from '../../../src/machines/market/catalogue-address';
import type { CatalogueQuery } from '../../../src/machines/market/catalogue.machine';

const query = (changes: Partial<CatalogueQuery>): CatalogueQuery => ({ ...catalogueDefaults, ...changes });

describe("the marketplace's address (issue 33)", () => {
  it('leaves the defaults out: the plain marketplace has no query string', () => {
    expect(catalogueAddressOf(catalogueDefaults)).toBe('');
    expect(catalogueAddressOf(query({ search: '   ' }))).toBe('');
    expect(catalogueQueryFromAddress('')).toEqual(catalogueDefaults);
  });

  it('writes each part that differs, with the chips in the order the panel shows them', () => {
    const address = catalogueAddressOf({ search: ' crm bot ', tags: ['data', 'ai'], sort: 'rating', page: 2, favoritesOnly: true });
    expect(address).toBe('?q=crm+bot&tag=ai&tag=data&sort=rating&page=2&favorites=1');
  });

  it('reads back what it writes', () => {
    const shown = query({ search: 'lead & co/?#', tags: ['ai', 'finance'], sort: 'downloads', page: 7, favoritesOnly: true });
    expect(catalogueQueryFromAddress(catalogueAddressOf(shown))).toEqual(shown);
    expect(catalogueQueryFromAddress(new URLSearchParams('q=crm&sort=popular'))).toEqual(query({ search: 'crm', sort: 'popular' }));
  });

  it('ignores what it cannot mean, part by part, without failing', () => {
    expect(catalogueQueryFromAddress('?sort=cheapest&page=0&favorites=yes&tag=unknown&tag=AI&tag=ai&q=lead')).toEqual(query({ search: 'lead', tags: ['ai'] }));
    for (const page of ['-1', '2.5', 'two', '1e3', '', '100001', '99999999999999999999']) {
      expect(catalogueQueryFromAddress(`?page=${encodeURIComponent(page)}`).page).toBe(1);
    }
    expect(catalogueQueryFromAddress('?page=100000').page).toBe(100_000);
    expect(catalogueQueryFromAddress(`?q=${'x'.repeat(201)}`).search).toBe('');
    expect(catalogueQueryFromAddress(`?q=${'x'.repeat(200)}`).search).toBe('x'.repeat(200));
    expect(catalogueQueryFromAddress('?q=%E0%A4%A&sort=rating').sort).toBe('rating');
    expect(catalogueQueryFromAddress('?favorites=true').favoritesOnly).toBe(true);
    expect(catalogueQueryFromAddress('?favorites=0').favoritesOnly).toBe(false);
  });

  it('takes the same chips in another order, or the search with spaces around it, for the same query', () => {
    expect(sameCatalogueQuery(query({ tags: ['ai', 'data'] }), query({ tags: ['data', 'ai'] }))).toBe(true);
    expect(sameCatalogueQuery(query({ search: 'crm ' }), query({ search: 'crm' }))).toBe(true);
    expect(sameCatalogueQuery(query({ page: 2 }), query({}))).toBe(false);
  });
});
