import { shallowEqual, useSelector } from '@xstate/react';
import { Heart, History, SlidersHorizontal, ShoppingCart } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { marketSortLabels, marketSorts, type MarketBot, type MarketSort } from '../../domain/market/market';
import { usdFromCents } from '../../domain/money';
import type { cartMachine } from '../../machines/market/cart.machine';
import { selectCartCount, selectCartItems, selectCartTotalCents } from '../../machines/market/cart.selectors';
import type { marketListingMachine } from '../../machines/market/market-listing.machine';
import * as listing from '../../machines/market/market-listing.selectors';
import type { favoritesMachine } from '../../machines/market/favorites.machine';
import { selectFavoriteCount, selectFavoriteIds, selectFavoritesFailed } from '../../machines/market/favorites.selectors';
import type { marketPanelsMachine } from '../../machines/market/market-panels.machine';
import { selectCartOpen, selectDetailBot, selectDetailListing, selectDetailListingStatus, selectFiltersOpen } from '../../machines/market/market-panels.selectors';
import { Button } from '../ui/Button';
import { DialogHeader, DrawerDialog } from '../ui/Dialog';
import { LoadFailed } from '../ui/LoadFailed';
import { Pagination } from '../ui/Pagination';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import { CartPanel } from './CartPanel';
import { MarketBotCard, type MarketBotHandlers } from './MarketBotCard';
import { MarketBotDialog } from './MarketBotDialog';
import { MarketFilters } from './MarketFilters';
import * as styles from './MarketplaceView.css';

// The marketplace's parts, laid out by MarketplaceView. Each reads only what it shows from the actors,
// so a keystroke renders the search box, the count's busy mark and the grid's aria-busy, and the
// answer the count, the grid and the pages: nothing else of the page (keystroke to grid within
// 100 ms, D107, D111).

/** The actors the marketplace shows. */
export interface MarketActors {
  listing: ActorRefFrom<typeof marketListingMachine>;
  panels: ActorRefFrom<typeof marketPanelsMachine>;
  cart: ActorRefFrom<typeof cartMachine>;
  favorites: ActorRefFrom<typeof favoritesMachine>;
}

const sortOptions = marketSorts.map((sort) => ({ value: sort, label: marketSortLabels[sort] }));

type ListingActor = MarketActors['listing'];

export function Filters({ listing: actor }: { listing: ListingActor }) {
  const search = useSelector(actor, listing.selectSearch);
  const chosenTags = useSelector(actor, listing.selectChosenTags);
  const hasFilters = useSelector(actor, listing.selectHasFilters);
  // Stable, so a key re-renders the search box and not the chips (MarketFilters memoises them).
  const onSearch = useCallback((text: string) => actor.send({ type: 'search.changed', text }), [actor]);
  const onToggleTag = useCallback((tag: string) => actor.send({ type: 'tag.toggled', tag }), [actor]);
  const onClear = useCallback(() => actor.send({ type: 'filters.cleared' }), [actor]);
  return <MarketFilters search={search} chosenTags={chosenTags} hasFilters={hasFilters} onSearch={onSearch} onToggleTag={onToggleTag} onClear={onClear} />;
}

/** The results line: how many bots, which of them, and the busy mark while the next page loads. */
export function ResultsCount({ listing: actor }: { listing: ListingActor }) {
  const total = useSelector(actor, listing.selectTotal);
  const page = useSelector(actor, listing.selectPage);
  const pageCount = useSelector(actor, listing.selectPageCount);
  const loading = useSelector(actor, listing.selectLoading);
  const firstLoad = useSelector(actor, listing.selectFirstLoad);
  const range = useSelector(actor, listing.selectRange, shallowEqual);
  return (
    <p className={styles.count} role="status">
      {firstLoad ? 'Loading bots...' : `${total} ${total === 1 ? 'bot' : 'bots'} found`}
      {total > 0 ? (
        <span className={styles.muted}>
          <span className={styles.separator}> · </span>
          {`Showing ${range.first}-${range.last}, page ${page} of ${pageCount}`}
        </span>
      ) : null}
      {loading && !firstLoad ? <Spinner /> : null}
    </p>
  );
}

interface ResultsControlsProps extends MarketActors {
  wide: boolean;
  onPaymentHistory: () => void;
}

