import { describe, expect, it } from 'vitest';
import { slugOf, titleFromSlug } from '../../src/services/contract/sequence-slug';

describe('sequence slugs', () => {
  it('lowercases the title and turns spaces to hyphens', () => {
    expect(slugOf('Morning Report')).toBe('morning-report');
    expect(slugOf('  Scrape   Prices Daily ')).toBe('scrape-prices-daily');
  });

  it('gives the designer a title back with each word capitalised', () => {
    expect(titleFromSlug('morning-report')).toBe('Morning Report');
    expect(titleFromSlug('api-sync--v2')).toBe('Api Sync V2');
  });
});
