import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Favorites, MarketPage } from '../../../src/domain/market/market';
import { listingAddressOf } from '../../../src/machines/market/listing-query-address';
import { marketListingMachine, lastPageOf, marketSearchDebounceMs, type ListingQuery } from '../../../src/machines/market/market-listing.machine';
import { leadCapture, marketFixtures, pageOf } from '../../../src/views/market/market-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel, eventually } from '../harness';
import { refused } from '../refused';
import { mountMarketplace } from './marketplace-harness';

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const loadPage = createDeferredActor<MarketPage, ListingQuery>();
  // The user has one favourite, so Favorites Only can be turned on from the view.
  const sut = mountMarketplace({ loadPage: loadPage.logic, loadFavorites: fromPromise<Favorites>(async () => ({ ids: [leadCapture.id] })) });
  return { ...sut, actor: sut.listing, loadPage };
}
type Sut = ReturnType<typeof mount>;

const onePage = pageOf(marketFixtures);
const threePages = pageOf(marketFixtures, 30);
const nothing = pageOf([], 0);
/** The answer after the shown page lost its last bots: twelve are left, so page 1 is the last. */
const shrunk = pageOf([], 12);
/** An earlier entry of the history: a search, a chip and a sort. */
const steppedBackTo: ListingQuery = { search: 'crm', tags: ['ai'], sort: 'popular', favoritesOnly: false, page: 1 };

/** Between keys the address keeps the last query asked for; otherwise it is the query shown. */
function expectAddressOf(sut: Sut) {
  expect(sut.address()).toBe(listingAddressOf(sut.listing.getSnapshot().context));
}

/** On a phone-sized view the filters are in the Filters overlay: open it, act, close it. */
async function inFilters(actOnPanel: (panel: HTMLElement) => void) {
  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  // Not findByRole: its polling runs on the timers this test fakes.
  let panel: HTMLElement | null = null;
  await eventually(() => void (panel = screen.getByRole('dialog', { name: 'Filters' })));
  actOnPanel(panel!);
  fireEvent.click(within(panel!).getByRole('button', { name: 'Close filters' }));
  await eventually(() => void expect(screen.queryByRole('dialog')).toBeNull());
}

const shownTitles = () => screen.queryAllByTestId('market-bot-card').map((card) => within(card).getByRole('heading').textContent);

