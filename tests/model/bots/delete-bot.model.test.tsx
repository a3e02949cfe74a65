import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Bot } from '../../../src/domain/bots/bots';
import { deleteBotMachine } from '../../../src/machines/bots/delete-bot.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { DeleteBotDialog } from '../../../src/views/bots/DeleteBotDialog';
import { invoiceCollector } from '../../../src/views/bots/bot-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

function mount() {
  const deleteBot = createDeferredActor<void, { id: number }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const started = vi.fn<(bot: Bot) => void>();
  const refusedBack = vi.fn<(bot: Bot) => void>();
  const deleted = vi.fn<(bot: Bot) => void>();
  const actor = createActor(
    deleteBotMachine.provide({
      actors: { deleteBot: deleteBot.logic },
      actions: {
        showToast: (_, toast) => showToast(toast),
        deleteStarted: (_, bot) => started(bot),
        deleteRefused: (_, bot) => refusedBack(bot),
        deleted: (_, bot) => deleted(bot),
      },
    }),
  ).start();
  const view = render(<DeleteBotDialog actor={actor} />);
  return { actor, view, deleteBot, showToast, started, refusedBack, deleted };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('alertdialog', { name: 'Delete Bot' });

describeModel('delete-bot machine with the delete confirmation', {
  machine: deleteBotMachine,
  events: [
    { type: 'delete.request', bot: invoiceCollector },
    { type: 'delete.cancel' },
    { type: 'delete.confirm' },
    { type: 'xstate.done.actor.deleteBot' },
    { type: 'xstate.error.actor.deleteBot', error: refused(404, 'Bot not found') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // Asking is the card menu's Delete; the list view has its own generated paths.
    'delete.request': (sut, event) => sut.actor.send(event as never),
    'delete.cancel': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    },
    'delete.confirm': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    },
    'xstate.done.actor.deleteBot': (sut) => sut.deleteBot.resolve(undefined),
    'xstate.error.actor.deleteBot': (sut, event) => sut.deleteBot.reject(event.error),
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      if (sut.deleted.mock.calls.length > 0) {
        expect(sut.deleted).toHaveBeenCalledWith(invoiceCollector);
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Bot Deleted', description: 'Invoice Collector was removed from your bots.', variant: 'success' });
      }
      if (sut.refusedBack.mock.calls.length > 0) {
        expect(sut.refusedBack).toHaveBeenCalledWith(invoiceCollector);
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Delete Failed', description: 'Invoice Collector was put back: Bot not found', variant: 'destructive' });
      }
    },
    confirming: () => {
      expect(within(dialog()).getByText('This action cannot be undone. This will permanently delete Invoice Collector and remove it from the system.')).toBeInTheDocument();
    },
    // Confirmed: the dialog is gone and the card has been taken off at once, before the server answers.
    deleting: (sut: Sut) => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(sut.started).toHaveBeenCalledWith(invoiceCollector);
      expect(sut.deleteBot.calls.at(-1)).toEqual({ id: invoiceCollector.id });
    },
  },
});
