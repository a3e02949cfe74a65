import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../machines/market/cart.machine';
import type { favoritesMachine } from '../../machines/market/favorites.machine';
import { cartSystemId, favoritesSystemId } from './user-actors-machine';
import { useAppSystem } from '../app-system-context';

export interface UserActors {
  cart: ActorRefFrom<typeof cartMachine>;
  favorites: ActorRefFrom<typeof favoritesMachine>;
}

/**
 * The signed-in user's cart and favourites from the app's actor system: every screen that shows
 * them reads these same actors. Null while nobody is signed in (they exist only inside a session).
 */
export function useUserActors(): UserActors | null {
  const { session } = useAppSystem();
  const cart = useSelector(session, () => session.system.get(cartSystemId) as UserActors['cart'] | undefined);
  const favorites = useSelector(session, () => session.system.get(favoritesSystemId) as UserActors['favorites'] | undefined);
  return cart && favorites ? { cart, favorites } : null;
}