export function ResultsControls({ listing: actor, panels, cart, favorites, onPaymentHistory, wide }: ResultsControlsProps) {
  const sort = useSelector(actor, listing.selectSort);
  const favoritesOnly = useSelector(actor, listing.selectFavoritesOnly);
  const favoriteCount = useSelector(favorites, selectFavoriteCount);
  const cartCount = useSelector(cart, selectCartCount);
  const cartTotal = useSelector(cart, selectCartTotalCents);
  return (
    <div className={styles.resultsControls}>
      {wide ? null : (
        <Button variant="secondary" size="sm" onPress={() => panels.send({ type: 'filters.open' })}>
          <SlidersHorizontal size={16} aria-hidden="true" /> Filters
        </Button>
      )}
      <div className={styles.sort}>
        <SelectField<MarketSort> label="Sort by" value={sort} options={sortOptions} onChange={(next) => actor.send({ type: 'sort.changed', sort: next })} />
      </div>
      <Button variant={favoritesOnly ? 'primary' : 'secondary'} size="sm" onPress={() => actor.send({ type: 'favorites.toggled', favoriteCount })}>
        <Heart size={16} aria-hidden="true" fill={favoritesOnly ? 'currentColor' : 'none'} />
        {favoritesOnly ? 'Show All' : 'Favorites Only'} ({favoriteCount})
      </Button>
      <Button variant="secondary" size="sm" onPress={onPaymentHistory}>
        <History size={16} aria-hidden="true" /> Payment History
      </Button>
      <Button size="sm" onPress={() => panels.send({ type: 'cart.open' })} aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'bot' : 'bots'}, ${usdFromCents(cartTotal)}`}>
        <ShoppingCart size={16} aria-hidden="true" /> Cart ({cartCount}) · {usdFromCents(cartTotal)}
      </Button>
    </div>
  );
}

export function Notices({ listing: actor, favorites }: Pick<MarketActors, 'listing' | 'favorites'>) {
  const favoritesFailed = useSelector(favorites, selectFavoritesFailed);
  const failed = useSelector(actor, listing.selectFailed);
  const empty = useSelector(actor, listing.selectEmpty);
  return (
    <>
      {favoritesFailed ? (
        <p className={styles.muted} role="alert">
          Your favorites could not be loaded.{' '}
          <Button variant="ghost" size="sm" onPress={() => favorites.send({ type: 'favorites.reload' })}>
            Load favorites
          </Button>
        </p>
      ) : null}
      {failed ? (
        <LoadFailed subject="The marketplace" className={styles.notice} textClassName={styles.muted} onRetry={() => actor.send({ type: 'list.retry' })} />
      ) : null}
      {empty ? (
        <div className={styles.notice}>
          <h2 className={styles.noticeTitle}>No bots found</h2>
          <p className={styles.muted}>Try adjusting your search or filter criteria</p>
        </div>
      ) : null}
    </>
  );
}

interface GridProps extends Pick<MarketActors, 'listing' | 'cart' | 'favorites'>, MarketBotHandlers {}

/** The cards; each is memoised by its bot, so a busy mark or a heart renders no other card. */
export function Grid({ listing: actor, cart, favorites, onFavorite, onAddToCart, onBuy, onInfo }: GridProps) {
  const items = useSelector(actor, listing.selectItems);
  const loading = useSelector(actor, listing.selectLoading);
  const favoriteIds = useSelector(favorites, selectFavoriteIds);
  const cartItems = useSelector(cart, selectCartItems);
  const cartIds = useMemo(() => new Set(cartItems.map((item) => item.id)), [cartItems]);
  if (items.length === 0) return null;
  return (
    <ul className={styles.grid} aria-label="Bots" aria-busy={loading || undefined}>
      {items.map((bot) => (
        <MarketBotCard
          key={bot.id}
          bot={bot}
          isFavorite={favoriteIds.includes(bot.id)}
          inCart={cartIds.has(bot.id)}
          onFavorite={onFavorite}
          onAddToCart={onAddToCart}
          onBuy={onBuy}
          onInfo={onInfo}
        />
      ))}
    </ul>
  );
}

export function Pages({ listing: actor }: { listing: ListingActor }) {
  const page = useSelector(actor, listing.selectPage);
  const pageCount = useSelector(actor, listing.selectPageCount);
  const buttons = useSelector(actor, listing.selectPageButtons, shallowEqual);
  return <Pagination label="Marketplace pages" page={page} pageCount={pageCount} buttons={buttons} onChange={(next) => actor.send({ type: 'page.changed', page: next })} />;
}

interface PanelsProps extends MarketActors {
  wide: boolean;
  onBuy: (bot: MarketBot) => void;
  onCheckout: () => void;
  onFavorite: (bot: MarketBot) => void;
  onAddToCart: (bot: MarketBot) => void;
}

export function Panels({ listing: actor, panels, cart, favorites, onBuy, onCheckout, wide, onFavorite, onAddToCart }: PanelsProps) {
  const detailBot = useSelector(panels, selectDetailBot);
  const detailListing = useSelector(panels, selectDetailListing);
  const detailListingStatus = useSelector(panels, selectDetailListingStatus);
  const cartOpen = useSelector(panels, selectCartOpen);
  const filtersOpen = useSelector(panels, selectFiltersOpen);
  const isDetailFavorite = useSelector(favorites, (snapshot) => detailBot !== null && selectFavoriteIds(snapshot).includes(detailBot.id));
  const total = useSelector(actor, listing.selectTotal);
  return (
    <>
      <MarketBotDialog
        bot={detailBot}
        isFavorite={isDetailFavorite}
        onClose={() => panels.send({ type: 'detail.close' })}
        listing={detailListing}
        listingStatus={detailListingStatus}
        onRetryListing={() => panels.send({ type: 'detail.retry' })}
        onFavorite={onFavorite}
        onAddToCart={onAddToCart}
        onBuy={(bot) => {
          panels.send({ type: 'detail.close' });
          onBuy(bot);
        }}
      />
      <CartPanel
        cart={cart}
        isOpen={cartOpen}
        onOpenChange={(open) => panels.send({ type: open ? 'cart.open' : 'cart.close' })}
        onCheckout={() => {
          panels.send({ type: 'cart.close' });
          onCheckout();
        }}
      />
      {wide ? null : (
        <DrawerDialog isOpen={filtersOpen} onOpenChange={(open) => panels.send({ type: open ? 'filters.open' : 'filters.close' })} side="left">
          {({ close }) => (
            <div className={styles.cartPanel}>
              <DialogHeader title="Filters" closeLabel="Close filters" onClose={close} />
              <Filters listing={actor} />
              <Button onPress={close}>Show {total} bots</Button>
            </div>
          )}
        </DrawerDialog>
      )}
    </>
  );
}
