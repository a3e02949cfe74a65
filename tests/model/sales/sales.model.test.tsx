import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BotSales, BotSalesDetail } from '../../../src/domain/market/sales';
import { publishUpdateMachine } from '../../../src/machines/sales/publish-update.machine';
import { salesMachine } from '../../../src/machines/sales/sales.machine';
import { unpublishMachine } from '../../../src/machines/sales/unpublish.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { forecastSales, forecastSalesDetail, retiredSales, storySalesBots } from '../../../src/views/sales/sales-story-fixtures';
import { SalesView } from '../../../src/views/sales/SalesView';
import { inRouter } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

/** What reading the sales again answers after an unpublish: Forecast Poster is out of the marketplace. */
const afterUnpublish: BotSales[] = [{ ...forecastSales, published: false }, retiredSales];

function mount() {
  const loadSales = createDeferredActor<BotSales[]>();
  const loadDetail = createDeferredActor<BotSalesDetail, { botId: number }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(salesMachine.provide({ actors: { loadSales: loadSales.logic, loadDetail: loadDetail.logic }, actions: { showToast: (_, toast) => showToast(toast) } })).start();
  const updateActor = createActor(publishUpdateMachine).start();
  const unpublishActor = createActor(unpublishMachine).start();
  const view = render(inRouter(<SalesView actor={actor} updateActor={updateActor} unpublishActor={unpublishActor} />));
  return { actor, updateActor, unpublishActor, view, loadSales, loadDetail, showToast, refreshFailed: false };
}
type Sut = ReturnType<typeof mount>;

const card = (title: string) => screen.getByRole('heading', { name: title, level: 2, hidden: true }).closest('li')!;
const figure = (within_: HTMLElement, name: string) => within(within_).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const dialog = () => screen.getByRole('dialog', { name: 'Sales of Forecast Poster' });

describeModel('sales machine with the Sales page', {
  machine: salesMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.bots.map((bot) => `${bot.title} ${bot.published}`)]),
  events: [
    { type: 'xstate.done.actor.loadSales', output: storySalesBots },
    { type: 'xstate.done.actor.loadSales', output: [] },
    { type: 'xstate.error.actor.loadSales', error: new Error('No response from server') },
    { type: 'sales.retry' },
    // Sent by the update and unpublish machines once they are done (their own tests).
    { type: 'sales.reload' },
    { type: 'xstate.done.actor.refreshSales', output: afterUnpublish },
    { type: 'xstate.error.actor.refreshSales', error: new Error('Failed to fetch') },
    { type: 'detail.open', botId: forecastSales.id },
    { type: 'detail.close' },
    { type: 'detail.retry' },
    { type: 'xstate.done.actor.loadDetail', output: forecastSalesDetail },
    { type: 'xstate.error.actor.loadDetail', error: new Error('Failed to fetch') },
  ],
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.updateActor.stop();
    sut.unpublishActor.stop();
  },
  execute: {
    'xstate.done.actor.loadSales': (sut, event) => sut.loadSales.resolve(event.output as BotSales[]),
    'xstate.error.actor.loadSales': (sut, event) => sut.loadSales.reject(event.error),
    'sales.retry': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'sales.reload': (sut, event) => {
      sut.refreshFailed = false;
      sut.showToast.mockClear();
      sut.actor.send(event as never);
    },
    // The same service reads the figures again.
    'xstate.done.actor.refreshSales': (sut, event) => sut.loadSales.resolve(event.output as BotSales[]),
    'xstate.error.actor.refreshSales': (sut, event) => {
      sut.refreshFailed = true;
      sut.loadSales.reject(event.error);
    },
    'detail.open': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sales records of Forecast Poster' }));
    },
    'detail.close': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Done' }));
    },
    'detail.retry': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    },
    'xstate.done.actor.loadDetail': (sut, event) => sut.loadDetail.resolve(event.output as BotSalesDetail),
    'xstate.error.actor.loadDetail': (sut, event) => sut.loadDetail.reject(event.error),
  },
  assertions: {
    loading: () => void expect(screen.getByRole('status')).toHaveTextContent('Loading your sales...'),
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Your sales could not be loaded.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    empty: () => {
      expect(screen.getByTestId('sales-empty')).toHaveTextContent('You have published no bot yet. In the Marketplace, Publish a bot takes a saved version of one of your sequences');
      expect(screen.getByRole('link', { name: 'Go to the Marketplace' })).toHaveAttribute('href', '/marketplace');
      expect(screen.queryByTestId('sales-bot')).toBeNull();
    },
    ready: (sut: Sut) => {
      const { bots } = sut.actor.getSnapshot().context;
      expect(screen.getAllByTestId('sales-bot').map((item) => within(item).getByRole('heading', { hidden: true }).textContent)).toEqual(bots.map((bot) => bot.title));
      const forecast = bots.find((bot) => bot.id === forecastSales.id)!;
      const shown = card('Forecast Poster');
      expect(shown).toHaveTextContent('Version 2 · $12.50 · From Forecast poster, saved version 2');
      expect(within(shown).getByText(forecast.published ? 'Published' : 'Unpublished')).toBeInTheDocument();
      expect([figure(shown, 'Sales'), figure(shown, 'Revenue'), figure(shown, 'Refunds'), figure(shown, 'Downloads'), figure(shown, 'Rating'), figure(shown, 'Last sale')]).toEqual([
        '3',
        '$25.00',
        '1',
        '2 downloads',
        '4.0 (1)',
        'Feb 2, 2026',
      ]);
      expect(within(shown).getByRole('list', { name: 'Latest reviews of Forecast Poster', hidden: true })).toHaveTextContent('4/5 from Grace: Posts every morning, as it says.');
      // The records' dialog hides the page from assistive technology while it is open: the page's
      // roles are looked up hidden too, for the page is still what stands behind the dialog.
      // An unpublished bot takes no update and cannot be unpublished again.
      const offered = (title: string) => [within(card(title)).queryByRole('button', { name: `Publish an update of ${title}`, hidden: true }), within(card(title)).queryByRole('button', { name: `Unpublish ${title}`, hidden: true })];
      for (const bot of bots) expect(offered(bot.title).map(Boolean)).toEqual([bot.published, bot.published]);
      const retired = card('Old Scraper');
      expect(within(retired).getByText('Unpublished')).toBeInTheDocument();
      expect([figure(retired, 'Sales'), figure(retired, 'Revenue'), figure(retired, 'Rating'), figure(retired, 'Last sale')]).toEqual(['0', '$0.00', 'No reviews', 'None yet']);
    },
    'ready.list': (sut: Sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByText('Reading your sales again...')).toBeNull();
      if (sut.refreshFailed) expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Sales Not Refreshed', description: 'Failed to fetch', variant: 'destructive' });
      else expect(sut.showToast).not.toHaveBeenCalled();
    },
    'ready.refreshing': () => void expect(screen.getByRole('status')).toHaveTextContent('Reading your sales again...'),
    'ready.detailLoading': (sut: Sut) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading its sales...');
      expect(sut.loadDetail.calls.at(-1)).toEqual({ botId: forecastSales.id });
    },
    'ready.detailFailed': () => void expect(within(dialog()).getByRole('alert')).toHaveTextContent('Its sales could not be loaded.'),
    'ready.detail': () => {
      // Newest first, a refund named with its day; no buyer is named.
      expect(within(dialog()).getAllByTestId('sale-record').map((row) => row.textContent)).toEqual([
        'Feb 2, 2026$12.50Completed',
        'Feb 1, 2026$12.50Refunded Feb 1, 2026',
        'Jan 30, 2026$12.50Completed',
      ]);
    },
  },
});
