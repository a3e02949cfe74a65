import { assign, fromPromise, setup } from 'xstate';
import type { Favorites } from '../../domain/market/market';
import type { ToastInput } from '../toast/toast.types';
import { favoriteAddedToast, favoriteFailedToast, favoriteRemovedToast, type NamedBot } from './market-messages';

/** A heart the user clicked that is still to be saved, oldest first. */
export interface FavoriteChange {
  bot: NamedBot;
  favorite: boolean;
}

export interface FavoritesContext {
  /** The user's favourite bot ids as the screen shows them: the server's plus the changes being sent. */
  ids: number[];
  outbox: FavoriteChange[];
}

export type FavoritesEvent = { type: 'favorite.toggle'; bot: NamedBot } | { type: 'favorites.reload' };

const toggled = (ids: number[], id: number): number[] => (ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id]);

/**
 * The signed-in user's favourites (02 §3; D9: kept on the server per user), one actor for every
 * screen that shows a heart. A click shows at once and is saved in order; a refused one is put back.
 */
export const favoritesMachine = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
  },
  actors: {
    loadFavorites: fromPromise<Favorites>(async () => {
      throw new Error('loadFavorites is provided by the app');
    }),
    saveFavorite: fromPromise<Favorites, { id: number; favorite: boolean }>(async () => {
      throw new Error('saveFavorite is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
  guards: {
    hasChanges: ({ context }) => context.outbox.length > 0,
  },
}).createMachine({
  id: 'favorites',
  context: { ids: [], outbox: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFavorites',
        src: 'loadFavorites',
        onDone: { target: 'ready', actions: assign({ ids: ({ event }) => event.output.ids }) },
        onError: 'failed',
      },
    },
    // Which bots are favourites is unknown, so hearts wait for a reload rather than guess.
    failed: {
      on: { 'favorites.reload': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'favorite.toggle': {
          // No target: idle starts sending by itself, and a save under way is not restarted.
          actions: [
            {
              type: 'showToast',
              params: ({ context, event }) => (context.ids.includes(event.bot.id) ? favoriteRemovedToast(event.bot) : favoriteAddedToast(event.bot)),
            },
            assign(({ context, event }) => {
              const favorite = !context.ids.includes(event.bot.id);
              return { ids: toggled(context.ids, event.bot.id), outbox: [...context.outbox, { bot: event.bot, favorite }] };
            }),
          ],
        },
      },
      states: {
        idle: {
          always: { guard: 'hasChanges', target: 'sending' },
        },
        sending: {
          invoke: {
            id: 'saveFavorite',
            src: 'saveFavorite',
            input: ({ context }) => ({ id: context.outbox[0]!.bot.id, favorite: context.outbox[0]!.favorite }),
            onDone: { target: 'idle', actions: assign({ outbox: ({ context }) => context.outbox.slice(1) }) },
            onError: {
              target: 'idle',
              actions: [
                { type: 'showToast', params: ({ context, event }) => favoriteFailedToast(context.outbox[0]!.bot, event.error) },
                assign(({ context }) => ({ ids: toggled(context.ids, context.outbox[0]!.bot.id), outbox: context.outbox.slice(1) })),
              ],
            },
          },
        },
      },
    },
  },
});
