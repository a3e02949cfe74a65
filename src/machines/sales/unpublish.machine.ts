import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { BotSales } from '../../domain/market/sales';
import type { ToastInput } from '../toast/toast.types';

export interface UnpublishContext {
  bot: BotSales | null;
}

export type UnpublishEvent = { type: 'unpublish.request'; bot: BotSales } | { type: 'unpublish.cancel' } | { type: 'unpublish.confirm' };

export const unpublishedToast = (bot: BotSales): ToastInput => ({ title: 'Bot Unpublished', description: `${bot.title} is out of the marketplace. Its buyers keep their copies.`, variant: 'success' });
const unpublishFailedToast = (error: unknown): ToastInput => ({ title: 'Unpublish Failed', description: errorTextOr(error, 'The bot could not be unpublished. Please try again.'), variant: 'destructive' });

/** Unpublishing a bot from the Sales page (D130), after a confirmation: the listing is hidden; its buyers keep their copies. */
export const unpublishMachine = setup({
  types: {
    context: {} as UnpublishContext,
    events: {} as UnpublishEvent,
  },
  actors: {
    unpublishBot: fromPromise<void, { botId: number }>(async () => {
      throw new Error('unpublishBot is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    unpublished: (_, _bot: BotSales) => {},
  },
}).createMachine({
  id: 'unpublish',
  context: { bot: null },
  initial: 'idle',
  states: {
    idle: { on: { 'unpublish.request': { target: 'confirming', actions: assign({ bot: ({ event }) => event.bot }) } } },
    confirming: { on: { 'unpublish.cancel': 'idle', 'unpublish.confirm': 'unpublishing' } },
    unpublishing: {
      tags: ['busy'],
      invoke: {
        id: 'unpublishBot',
        src: 'unpublishBot',
        input: ({ context }) => ({ botId: context.bot!.id }),
        onDone: { target: 'idle', actions: [{ type: 'unpublished', params: ({ context }) => context.bot! }, { type: 'showToast', params: ({ context }) => unpublishedToast(context.bot!) }] },
        onError: { target: 'confirming', actions: { type: 'showToast', params: ({ event }) => unpublishFailedToast(event.error) } },
      },
    },
  },
});
