import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { Favorites } from '../../../src/domain/market/market';
import { favoritesMachine } from '../../../src/machines/market/favorites.machine';
import { leadCapture } from '../../../src/views/market/market-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel, eventually } from '../harness';
import { refused } from '../refused';
import { mountMarketplace } from './marketplace-harness';

function mount() {
  const loadFavorites = createDeferredActor<Favorites>();
  const saveFavorite = createDeferredActor<Favorites, { id: number; favorite: boolean }>();
  const sut = mountMarketplace({ loadFavorites: loadFavorites.logic, saveFavorite: saveFavorite.logic });
  return { ...sut, actor: sut.favorites, loadFavorites, saveFavorite };
}
type Sut = ReturnType<typeof mount>;

const heart = () => screen.getByRole('button', { name: /Lead Capture Pro (to|from) favorites/ });

/** The heart and the Favorites Only count show the actor's favourites, the click's included. */
async function showsFavorites(sut: Sut) {
  const ids = sut.favorites.getSnapshot().context.ids;
  await eventually(() => {
    expect(heart()).toHaveAttribute('aria-pressed', String(ids.includes(leadCapture.id)));
    expect(screen.getByRole('button', { name: `Favorites Only (${ids.length})` })).toBeInTheDocument();
  });
}

describeModel('favorites machine with the marketplace hearts', {
  machine: favoritesMachine,
  events: [
    { type: 'xstate.done.actor.loadFavorites', output: { ids: [] } },
    { type: 'xstate.error.actor.loadFavorites', error: refused(500, 'Internal server error') },
    { type: 'favorites.reload' },
    { type: 'favorite.toggle', bot: leadCapture },
    { type: 'xstate.done.actor.saveFavorite', output: { ids: [leadCapture.id] } },
    { type: 'xstate.error.actor.saveFavorite', error: refused(404, 'Bot not found') },
  ],
  mount,
  unmount: (sut: Sut) => sut.unmount(),
  execute: {
    'xstate.done.actor.loadFavorites': (sut) => sut.loadFavorites.resolve({ ids: [] }),
    'xstate.error.actor.loadFavorites': (sut, event) => sut.loadFavorites.reject(event.error),
    'favorites.reload': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load favorites' }));
    },
    'favorite.toggle': async () => {
      await eventually(() => void expect(heart()).toBeInTheDocument());
      fireEvent.click(heart());
    },
    'xstate.done.actor.saveFavorite': (sut) => sut.saveFavorite.resolve({ ids: [] }),
    'xstate.error.actor.saveFavorite': (sut, event) => sut.saveFavorite.reject(event.error),
  },
  assertions: {
    loading: () => {
      expect(screen.queryByText('Your favorites could not be loaded.')).toBeNull();
    },
    failed: async () => {
      await eventually(() => void expect(screen.getByRole('alert')).toHaveTextContent('Your favorites could not be loaded.'));
    },
    'ready.idle': async (sut: Sut) => {
      await showsFavorites(sut);
      const toast = sut.showToast.mock.calls.at(-1)?.[0];
      if (toast?.variant === 'destructive') expect(toast).toEqual({ title: 'Favorites Not Updated', description: 'Lead Capture Pro: Bot not found', variant: 'destructive' });
    },
    // Shown at once, saved in order: the request is for the oldest click still to be saved.
    'ready.sending': async (sut: Sut) => {
      await showsFavorites(sut);
      const { outbox } = sut.favorites.getSnapshot().context;
      expect(sut.saveFavorite.calls.at(-1)).toEqual({ id: leadCapture.id, favorite: outbox[0]!.favorite });
      const added = outbox.at(-1)!.favorite;
      expect(sut.showToast).toHaveBeenCalledWith(
        added
          ? { title: 'Added to Favorites', description: 'Lead Capture Pro is in your favorites.', variant: 'favorite' }
          : { title: 'Removed from Favorites', description: 'Lead Capture Pro is no longer in your favorites.', variant: 'favorite' },
      );
    },
  },
});
