import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BotSales } from '../../../src/domain/market/sales';
import { unpublishMachine } from '../../../src/machines/sales/unpublish.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { forecastSales } from '../../../src/views/sales/sales-story-fixtures';
import { UnpublishDialog } from '../../../src/views/sales/UnpublishDialog';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

function mount() {
  const unpublishBot = createDeferredActor<void, { botId: number }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const unpublished = vi.fn<(bot: BotSales) => void>();
  const actor = createActor(
    unpublishMachine.provide({
      actors: { unpublishBot: unpublishBot.logic },
      actions: { showToast: (_, toast) => showToast(toast), unpublished: (_, bot) => unpublished(bot) },
    }),
  ).start();
  const view = render(<UnpublishDialog actor={actor} />);
  /** How the last step came about, for what the closed dialog should have said. */
  const progress = { lastStep: 'xstate.init', lastError: null as string | null };
  return { actor, view, unpublishBot, showToast, unpublished, progress };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('alertdialog');

describeModel('unpublish machine with the confirmation', {
  machine: unpublishMachine,
  events: [
    // The Sales page's Unpublish button (the page's own test).
    { type: 'unpublish.request', bot: forecastSales },
    { type: 'unpublish.cancel' },
    { type: 'unpublish.confirm' },
    { type: 'xstate.done.actor.unpublishBot', output: undefined },
    { type: 'xstate.error.actor.unpublishBot', error: refused(403, 'Only the bot’s publisher can change its listing') },
    { type: 'xstate.error.actor.unpublishBot', error: refused(503, 'Service unavailable') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: Object.fromEntries(
    Object.entries({
      'unpublish.request': (sut: Sut, event: { type: string; [key: string]: unknown }) => sut.actor.send(event as never),
      'unpublish.cancel': () => {
        fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      },
      'unpublish.confirm': () => {
        fireEvent.click(within(dialog()).getByRole('button', { name: 'Unpublish' }));
      },
      'xstate.done.actor.unpublishBot': (sut: Sut) => sut.unpublishBot.resolve(undefined),
      'xstate.error.actor.unpublishBot': (sut: Sut, event: { type: string; [key: string]: unknown }) => {
        sut.progress.lastError = (event.error as Error).message;
        sut.unpublishBot.reject(event.error);
      },
    }).map(([type, step]) => [
      type,
      (sut: Sut, event: { type: string; [key: string]: unknown }) => {
        sut.progress.lastStep = type;
        sut.showToast.mockClear();
        sut.unpublished.mockClear();
        return step(sut, event);
      },
    ]),
  ),
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      if (sut.progress.lastStep === 'xstate.done.actor.unpublishBot') {
        expect(sut.unpublished).toHaveBeenLastCalledWith(forecastSales);
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Bot Unpublished', description: 'Forecast Poster is out of the marketplace. Its buyers keep their copies.', variant: 'success' });
      } else {
        expect(sut.showToast).not.toHaveBeenCalled();
        expect(sut.unpublished).not.toHaveBeenCalled();
      }
    },
    confirming: (sut: Sut) => {
      expect(within(dialog()).getByRole('heading', { name: 'Unpublish Bot' })).toBeInTheDocument();
      expect(dialog()).toHaveTextContent('Unpublish “Forecast Poster”? It leaves the marketplace and no one can buy it any more. Its buyers keep their copies and can still run them.');
      expect(within(dialog()).getByRole('button', { name: 'Unpublish' })).toBeEnabled();
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      // A refusal leaves the question open, said in a toast; the list keeps the bot.
      if (sut.progress.lastStep === 'xstate.error.actor.unpublishBot') {
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Unpublish Failed', description: sut.progress.lastError, variant: 'destructive' });
        expect(sut.unpublished).not.toHaveBeenCalled();
      }
    },
    unpublishing: (sut: Sut) => {
      expect(within(dialog()).getByRole('button', { name: 'Unpublishing...' })).toBeDisabled();
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(sut.unpublishBot.calls.at(-1)).toEqual({ botId: forecastSales.id });
    },
  },
});
