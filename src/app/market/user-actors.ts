import { fromPromise } from 'xstate';
import type { Cart, Favorites } from '../../domain/market/market';
import { cartMachine, type CartChange } from '../../machines/market/cart.machine';
import { favoritesMachine } from '../../machines/market/favorites.machine';
import { userActorsMachine } from './user-actors-machine';
import type { ToastInput } from '../../machines/toast/toast.types';
import type { ApiClient } from '../../services/api-client';
import { addToCart, clearCart, getCart, getFavorites, removeFromCart, setFavorite } from '../../services/market';

function sendCartChange(api: ApiClient, change: CartChange): Promise<Cart> {
  if (change.kind === 'add') return addToCart(api, change.bot.id);
  if (change.kind === 'remove') return removeFromCart(api, change.bot.id);
  return clearCart(api);
}

/** The signed-in user's cart and favourites, talking to the server and to the toasts. */
export function provideUserActors(api: ApiClient, notify: (toast: ToastInput) => void) {
  const showToast = (_: unknown, toast: ToastInput) => notify(toast);
  return userActorsMachine.provide({
    actors: {
      cart: cartMachine.provide({
        actors: {
          loadCart: fromPromise<Cart>(() => getCart(api)),
          sendCartChange: fromPromise<Cart, CartChange>(({ input }) => sendCartChange(api, input)),
        },
        actions: { showToast },
      }),
      favorites: favoritesMachine.provide({
        actors: {
          loadFavorites: fromPromise<Favorites>(() => getFavorites(api)),
          saveFavorite: fromPromise<Favorites, { id: number; favorite: boolean }>(({ input }) => setFavorite(api, input.id, input.favorite)),
        },
        actions: { showToast },
      }),
    },
  });
}
