import type { Bot } from '../../domain/bots/bots';
import { errorTextOr } from '../../domain/error-text';
import type { ToastInput } from '../toast/toast.types';

/** My Bots' toasts. The spec has none (02 §8: no calls were made); ours say what happened in its voice. */
export const loadBotsFailedToast = (error: unknown): ToastInput => ({
  title: 'Error Loading Bots',
  description: errorTextOr(error, 'Failed to load your bots. Please try again.'),
  variant: 'destructive',
});

export const toggleFailedToast = (bot: Bot, error: unknown): ToastInput => ({
  title: 'Update Failed',
  description: `${bot.title} is ${bot.isActive ? 'still on' : 'still off'}: ${errorTextOr(error, 'the change was not saved.')}`,
  variant: 'destructive',
});

export const duplicatedToast = (copy: Bot): ToastInput => ({ title: 'Bot Duplicated', description: `${copy.title} was added to your bots.`, variant: 'success' });

export const duplicateFailedToast = (bot: Bot, error: unknown): ToastInput => ({
  title: 'Duplicate Failed',
  description: `${bot.title} was not copied: ${errorTextOr(error, 'please try again.')}`,
  variant: 'destructive',
});

export const deletedToast = (bot: Bot): ToastInput => ({ title: 'Bot Deleted', description: `${bot.title} was removed from your bots.`, variant: 'success' });

export const deleteFailedToast = (bot: Bot, error: unknown): ToastInput => ({
  title: 'Delete Failed',
  description: `${bot.title} was put back: ${errorTextOr(error, 'it could not be deleted.')}`,
  variant: 'destructive',
});
