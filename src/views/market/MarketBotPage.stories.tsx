import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Cart, Favorites } from '../../domain/market/market';
import type { MarketBotDetail } from '../../domain/market/listing';
import { cartMachine, type CartChange } from '../../machines/market/cart.machine';
import { favoritesMachine } from '../../machines/market/favorites.machine';
import { marketBotMachine } from '../../machines/market/market-bot.machine';
import { reviewsMachine } from '../../machines/market/reviews.machine';
import type { ReviewList } from '../../domain/market/reviews';
import { othersReviews, withMyReview } from './review-story-fixtures';
import { MarketBotPage } from './MarketBotPage';
import { invoiceReminderDetail, leadCaptureDetail } from './market-story-fixtures';

export default { title: 'Market/MarketBotPage' };

const never = () => new Promise<never>(() => {});

function Page({ load, reviews = othersReviews }: { load: () => Promise<MarketBotDetail>; reviews?: ReviewList }) {
  const actor = useActorRef(marketBotMachine.provide({ actors: { loadBot: fromPromise<MarketBotDetail, { id: number | null }>(load) } }), { input: { id: 1 } });
  const cart = useActorRef(cartMachine.provide({ actors: { loadCart: fromPromise<Cart>(async () => ({ items: [], subtotal_cents: 0 })), sendCartChange: fromPromise<Cart, CartChange>(never) } }));
  const favorites = useActorRef(
    favoritesMachine.provide({
      actors: { loadFavorites: fromPromise<Favorites>(async () => ({ ids: [1] })), saveFavorite: fromPromise<Favorites, { id: number; favorite: boolean }>(never) },
    }),
  );
  const reviewsActor = useActorRef(reviewsMachine.provide({ actors: { loadReviews: fromPromise<ReviewList, { botId: number }>(async () => reviews) } }), { input: { botId: 1 } });
  return <MarketBotPage actor={actor} cart={cart} favorites={favorites} reviews={reviewsActor} onBuy={() => {}} onBack={() => {}} />;
}

/** Its steps, needs and changelog in Features, its version in the info box (D130). */
export const Loaded: Story = () => <Page load={async () => leadCaptureDetail} />;
Loaded.meta = { routerPath: '/marketplace/1' };

export const Owned: Story = () => <Page load={async () => invoiceReminderDetail} reviews={withMyReview} />;
Owned.meta = { routerPath: '/marketplace/3' };

export const Loading: Story = () => <Page load={never} />;
Loading.meta = { routerPath: '/marketplace/1' };

export const Failed: Story = () => (
  <Page
    load={async () => {
      throw new Error('Failed to fetch');
    }}
  />
);
Failed.meta = { routerPath: '/marketplace/1' };
