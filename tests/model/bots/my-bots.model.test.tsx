import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { Bot, BotPage, BotSummary } from '../../../src/domain/bots/bots';
import { limitMessages } from '../../../src/domain/plans/limits';
import { myBotsMachine, searchDebounceMs, type BotPagesRequest } from '../../../src/machines/bots/my-bots.machine';
import { listedBot } from '../../../src/machines/bots/bot-list';
import { selectBots, summaryTiles } from '../../../src/machines/bots/my-bots.selectors';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { MyBotsView } from '../../../src/views/bots/MyBotsView';
import { backupChecker, invoiceCollector, leadSync, pageOf, summaryOf } from '../../../src/views/bots/bot-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const copy: Bot = { ...invoiceCollector, id: 9, title: 'Invoice Collector (copy)', isActive: false };
const added: Bot = { ...leadSync, id: 10, title: 'Nightly export' };

type MyBotsSnapshot = SnapshotFrom<typeof myBotsMachine>;
const isKnown = (snapshot: MyBotsSnapshot, id: number) => snapshot.context.bots.some((bot) => bot.id === id) || snapshot.context.placed.some((placed) => placed.bot.id === id);

/**
 * The server's answer to a duplicate: a new id each time, as a server gives (a chained path may
 * duplicate twice; two cards of one id would be one bot shown twice). The first copy is the one
 * the server lists after a reload.
 */
function nextCopy(snapshot: MyBotsSnapshot): Bot {
  let number = 1;
  let id = copy.id;
  while (isKnown(snapshot, id)) {
    number += 1;
    // Past the added bot's id, so no two bots share one.
    id = added.id + number;
  }
  return number === 1 ? copy : { ...copy, id, title: `Invoice Collector (copy ${number})` };
}

function mount() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const loadPages = createDeferredActor<BotPage, BotPagesRequest>();
  const loadSummary = createDeferredActor<BotSummary>();
  const setActive = createDeferredActor<Bot, { id: number; isActive: boolean }>();
  const duplicateBot = createDeferredActor<Bot, { id: number }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const limitReached = vi.fn<(detail: string) => void>();
  const limitPassed = vi.fn<() => void>();
  const actor = createActor(
    myBotsMachine.provide({
      actors: { loadPages: loadPages.logic, loadSummary: loadSummary.logic, setActive: setActive.logic, duplicateBot: duplicateBot.logic },
      actions: { showToast: (_, toast) => showToast(toast), limitReached: (_, detail) => limitReached(detail), limitPassed: () => limitPassed() },
    }),
  ).start();
  const view = render(<MyBotsView actor={actor} onViewDetails={() => {}} onEdit={() => {}} onDelete={() => {}} onAddBot={() => {}} />);
  return {
    actor,
    view,
    loadPages,
    loadSummary,
    setActive,
    duplicateBot,
    showToast,
    limitReached,
    limitPassed,
    expectedToast: null as string | null,
    /** After a switch refused by the plan's limit: the refused bot, and how many toasts there were before. */
    expectedLimit: null as { bot: Bot; toasts: number } | null,
  };
}
type Sut = ReturnType<typeof mount>;

const grid = () => screen.getByRole('list', { name: 'Bots' });
const card = (title: string, list = grid()) => within(list).getByRole('heading', { name: title }).closest('li')!;
// Within the chips' group: a role query names every button it looks at, and each card has several.
const chip = (name: RegExp) => within(screen.getByRole('group', { name: 'Filter bots' })).getByRole('button', { name });

/**
 * The bot an event names, as the grid has it now: on a chained path an earlier step may have renamed
 * it (bot.replaced) or switched it, so its card is found by what the machine lists, not the fixture.
 */
function listedNow(sut: Sut, event: { [key: string]: unknown }): Bot {
  const { id } = event.bot as Bot;
  const bot = listedBot(sut.actor.getSnapshot().context, id);
  if (!bot) throw new Error(`bot ${id} is not listed, so no card can send this event`);
  return bot;
}

function expectToast(sut: Sut) {
  if (sut.expectedToast === null) return;
  expect(sut.showToast.mock.lastCall?.[0].title).toBe(sut.expectedToast);
}

