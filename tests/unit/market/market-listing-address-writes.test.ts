import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MarketPage } from '../../../src/domain/market/market';
import { pageOf } from '../../../src/views/market/market-story-fixtures';
import { marketListingMachine, marketSearchDebounceMs, type AddressWrite, type ListingQuery } from '../../../src/machines/market/market-listing.machine';

/** Forty bots: four pages, none shown (the grid is not what these tests look at). */
const page = pageOf([], 40);

function start(input: Partial<ListingQuery> = {}) {
  vi.useFakeTimers();
  const writes: AddressWrite[] = [];
  const asked: ListingQuery[] = [];
  const actor = createActor(
    marketListingMachine.provide({
      actors: {
        loadPage: fromPromise<MarketPage, ListingQuery>(async ({ input: query }) => {
          asked.push(query);
          return page;
        }),
      },
      actions: { writeAddress: (_, write) => void writes.push(write) },
    }),
    { input },
  ).start();
  return { actor, writes, asked };
}

const settle = async () => {
  await vi.advanceTimersByTimeAsync(0);
};

afterEach(() => void vi.useRealTimers());

describe('what the listing writes to the address (D97)', () => {
  it('opens on the query of the address, and writes nothing for it', async () => {
    const { actor, writes, asked } = start({ search: 'crm', tags: ['ai'], sort: 'rating', page: 2, favoritesOnly: true });
    await settle();
    expect(asked).toEqual([{ search: 'crm', tags: ['ai'], sort: 'rating', page: 2, favoritesOnly: true }]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(writes).toEqual([]);
  });

  it('asks for a lone key at once, waits for a burst of keys to pause, and writes one entry for the typing', async () => {
    const { actor, writes, asked } = start();
    await settle();
    const query = (search: string) => ({ search, tags: [], sort: 'newest', page: 1, favoritesOnly: false });
    // A key after a pause is asked for at once, in an entry of its own.
    actor.send({ type: 'search.changed', text: 'c' });
    expect(asked.at(-1)).toEqual(query('c'));
    expect(writes).toEqual([{ history: 'push', query: query('c') }]);
    // Keys close behind it wait until the typing pauses, then one request and one write replace it.
    for (const text of ['cr', 'crm']) actor.send({ type: 'search.changed', text });
    await vi.advanceTimersByTimeAsync(marketSearchDebounceMs - 1);
    expect(asked.at(-1)).toEqual(query('c'));
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.at(-1)).toEqual(query('crm'));
    expect(writes.at(-1)).toEqual({ history: 'replace', query: query('crm') });
    // The next key after a pause is asked for at once and replaces the same entry.
    await vi.advanceTimersByTimeAsync(marketSearchDebounceMs);
    actor.send({ type: 'search.changed', text: 'crm bot' });
    expect(asked.at(-1)).toEqual(query('crm bot'));
    expect(writes.at(-1)).toEqual({ history: 'replace', query: query('crm bot') });
    expect(asked.map((one) => one.search)).toEqual(['', 'c', 'crm', 'crm bot']);
    // After a chip, a new search is an entry of its own again.
    await settle();
    actor.send({ type: 'tag.toggled', tag: 'ai' });
    await settle();
    actor.send({ type: 'search.changed', text: 'lead' });
    expect(writes.map((write) => write.history)).toEqual(['push', 'replace', 'replace', 'push', 'push']);
  });

  it('replaces the entry for a search cut short by a refresh', async () => {
    const { actor, writes } = start({ page: 4 });
    await settle();
    // A refresh while a burst of keys waits asks for the search at once, and the address says so.
    actor.send({ type: 'search.changed', text: 'cr' });
    actor.send({ type: 'search.changed', text: 'crm' });
    expect(actor.getSnapshot().matches('debouncing')).toBe(true);
    actor.send({ type: 'listing.refresh' });
    await settle();
    expect(writes.at(-1)).toEqual({ history: 'replace', query: { search: 'crm', tags: [], sort: 'newest', page: 1, favoritesOnly: false } });
  });

  it('pushes an entry for each chip, sort, page and favourites change', async () => {
    const { actor, writes } = start();
    await settle();
    actor.send({ type: 'tag.toggled', tag: 'ai' });
    await settle();
    actor.send({ type: 'sort.changed', sort: 'rating' });
    await settle();
    actor.send({ type: 'page.changed', page: 2 });
    await settle();
    actor.send({ type: 'favorites.toggled', favoriteCount: 1 });
    await settle();
    expect(writes.map((write) => write.history)).toEqual(['push', 'push', 'push', 'push']);
    expect(writes.map((write) => write.query)).toEqual([
      { search: '', tags: ['ai'], sort: 'newest', page: 1, favoritesOnly: false },
      { search: '', tags: ['ai'], sort: 'rating', page: 1, favoritesOnly: false },
      { search: '', tags: ['ai'], sort: 'rating', page: 2, favoritesOnly: false },
      { search: '', tags: ['ai'], sort: 'rating', page: 1, favoritesOnly: true },
    ]);
  });

  it('shows what a changed address asks for without writing it back, and ignores the one it shows', async () => {
    const { actor, writes, asked } = start({ tags: ['ai'] });
    await settle();
    actor.send({ type: 'address.changed', query: { search: '', tags: ['ai'], sort: 'newest', page: 1, favoritesOnly: false } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    const back: ListingQuery = { search: 'lead', tags: [], sort: 'downloads', page: 3, favoritesOnly: false };
    actor.send({ type: 'address.changed', query: back });
    await settle();
    expect(asked.at(-1)).toEqual(back);
    expect(asked).toHaveLength(2);
    expect(writes).toEqual([]);
  });
});