describeModel('listing machine with the marketplace grid', {
  machine: marketListingMachine,
  events: (snapshot) => [
    { type: 'xstate.done.actor.loadPage', output: onePage },
    { type: 'xstate.done.actor.loadPage', output: threePages },
    { type: 'xstate.done.actor.loadPage', output: nothing },
    { type: 'xstate.done.actor.loadPage', output: shrunk },
    { type: 'xstate.error.actor.loadPage', error: refused(500, 'Internal server error') },
    // Another text than the box holds, or the browser would fire no change.
    { type: 'search.changed', text: snapshot.context.search === 'lead' ? 'lead bot' : 'lead' },
    { type: 'xstate.after.searchDebounce.listing.debouncing' },
    { type: 'xstate.after.searchDebounce.listing.loading.afterKey' },
    { type: 'tag.toggled', tag: 'finance' },
    { type: 'filters.cleared' },
    { type: 'sort.changed', sort: 'rating' },
    { type: 'favorites.toggled', favoriteCount: 1 },
    { type: 'favorites.toggled', favoriteCount: 0 },
    { type: 'page.changed', page: 3 },
    { type: 'favorites.changed' },
    { type: 'listing.refresh' },
    { type: 'list.retry' },
    // Back or Forward to another grid (or the navigation bar's plain /marketplace).
    { type: 'address.changed', query: steppedBackTo },
  ],
  // Which page, how many pages and whether only favourites show decide which moves are possible.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.page, lastPageOf(snapshot.context.total), snapshot.context.favoritesOnly]),
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.unmount();
    vi.useRealTimers();
  },
  execute: {
    'xstate.done.actor.loadPage': (sut, event) => sut.loadPage.resolve(event.output as MarketPage),
    'xstate.error.actor.loadPage': (sut, event) => sut.loadPage.reject(event.error),
    'search.changed': (_sut, event) =>
      inFilters((panel) => fireEvent.change(within(panel).getByPlaceholderText('Search bots...'), { target: { value: event.text } })),
    'xstate.after.searchDebounce.listing.debouncing': () => act(() => void vi.advanceTimersByTime(marketSearchDebounceMs)),
    'xstate.after.searchDebounce.listing.loading.afterKey': () => act(() => void vi.advanceTimersByTime(marketSearchDebounceMs)),
    'tag.toggled': () => inFilters((panel) => fireEvent.click(within(panel).getByRole('button', { name: 'Finance' }))),
    'filters.cleared': () => inFilters((panel) => fireEvent.click(within(panel).getByRole('button', { name: 'Clear all filters' }))),
    'sort.changed': () => {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rating' } });
    },
    'favorites.toggled': async (sut, event) => {
      // With no favourite at all the button says so without switching (02 §4); the fake user always has one.
      if (event.favoriteCount === 0) {
        sut.listing.send({ type: 'favorites.toggled', favoriteCount: 0 });
        return;
      }
      await eventually(() => void expect(screen.getByRole('button', { name: /^(Favorites Only|Show All) \(\d\)$/ })).toBeInTheDocument());
      fireEvent.click(screen.getByRole('button', { name: /^(Favorites Only|Show All) \(\d\)$/ }));
    },
    'page.changed': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    },
    'favorites.changed': () => {
      // Another bot than the favourite one, so the user keeps at least one favourite.
      fireEvent.click(screen.getByRole('button', { name: /Slack Standup Reporter (to|from) favorites$/ }));
    },
    // Sent by the publish dialog, which has its own generated paths.
    'listing.refresh': (sut, event) => sut.listing.send(event as never),
    'list.retry': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
    // A new address the page did not write: the screen's follower sends it to the machine.
    'address.changed': (sut, event) => sut.goTo(listingAddressOf(event.query as ListingQuery)),
  },
  assertions: {
    // The page on screen stays, marked busy, while the query it was asked for is on its way.
    loading: (sut: Sut) => {
      const { search, tags, sort, favoritesOnly, page } = sut.listing.getSnapshot().context;
      expect(sut.loadPage.calls.at(-1)).toEqual({ search: search.trim(), tags, sort, favoritesOnly, page });
      if (shownTitles().length > 0) expect(screen.getByRole('list', { name: 'Bots' })).toHaveAttribute('aria-busy', 'true');
      expectAddressOf(sut);
    },
    debouncing: (sut: Sut) => {
      expect(sut.listing.getSnapshot().context.search).toMatch(/^lead( bot)?$/);
      expect(sut.listing.getSnapshot().context.page).toBe(1);
      // A key close behind the last one asks for nothing yet: the address keeps the search last asked for.
      expect(sut.address()).toBe(listingAddressOf(sut.loadPage.calls.at(-1)!));
    },
    ready: (sut: Sut) => {
      expectAddressOf(sut);
      const { items, total, page } = sut.listing.getSnapshot().context;
      expect(shownTitles()).toEqual(items.map((bot) => bot.title));
      if (total === 0) {
        expect(screen.getByText('No bots found')).toBeInTheDocument();
        expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
      } else {
        expect(screen.getByRole('status')).toHaveTextContent(`${total} bots found · Showing ${(page - 1) * 12 + 1}-${(page - 1) * 12 + items.length}, page ${page} of ${lastPageOf(total)}`);
      }
      const toast = sut.showToast.mock.calls.at(-1)?.[0];
      if (toast?.title === 'No favorites yet') {
        expect(toast.description).toBe("You haven't liked any bots yet. Click the heart icon on any bot to add it to your favorites!");
      }
    },
    failed: (sut: Sut) => {
      expectAddressOf(sut);
      expect(screen.getByRole('alert')).toHaveTextContent('The marketplace could not be loaded.');
    },
  },
});
