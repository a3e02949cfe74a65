import { fromPromise } from 'xstate';
import type { Cart, Favorites } from '../../domain/market/market';
import { cartMachine, type CartChange } from '../../machines/market/cart.machine';
import { favoritesMachine } from '../../machines/market/favorites.machine';
import type { UserActorLogic } from '../../machines/session/user-actors.machine';
import type { ToastInput } from '../../machines/toast/toast.types';
import type { ApiClient } from '../../services/api-client';

/**
 * The market service checks each answer with zod (about 25 kB gzip): fetched with the first cart or
 * favourites call after sign-in, not with every page's entry chunk (D46's first-load budget).
 */
const marketService = () => import('../../services/market');

async function sendCartChange(api: ApiClient, change: CartChange): Promise<Cart> {
  const { addToCart, clearCart, removeFromCart } = await marketService();
  if (change.kind === 'add') return addToCart(api, change.bot.id);
  if (change.kind === 'remove') return removeFromCart(api, change.bot.id);
  return clearCart(api);
}

/**
 * The signed-in user's cart and favourites, talking to the server and to the toasts. This module is
 * loaded at sign-in (app-system.ts), not with the first page.
 */
export function userActorLogic(api: ApiClient, notify: (toast: ToastInput) => void): UserActorLogic {
  const showToast = (_: unknown, toast: ToastInput) => notify(toast);
  return {
    cart: cartMachine.provide({
      actors: {
        loadCart: fromPromise<Cart>(async () => (await marketService()).getCart(api)),
        sendCartChange: fromPromise<Cart, CartChange>(({ input }) => sendCartChange(api, input)),
      },
      actions: { showToast },
    }),
    favorites: favoritesMachine.provide({
      actors: {
        loadFavorites: fromPromise<Favorites>(async () => (await marketService()).getFavorites(api)),
        saveFavorite: fromPromise<Favorites, { id: number; favorite: boolean }>(async ({ input }) => (await marketService()).setFavorite(api, input.id, input.favorite)),
      },
      actions: { showToast },
    }),
  };
}
