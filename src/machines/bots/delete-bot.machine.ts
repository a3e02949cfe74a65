import { assign, fromPromise, setup } from 'xstate';
import type { Bot } from '../../domain/bots/bots';
import type { ToastInput } from '../toast/toast.types';
import { deletedToast, deleteFailedToast } from './bot-messages';

export interface DeleteBotContext {
  bot: Bot | null;
}

export type DeleteBotEvent = { type: 'delete.request'; bot: Bot } | { type: 'delete.cancel' } | { type: 'delete.confirm' };

/**
 * Deleting a bot (spec 02 §2 delete confirmation; D8: it really deletes). Once confirmed, the dialog
 * closes and the card goes at once (`deleteStarted`); a refusal puts the card back (`deleteRefused`).
 */
export const deleteBotMachine = setup({
  types: {
    context: {} as DeleteBotContext,
    events: {} as DeleteBotEvent,
  },
  actors: {
    deleteBot: fromPromise<void, { id: number }>(async () => {
      throw new Error('deleteBot is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    deleteStarted: (_, _bot: Bot) => {},
    deleteRefused: (_, _bot: Bot) => {},
    deleted: (_, _bot: Bot) => {},
  },
}).createMachine({
  id: 'deleteBot',
  context: { bot: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'delete.request': { target: 'confirming', actions: assign({ bot: ({ event }) => event.bot }) } },
    },
    confirming: {
      on: {
        'delete.cancel': { target: 'closed', actions: assign({ bot: null }) },
        'delete.confirm': { target: 'deleting', actions: { type: 'deleteStarted', params: ({ context }) => context.bot! } },
      },
    },
    // The dialog is closed here; another bot's delete waits until this one is answered.
    deleting: {
      invoke: {
        id: 'deleteBot',
        src: 'deleteBot',
        input: ({ context }) => ({ id: context.bot!.id }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'deleted', params: ({ context }) => context.bot! },
            { type: 'showToast', params: ({ context }) => deletedToast(context.bot!) },
            assign({ bot: null }),
          ],
        },
        onError: {
          target: 'closed',
          actions: [
            { type: 'deleteRefused', params: ({ context }) => context.bot! },
            { type: 'showToast', params: ({ context, event }) => deleteFailedToast(context.bot!, event.error) },
            assign({ bot: null }),
          ],
        },
      },
    },
  },
});
