import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MarketPage } from '../../../src/domain/market/market';
import { pageOf } from '../../../src/views/market/market-story-fixtures';
import { catalogueMachine, marketSearchDebounceMs, type AddressWrite, type CatalogueQuery } from '../../../src/machines/market/catalogue.machine';

/** Forty bots: four pages, none shown (the grid is not what these tests look at). */
const page = pageOf([], 40);

function start(input: Partial<CatalogueQuery> = {}) {
  vi.useFakeTimers();
  const writes: AddressWrite[] = [];
  const asked: CatalogueQuery[] = [];
  const actor = createActor(
    catalogueMachine.provide({
      actors: {
        loadPage: fromPromise<MarketPage, CatalogueQuery>(async ({ input: query }) => {
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

describe('what the catalogue writes to the address (issue 33)', () => {
  it('opens on the query of the address, and writes nothing for it', async () => {
    const { actor, writes, asked } = start({ search: 'crm', tags: ['ai'], sort: 'rating', page: 2, favoritesOnly: true });
    await settle();
    expect(asked).toEqual([{ search: 'crm', tags: ['ai'], sort: 'rating', page: 2, favoritesOnly: true }]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(writes).toEqual([]);
  });

  it('writes the search once its debounce is over, not on each key: a new entry, then replacing it while typing on', async () => {
    const { actor, writes } = start();
    await settle();
    for (const text of ['c', 'cr', 'crm']) actor.send({ type: 'search.changed', text });
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(marketSearchDebounceMs);
    expect(writes).toEqual([{ history: 'push', query: { search: 'crm', tags: [], sort: 'newest', page: 1, favoritesOnly: false } }]);
    actor.send({ type: 'search.changed', text: 'crm bot' });
    await vi.advanceTimersByTimeAsync(marketSearchDebounceMs);
    expect(writes.at(-1)).toEqual({ history: 'replace', query: { search: 'crm bot', tags: [], sort: 'newest', page: 1, favoritesOnly: false } });
    // After a chip, a new search is an entry of its own again.
    actor.send({ type: 'tag.toggled', tag: 'ai' });
    await settle();
    actor.send({ type: 'search.changed', text: 'lead' });
    await vi.advanceTimersByTimeAsync(marketSearchDebounceMs);
    expect(writes.map((write) => write.history)).toEqual(['push', 'replace', 'push', 'push']);
  });

  it('replaces the entry for a search cut short by a refresh', async () => {
    const { actor, writes } = start({ page: 4 });
    await settle();
    // A refresh while typing asks for the search at once, and the address says so.
    actor.send({ type: 'search.changed', text: 'crm' });
    actor.send({ type: 'catalogue.refresh' });
    await settle();
    expect(writes).toEqual([{ history: 'replace', query: { search: 'crm', tags: [], sort: 'newest', page: 1, favoritesOnly: false } }]);
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
    const back: CatalogueQuery = { search: 'lead', tags: [], sort: 'downloads', page: 3, favoritesOnly: false };
    actor.send({ type: 'address.changed', query: back });
    await settle();
    expect(asked.at(-1)).toEqual(back);
    expect(asked).toHaveLength(2);
    expect(writes).toEqual([]);
  });
});
