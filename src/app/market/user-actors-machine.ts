import { setup } from 'xstate';
import { cartMachine } from '../../machines/market/cart.machine';
import { favoritesMachine } from '../../machines/market/favorites.machine';
import type { UserActorsInput } from '../../machines/session/session.machine';

/** The ids the user's actors are registered under in the app's actor system (`system.get(...)`). */
export const cartSystemId = 'cart';
export const favoritesSystemId = 'favorites';

/**
 * The actors that belong to the signed-in user (architecture.md: the per-user actor system): the
 * session invokes this at sign-in and stops it at sign-out, so nothing of one user's cart or
 * favourites outlives their session or reaches the next user. Screens find them by system id.
 */
export const userActorsMachine = setup({
  types: {
    input: {} as UserActorsInput,
  },
  actors: {
    cart: cartMachine,
    favorites: favoritesMachine,
  },
}).createMachine({
  id: 'userActors',
  invoke: [
    { id: 'cart', systemId: cartSystemId, src: 'cart' },
    { id: 'favorites', systemId: favoritesSystemId, src: 'favorites' },
  ],
});
