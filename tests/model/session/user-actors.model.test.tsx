import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Cart, Favorites } from '../../../src/domain/market/market';
import { cartMachine } from '../../../src/machines/market/cart.machine';
import { favoritesMachine } from '../../../src/machines/market/favorites.machine';
import { cartSystemId, favoritesSystemId, userActorsMachine, type UserActorLogic } from '../../../src/machines/session/user-actors.machine';
import { selectUserActors } from '../../../src/machines/session/user-actors.selectors';
import { leadCapture } from '../../../src/views/market/market-story-fixtures';
import { CartLink } from '../../../src/views/layout/CartLink';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const reloadPauseMs = 3000;
const cartWithLead: Cart = { items: [leadCapture], subtotal_cents: 4999 };
const noFavorites: Favorites = { ids: [] };

// What the lazily loaded module hands over: the user's machines with their side effects supplied.
// Named for the generated paths, which compare events as JSON (a machine refers to itself).
const loadedLogic: UserActorLogic & { toJSON: () => string } = {
  cart: cartMachine.provide({ actors: { loadCart: fromPromise<Cart>(async () => cartWithLead) } }),
  favorites: favoritesMachine.provide({ actors: { loadFavorites: fromPromise<Favorites>(async () => noFavorites) } }),
  toJSON: () => 'the cart and favourites machines',
};

/** The navigation bar's cart, as the layout shows it: once the user's actors exist. */
function NavigationCart({ holder }: { holder: ActorRefFrom<typeof userActorsMachine> }) {
  const actors = useSelector(holder, selectUserActors);
  return <MemoryRouter>{actors ? <CartLink cart={actors.cart} /> : null}</MemoryRouter>;
}

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const loadUserActorLogic = createDeferredActor<UserActorLogic>();
  const actor = createActor(userActorsMachine.provide({ actors: { loadUserActorLogic: loadUserActorLogic.logic } }), { input: { user: null } }).start();
  const view = render(<NavigationCart holder={actor} />);
  return { actor, view, loadUserActorLogic };
}
type Sut = ReturnType<typeof mount>;

function showsNoCart(sut: Sut) {
  expect(screen.queryByRole('link', { name: /^Cart, / })).toBeNull();
  expect(sut.actor.system.get(cartSystemId)).toBeUndefined();
  expect(sut.actor.system.get(favoritesSystemId)).toBeUndefined();
}

describeModel('user actors machine with the navigation bar cart', {
  machine: userActorsMachine,
  input: { user: null },
  events: [
    { type: 'xstate.done.actor.loadUserActorLogic', output: loadedLogic },
    { type: 'xstate.error.actor.loadUserActorLogic', error: new Error('Failed to fetch dynamically imported module') },
    { type: 'xstate.after.reloadPause.userActors.waitingToReload' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'xstate.done.actor.loadUserActorLogic': (sut) => act(() => sut.loadUserActorLogic.resolve(loadedLogic)),
    'xstate.error.actor.loadUserActorLogic': (sut, event) => act(() => sut.loadUserActorLogic.reject(event.error)),
    'xstate.after.reloadPause.userActors.waitingToReload': () => act(() => void vi.advanceTimersByTime(reloadPauseMs)),
  },
  assertions: {
    loading: (sut: Sut) => {
      showsNoCart(sut);
      expect(sut.loadUserActorLogic.isPending).toBe(true);
    },
    waitingToReload: (sut: Sut) => {
      showsNoCart(sut);
      // The next try waits out the pause.
      act(() => void vi.advanceTimersByTime(reloadPauseMs - 1));
      expect(sut.loadUserActorLogic.isPending).toBe(false);
    },
    ready: (sut: Sut) => {
      // The user's actors run, are found by their system ids, and the cart shows what it loaded.
      const actors = selectUserActors(sut.actor.getSnapshot());
      expect(actors).not.toBeNull();
      expect(sut.actor.system.get(cartSystemId)).toBe(actors?.cart);
      expect(sut.actor.system.get(favoritesSystemId)).toBe(actors?.favorites);
      expect(screen.getByRole('link', { name: 'Cart, 1 bot' })).toHaveAttribute('href', '/marketplace');
    },
  },
});
