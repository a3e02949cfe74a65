import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Cart, Favorites, MarketBot, MarketPage } from '../../domain/market/market';
import { cartMachine, type CartChange } from '../../machines/market/cart.machine';
import { marketListingMachine, type ListingEvent, type ListingQuery } from '../../machines/market/market-listing.machine';
import { favoritesMachine } from '../../machines/market/favorites.machine';
import { marketPanelsMachine, type MarketPanelsEvent } from '../../machines/market/market-panels.machine';
import { publishBotMachine, type PublishEvent, type PublishRequest } from '../../machines/market/publish-bot.machine';
import { MarketplaceView } from './MarketplaceView';
import { marketFixtures, pageOf, standupReporter } from './market-story-fixtures';
import { PublishBotDialog } from './PublishBotDialog';

export default { title: 'Market/MarketplaceView' };

const never = () => new Promise<never>(() => {});
const refuse = async (): Promise<never> => {
  throw new Error('Failed to fetch');
};

/** The story's server: searches, filters and pages the story bots as GET /v1/market/bots does. */
function answer(bots: MarketBot[]) {
  return async ({ input }: { input: ListingQuery }): Promise<MarketPage> => {
    const term = input.search.toLowerCase();
    const matching = bots.filter(
      (bot) =>
        (input.tags.length === 0 || bot.tags.some((tag) => input.tags.includes(tag))) &&
        [bot.title, bot.description, bot.author, ...bot.tags].some((text) => text.toLowerCase().includes(term)),
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
  publish?: PublishEvent[];
  publishing?: (args: { input: PublishRequest }) => Promise<MarketBot>;
}

function Marketplace({ load = answer(marketFixtures), cart = { items: [], subtotal_cents: 0 }, favoriteIds = [], then = [], panel, publish = [], publishing = never }: MarketplaceProps) {
  const listing = useActorRef(marketListingMachine.provide({ actors: { loadPage: fromPromise(load) } }), { input: {} });
  const cartActor = useActorRef(
    cartMachine.provide({ actors: { loadCart: fromPromise<Cart>(async () => cart), sendCartChange: fromPromise<Cart, CartChange>(never) } }),
  );
  const favorites = useActorRef(
    favoritesMachine.provide({
      actors: { loadFavorites: fromPromise<Favorites>(async () => ({ ids: favoriteIds })), saveFavorite: fromPromise<Favorites, { id: number; favorite: boolean }>(never) },
    }),
  );
  const panels = useActorRef(marketPanelsMachine);
  const publisher = useActorRef(publishBotMachine.provide({ actors: { publishBot: fromPromise(publishing) } }));
  // Once the first page is shown, as a user would: filter, open a panel, fill the upload modal.
  useEffect(() => {
    const subscription = listing.subscribe((snapshot) => {
      if (!snapshot.matches('ready') && !snapshot.matches('failed')) return;
      subscription.unsubscribe();
      for (const event of then) listing.send(event);
      if (panel) panels.send(panel);
      for (const event of publish) publisher.send(event);
    });
    return () => subscription.unsubscribe();
  }, [listing, panels, publisher, then, panel, publish]);
  return (
    <MarketplaceView
      listing={listing}
      panels={panels}
      cart={cartActor}
      favorites={favorites}
      onBuy={() => {}}
      onCheckout={() => {}}
      onPaymentHistory={() => {}}
      onPublish={() => publisher.send({ type: 'dialog.open' })}
    >
      <PublishBotDialog actor={publisher} />
    </MarketplaceView>
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

/** A reviewed bot: '4.5 out of 5 · 2 reviews', as its page says (D83). */
export const DetailModal: Story = () => <Marketplace panel={{ type: 'detail.open', bot: marketFixtures[0]! }} />;
DetailModal.meta = { routerPath: '/marketplace' };

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

export const PublishEmpty: Story = () => <Marketplace publish={[{ type: 'dialog.open' }]} />;
PublishEmpty.meta = { routerPath: '/marketplace' };

export const PublishRefused: Story = () => <Marketplace publish={[{ type: 'dialog.open' }, { type: 'field.changed', field: 'price', value: '-1' }, { type: 'form.submit' }]} />;
PublishRefused.meta = { routerPath: '/marketplace' };

export const Publishing: Story = () => (
  <Marketplace publish={[{ type: 'dialog.open' }, { type: 'field.changed', field: 'name', value: 'Weather Poster' }, { type: 'form.submit' }]} />
);
Publishing.meta = { routerPath: '/marketplace' };
