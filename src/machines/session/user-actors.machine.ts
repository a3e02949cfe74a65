import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { cartMachine } from '../market/cart.machine';
import type { favoritesMachine } from '../market/favorites.machine';
import type { UserActorsInput } from './session.machine';

/** The ids the user's actors are registered under in the app's actor system (`system.get(...)`). */
export const cartSystemId = 'cart';
export const favoritesSystemId = 'favorites';

/** The machines of the user's own actors, already given their side effects. */
export interface UserActorLogic {
  cart: typeof cartMachine;
  favorites: typeof favoritesMachine;
}

export interface UserActors {
  cart: ActorRefFrom<typeof cartMachine>;
  favorites: ActorRefFrom<typeof favoritesMachine>;
}

export interface UserActorsContext {
  /** Null until their code has loaded. */
  actors: UserActors | null;
}

/**
 * The actors that belong to the signed-in user (architecture.md: the per-user actor system): the
 * session invokes this at sign-in and stops it at sign-out, so nothing of one user's cart or
 * favourites outlives their session or reaches the next user. Screens find them by system id.
 *
 * Their code is loaded when someone signs in, not with every page's first load (the sign-in pages'
 * 150 kB budget); a load that fails (the network dropped) is tried again after a pause.
 */
export const userActorsMachine = setup({
  types: {
    input: {} as UserActorsInput,
    context: {} as UserActorsContext,
  },
  actors: {
    loadUserActorLogic: fromPromise<UserActorLogic>(() => new Promise<never>(() => {})),
  },
  delays: {
    reloadPause: 3000,
  },
}).createMachine({
  id: 'userActors',
  context: { actors: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadUserActorLogic',
        src: 'loadUserActorLogic',
        onDone: {
          target: 'ready',
          actions: assign({
            actors: ({ event, spawn }) => ({
              cart: spawn(event.output.cart, { systemId: cartSystemId }),
              favorites: spawn(event.output.favorites, { systemId: favoritesSystemId }),
            }),
          }),
        },
        onError: 'waitingToReload',
      },
    },
    waitingToReload: {
      after: { reloadPause: 'loading' },
    },
    ready: {},
  },
});
