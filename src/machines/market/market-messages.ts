import { errorTextOr } from '../../domain/error-text';
import type { ToastInput } from '../toast/toast.types';

/** A bot as the marketplace's toasts name it. */
export interface NamedBot {
  id: number;
  title: string;
}

/** The marketplace's toasts (02 §8). Where the spec shows only a title, the text is ours. */
export const addedToCartToast = (bot: NamedBot): ToastInput => ({ title: 'Added to Cart!', description: `${bot.title} has been added to your cart.`, variant: 'cart' });

export const alreadyInCartToast = (bot: NamedBot): ToastInput => ({ title: 'Already in cart', description: `${bot.title} is already in your cart!`, variant: 'info' });

export const cartClearedToast: ToastInput = { title: 'Cart cleared', description: 'All bots have been removed from your cart.', variant: 'default' };

export const removedFromCartToast = (bot: NamedBot): ToastInput => ({ title: 'Removed from Cart', description: `${bot.title} has been removed from your cart.`, variant: 'default' });

export const cartFailedToast = (error: unknown): ToastInput => ({
  title: 'Cart Not Updated',
  description: errorTextOr(error, 'Your cart could not be updated. Please try again.'),
  variant: 'destructive',
});

export const favoriteAddedToast = (bot: NamedBot): ToastInput => ({ title: 'Added to Favorites', description: `${bot.title} is in your favorites.`, variant: 'favorite' });

export const favoriteRemovedToast = (bot: NamedBot): ToastInput => ({ title: 'Removed from Favorites', description: `${bot.title} is no longer in your favorites.`, variant: 'favorite' });

export const favoriteFailedToast = (bot: NamedBot, error: unknown): ToastInput => ({
  title: 'Favorites Not Updated',
  description: `${bot.title}: ${errorTextOr(error, 'the change was not saved.')}`,
  variant: 'destructive',
});

export const noFavoritesToast: ToastInput = {
  title: 'No favorites yet',
  description: "You haven't liked any bots yet. Click the heart icon on any bot to add it to your favorites!",
  variant: 'info',
};

export const loadMarketFailedToast = (error: unknown): ToastInput => ({
  title: 'Error Loading Marketplace',
  description: errorTextOr(error, 'Failed to load the marketplace. Please try again.'),
  variant: 'destructive',
});