describeModel('my-bots machine with the My Bots view', {
  machine: myBotsMachine,
  // How many changes wait matters (the outbox sends the next one or settles); more than two is like two.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, Math.min(snapshot.context.outbox.length, 2)]),
  events: (snapshot) => [
    { type: 'xstate.done.actor.loadFirstPage', output: pageOf([invoiceCollector, leadSync], 3) },
    { type: 'xstate.error.actor.loadFirstPage', error: refused(500, 'Internal server error') },
    { type: 'xstate.done.actor.loadNextPage', output: pageOf([invoiceCollector, leadSync, backupChecker], 3) },
    { type: 'xstate.error.actor.loadNextPage', error: refused(500, 'Internal server error') },
    // The pages shown, read again after a change was saved: the copy is the server's third bot.
    { type: 'xstate.done.actor.reloadPages', output: pageOf([invoiceCollector, leadSync, copy], 4) },
    { type: 'xstate.error.actor.reloadPages', error: refused(500, 'Internal server error') },
    { type: 'xstate.done.actor.loadSummary', output: summaryOf([invoiceCollector, leadSync, backupChecker]) },
    { type: 'xstate.error.actor.loadSummary', error: refused(500, 'Internal server error') },
    { type: 'xstate.done.actor.setActive', output: { ...invoiceCollector, isActive: false } },
    { type: 'xstate.error.actor.setActive', error: refused(404, 'Bot not found') },
    // The plan's active bots (D85).
    { type: 'xstate.error.actor.setActive', error: refused(402, limitMessages.activeBots(null, null)) },
    { type: 'xstate.done.actor.duplicateBot', output: nextCopy(snapshot) },
    { type: 'xstate.error.actor.duplicateBot', error: refused(404, 'Bot not found') },
    // Another text than the box holds, or the browser would fire no change (a chained path may search twice).
    { type: 'search.changed', text: snapshot.context.search === 'invoice' ? 'invoice bot' : 'invoice' },
    { type: 'filter.changed', status: 'inactive' },
    { type: 'xstate.after.searchDebounce.myBots.grid.debouncing' },
    { type: 'list.retry' },
    { type: 'list.more' },
    { type: 'bot.toggle', bot: invoiceCollector },
    { type: 'bot.duplicate', bot: invoiceCollector },
    // From the screen's other dialogs, which have their own generated paths.
    { type: 'bot.replaced', bot: { ...invoiceCollector, title: 'Invoice Collector Pro' } },
    // Added once: the add dialog makes a new bot each time.
    ...(isKnown(snapshot, added.id) ? [] : [{ type: 'bot.added', bot: added } as const]),
    { type: 'bot.removed', bot: leadSync },
    { type: 'bot.restored', bot: leadSync },
    { type: 'bots.changed' },
  ],
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    'xstate.done.actor.loadFirstPage': (sut, event) => sut.loadPages.resolve(event.output as BotPage),
    'xstate.error.actor.loadFirstPage': (sut, event) => sut.loadPages.reject(event.error),
    'xstate.done.actor.loadNextPage': (sut, event) => sut.loadPages.resolve(event.output as BotPage),
    'xstate.error.actor.loadNextPage': (sut, event) => {
      sut.expectedToast = 'Error Loading Bots';
      sut.loadPages.reject(event.error);
    },
    'xstate.done.actor.reloadPages': (sut, event) => sut.loadPages.resolve(event.output as BotPage),
    'xstate.error.actor.reloadPages': (sut, event) => {
      sut.expectedToast = 'Error Loading Bots';
      sut.loadPages.reject(event.error);
    },
    'xstate.done.actor.loadSummary': (sut, event) => sut.loadSummary.resolve(event.output as BotSummary),
    'xstate.error.actor.loadSummary': (sut, event) => sut.loadSummary.reject(event.error),
    'xstate.done.actor.setActive': (sut, event) => sut.setActive.resolve(event.output as Bot),
    'xstate.error.actor.setActive': (sut, event) => {
      if ((event.error as { status?: number }).status === 402) {
        // The toggle being sent is the first change waiting, whichever bot an earlier step switched.
        const [sending] = sut.actor.getSnapshot().context.outbox;
        if (sending?.kind !== 'toggle') throw new Error('setActive settled while no toggle was being sent');
        sut.expectedLimit = { bot: sending.before, toasts: sut.showToast.mock.calls.length };
      } else sut.expectedToast = 'Update Failed';
      sut.setActive.reject(event.error);
    },
    'xstate.done.actor.duplicateBot': (sut, event) => {
      sut.expectedToast = 'Bot Duplicated';
      sut.duplicateBot.resolve(event.output as Bot);
    },
    'xstate.error.actor.duplicateBot': (sut, event) => {
      sut.expectedToast = 'Duplicate Failed';
      sut.duplicateBot.reject(event.error);
    },
    'search.changed': (_sut, event) => {
      fireEvent.change(screen.getByPlaceholderText('Search bots by name, description, author, or tags...'), { target: { value: event.text } });
    },
    'filter.changed': () => {
      fireEvent.click(chip(/^Inactive/));
    },
    'xstate.after.searchDebounce.myBots.grid.debouncing': () => act(() => void vi.advanceTimersByTime(searchDebounceMs)),
    'list.retry': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'list.more': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more bots' }));
    },
    'bot.toggle': (sut, event) => {
      const passed = sut.limitPassed.mock.calls.length;
      const { title } = listedNow(sut, event);
      fireEvent.click(within(card(title)).getByRole('button', { name: `${title} active` }));
      // A notice of a limit reached by an earlier switch may no longer hold.
      expect(sut.limitPassed.mock.calls.length).toBe(passed + 1);
    },
    'bot.duplicate': (sut, event) => {
      const { title } = listedNow(sut, event);
      fireEvent.click(within(card(title)).getByRole('button', { name: `More actions for ${title}` }));
      // The menu opens in the same render (no waiting: the clock is fake here).
      fireEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    },
    'bot.replaced': (sut, event) => sut.actor.send(event as never),
    'bot.added': (sut, event) => sut.actor.send(event as never),
    'bot.removed': (sut, event) => sut.actor.send(event as never),
    'bot.restored': (sut, event) => sut.actor.send(event as never),
    'bots.changed': (sut, event) => sut.actor.send(event as never),
  },
  assertions: {
    'grid.loading': (sut: Sut) => {
      if (selectBots(sut.actor.getSnapshot()).length === 0) expect(screen.getByText('Loading bots...')).toBeInTheDocument();
    },
    'grid.debouncing': (sut: Sut) => {
      expect(screen.getByPlaceholderText('Search bots by name, description, author, or tags...')).toHaveValue(sut.actor.getSnapshot().context.search);
    },
    'grid.failed': () => {
      expect(screen.getByText('Your bots could not be loaded.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    'grid.idle': (sut: Sut) => {
      const snapshot = sut.actor.getSnapshot();
      const { bots, total, shown, summary } = snapshot.context;
      const shownCards = selectBots(snapshot);
      // While a chip or a search is on, the line counts what the list holds now.
      if (shown.search !== '' || shown.status !== 'all') {
        expect(screen.getByRole('status')).toHaveTextContent(`Showing ${total} of ${summary?.total ?? total} bots`);
      }
      if (shownCards.length === 0) {
        // None left on the loaded pages but more on the server: the next read brings them, no empty state meanwhile.
        if (total > 0) {
          expect(screen.queryByText('No bots found')).toBeNull();
          return;
        }
        expect(screen.getByText('No bots found')).toBeInTheDocument();
        expect(screen.getByText(shown.search ? `No bots match your search "${shown.search}"` : shown.status === 'all' ? 'No bots available' : `No ${shown.status} bots available`)).toBeInTheDocument();
        return;
      }
      // The cards are the listed bots, in order, each with its switch as the machine has it.
      const list = grid();
      const headings = within(list).getAllByRole('heading').map((heading) => heading.textContent);
      expect(headings).toEqual(shownCards.map((bot) => bot.title));
      for (const bot of shownCards) {
        expect(within(card(bot.title, list)).getByRole('button', { name: `${bot.title} active` })).toHaveAttribute('aria-pressed', String(bot.isActive));
      }
      const more = screen.queryByRole('button', { name: 'Load more bots' });
      if (bots.length < total) expect(more).toBeInTheDocument();
      else expect(more).toBeNull();
      expectToast(sut);
    },
    'grid.refreshing': (sut: Sut) => {
      // The cards stay while the pages are read again.
      const headings = screen.queryByRole('list', { name: 'Bots' }) ? within(grid()).getAllByRole('heading').map((heading) => heading.textContent) : [];
      expect(headings).toEqual(selectBots(sut.actor.getSnapshot()).map((bot) => bot.title));
    },
    'grid.loadingMore': (sut: Sut) => {
      // Busy while the next page is on its way, even if the list shrank meanwhile (a bot deleted or switched off).
      if (selectBots(sut.actor.getSnapshot()).length > 0) expect(screen.getByRole('button', { name: /Loading/ })).toBeInTheDocument();
    },
    'counts.loading': (sut: Sut) => {
      const tiles = summaryTiles(sut.actor.getSnapshot().context.summary);
      expect(screen.getByText('Total Bots').nextElementSibling).toHaveTextContent(tiles.totalBots);
    },
    'counts.settled': (sut: Sut) => {
      const { summary } = sut.actor.getSnapshot().context;
      const tiles = summaryTiles(summary);
      expect(screen.getByText('Total Bots').nextElementSibling).toHaveTextContent(tiles.totalBots);
      expect(screen.getByText('Active Bots').nextElementSibling).toHaveTextContent(tiles.activeBots);
      expect(screen.getByText('Total Value').nextElementSibling).toHaveTextContent(tiles.totalValue);
      expect(screen.getByText('Avg Rating').nextElementSibling).toHaveTextContent(tiles.averageRating);
      if (summary) expect(chip(/^Active/)).toHaveTextContent(`Active (${summary.active})`);
    },
    'outbox.idle': (sut: Sut) => {
      expectToast(sut);
    },
    // Right after the refusal, whether or not another change is waiting to be sent.
    outbox: (sut: Sut) => {
      if (sut.expectedLimit) {
        const { bot, toasts } = sut.expectedLimit;
        // Told where the user is, with the way to the plans (the limit notice), not in a toast that leaves.
        expect(sut.limitReached).toHaveBeenLastCalledWith(`${bot.title} is ${bot.isActive ? 'still on' : 'still off'}. ${limitMessages.activeBots(null, null)}`);
        expect(sut.showToast.mock.calls.length).toBe(toasts);
        sut.expectedLimit = null;
      }
    },
    'outbox.toggling': (sut: Sut) => {
      expect(sut.setActive.isPending).toBe(true);
    },
    'outbox.duplicating': (sut: Sut) => {
      expect(sut.duplicateBot.isPending).toBe(true);
    },
  },
});
