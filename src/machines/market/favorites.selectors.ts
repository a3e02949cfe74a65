import type { SnapshotFrom } from 'xstate';
import type { favoritesMachine } from './favorites.machine';

type FavoritesSnapshot = SnapshotFrom<typeof favoritesMachine>;

export const selectFavoriteIds = (snapshot: FavoritesSnapshot): readonly number[] => snapshot.context.ids;

export const selectFavoriteCount = (snapshot: FavoritesSnapshot): number => snapshot.context.ids.length;

export const selectFavoritesReady = (snapshot: FavoritesSnapshot): boolean => snapshot.matches('ready');

export const selectFavoritesFailed = (snapshot: FavoritesSnapshot): boolean => snapshot.matches('failed');
