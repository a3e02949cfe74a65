import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Cart, Favorites, MarketBot, MarketPage } from '../../domain/market/market';
import { matchesSearch } from '../../domain/market/search-words';
import { cartMachine, type CartChange } from '../../machines/market/cart.machine';
import { marketListingMachine, type ListingEvent, type ListingQuery } from '../../machines/market/market-listing.machine';
import { favoritesMachine } from '../../machines/market/favorites.machine';
import { marketPanelsMachine, type MarketPanelsEvent } from '../../machines/market/market-panels.machine';
import { MarketplaceView } from './MarketplaceView';
import type { MarketBotDetail } from '../../domain/market/listing';
import { detailOf, marketFixtures, pageOf, standupReporter } from './market-story-fixtures';

export default { title: 'Market/MarketplaceView' };

const never = () => new Promise<never>(() => {});
const refuse = async (): Promise<never> => {
  throw new Error('Failed to fetch');
};

/** The story's server: searches, filters and pages the story bots as GET /v1/market/bots does. */
function answer(bots: MarketBot[]) {
  return async ({ input }: { input: ListingQuery }): Promise<MarketPage> => {
    // Every word by its stem, as the server's query finds them (D139).
    const matching = bots.filter(
      (bot) => (input.tags.length === 0 || bot.tags.some((tag) => input.tags.includes(tag))) && matchesSearch([bot.title, bot.description, bot.author, ...bot.tags].join(' '), input.search),
    );
    return pageOf(matching.slice((input.page - 1) * 12, input.page * 12), matching.length, input.page);
  };
}

interface MarketplaceProps {
  load?: (args: { input: ListingQuery }) => Promise<MarketPage>;
  cart?: Cart;
  favoriteIds?: number[];
  then?: ListingEvent[];
  panel?: MarketPanelsEvent;
  /** What GET /v1/market/bots/{id} answers the detail modal (D130). */
  detail?: (args: { input: { id: number } }) => Promise<MarketBotDetail>;
}

const answerDetail = async ({ input }: { input: { id: number } }) => detailOf(marketFixtures.find((bot) => bot.id === input.id) ?? marketFixtures[0]!);

function Marketplace({ load = answer(marketFixtures), cart = { items: [], subtotal_cents: 0 }, favoriteIds = [], then = [], panel, detail = answerDetail }: MarketplaceProps) {
  const listing = useActorRef(marketListingMachine.provide({ actors: { loadPage: fromPromise(load) } }), { input: {} });
  const cartActor = useActorRef(
    cartMachine.provide({ actors: { loadCart: fromPromise<Cart>(async () => cart), sendCartChange: fromPromise<Cart, CartChange>(never) } }),
  );
  const favorites = useActorRef(
    favoritesMachine.provide({
      actors: { loadFavorites: fromPromise<Favorites>(async () => ({ ids: favoriteIds })), saveFavorite: fromPromise<Favorites, { id: number; favorite: boolean }>(never) },
    }),
  );
  const panels = useActorRef(
    marketPanelsMachine.provide({
      actors: { loadDetail: fromPromise<MarketBotDetail, { id: number }>(detail) },
    }),
  );
  // Once the first page is shown, as a user would: filter, open a panel.
  useEffect(() => {
    const subscription = listing.subscribe((snapshot) => {
      if (!snapshot.matches('ready') && !snapshot.matches('failed')) return;
      subscription.unsubscribe();
      for (const event of then) listing.send(event);
      if (panel) panels.send(panel);
    });
    return () => subscription.unsubscribe();
  }, [listing, panels, then, panel]);
  return (
    <MarketplaceView
      listing={listing}
      panels={panels}
      cart={cartActor}
      favorites={favorites}
      onBuy={() => {}}
      onCheckout={() => {}}
      onPaymentHistory={() => {}}
      onPublish={() => {}}
    />
  );
}

const manyBots = Array.from({ length: 40 }, (_, index) => ({ ...marketFixtures[index % 3]!, id: index + 1, title: `${marketFixtures[index % 3]!.title} ${index + 1}`, owned: false }));
const inCart: Cart = { items: [standupReporter], subtotal_cents: 1999 };

/** Two reviewed bots ('4.5 (2)', '4.5 (4)') and one without reviews ('No reviews') (D83). */
export const Loaded: Story = () => <Marketplace favoriteIds={[1]} cart={inCart} />;
Loaded.meta = { routerPath: '/marketplace' };

export const Loading: Story = () => <Marketplace load={never} />;
Loading.meta = { routerPath: '/marketplace' };

export const Failed: Story = () => <Marketplace load={refuse} />;
Failed.meta = { routerPath: '/marketplace' };

export const NoBotsFound: Story = () => <Marketplace then={[{ type: 'tag.toggled', tag: 'security' }]} />;
NoBotsFound.meta = { routerPath: '/marketplace' };

export const ManyPages: Story = () => <Marketplace load={answer(manyBots)} then={[{ type: 'page.changed', page: 2 }]} />;
ManyPages.meta = { routerPath: '/marketplace' };

export const FavoritesOnly: Story = () => <Marketplace favoriteIds={[2]} then={[{ type: 'favorites.toggled', favoriteCount: 1 }]} />;
FavoritesOnly.meta = { routerPath: '/marketplace' };

/** A reviewed bot: '4.5 out of 5 · 2 reviews', as its page says (D83); what it does and needs, from its workflow (D130). */
export const DetailModal: Story = () => <Marketplace panel={{ type: 'detail.open', bot: marketFixtures[0]! }} />;
DetailModal.meta = { routerPath: '/marketplace' };

/** The card's bot at once, while what its workflow does is asked for (D130). */
export const DetailModalLoading: Story = () => <Marketplace panel={{ type: 'detail.open', bot: marketFixtures[0]! }} detail={never} />;
DetailModalLoading.meta = { routerPath: '/marketplace' };

export const DetailModalListingFailed: Story = () => <Marketplace panel={{ type: 'detail.open', bot: marketFixtures[0]! }} detail={refuse} />;
DetailModalListingFailed.meta = { routerPath: '/marketplace' };

/** An owned bot nobody has reviewed yet: 'No reviews yet' (D83). */
export const DetailModalOwned: Story = () => <Marketplace panel={{ type: 'detail.open', bot: marketFixtures[2]! }} />;
DetailModalOwned.meta = { routerPath: '/marketplace' };

/** A reviewed bot with one review: '5.0 out of 5 · 1 review' (D83). */
export const DetailModalOneReview: Story = () => <Marketplace panel={{ type: 'detail.open', bot: { ...marketFixtures[1]!, rating: 5, reviewCount: 1 } }} />;
DetailModalOneReview.meta = { routerPath: '/marketplace' };

export const CartPanel: Story = () => <Marketplace cart={inCart} panel={{ type: 'cart.open' }} />;
CartPanel.meta = { routerPath: '/marketplace' };

export const CartEmpty: Story = () => <Marketplace panel={{ type: 'cart.open' }} />;
CartEmpty.meta = { routerPath: '/marketplace' };

/** Below 1024 px the filters are an overlay (02 §2). */
export const FiltersOverlay: Story = () => <Marketplace panel={{ type: 'filters.open' }} />;
FiltersOverlay.meta = { routerPath: '/marketplace', width: 390 };
