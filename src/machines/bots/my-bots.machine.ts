import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { Bot, BotPage, BotSummary } from '../../domain/bots/bots';
import { limitRefusalOf } from '../../domain/plans/limits';
import type { ToastInput } from '../toast/toast.types';
import { hasMoreToLoad, listedBot, listedFromAnswer, listedWith, listedWithout, listedWithPlaced, type BotFilter, type BotQuery } from './bot-list';
import { duplicatedToast, duplicateFailedToast, loadBotsFailedToast, toggleFailedToast } from './bot-messages';
import {
  duplicateSaved,
  nextDuplicate,
  nextToggle,
  pendingToggles,
  toggleQueued,
  toggleRolledBack,
  toggleSaved,
  typedQuery,
  withActive,
  type MyBotsContext,
} from './my-bots.changes';

/** The first `pages` pages of a query, read as one list: what the grid shows is always the start of the server's. */
export interface BotPagesRequest extends BotQuery {
  pages: number;
}

export type MyBotsEvent =
  | { type: 'search.changed'; text: string }
  | { type: 'filter.changed'; status: BotFilter }
  | { type: 'list.retry' }
  | { type: 'list.more' }
  | { type: 'bot.toggle'; bot: Bot }
  | { type: 'bot.duplicate'; bot: Bot }
  // From the other dialogs of the screen:
  | { type: 'bot.replaced'; bot: Bot }
  | { type: 'bot.added'; bot: Bot }
  | { type: 'bot.removed'; bot: Bot }
  | { type: 'bot.restored'; bot: Bot }
  /** The server's bots changed (a change was saved): the list and the counts are read again. */
  | { type: 'bots.changed' };

/** Typing waits this long for the next key before asking the server, so a word is one request. */
export const searchDebounceMs = 250;

/**
 * My Bots (spec 02 §2; D8): the user's bots from the server, searched and filtered there, a page at a
 * time. Toggles and copies show at once and are sent one after another; a refused one is rolled back
 * with a toast. Three regions run side by side: the grid, the counts and the changes being sent.
 *
 * Every change follows the chip and the search (D53): at once where the screen can tell (a bot
 * switched off leaves the Active list, a deleted one leaves, the count moves with them), and once the
 * server has saved it, the loaded pages and the counts are read again, so the list is the server's
 * for what the search matches and where paging resumes. A bot added or copied here stays where it was
 * put (first, or after its original) while the server lists it or pages are left that may hold it.
 */
export const myBotsMachine = setup({
  types: {
    context: {} as MyBotsContext,
    events: {} as MyBotsEvent,
  },
  actors: {
    loadPages: fromPromise<BotPage, BotPagesRequest>(async () => {
      throw new Error('loadPages is provided by the app');
    }),
    loadSummary: fromPromise<BotSummary>(async () => {
      throw new Error('loadSummary is provided by the app');
    }),
    setActive: fromPromise<Bot, { id: number; isActive: boolean }>(async () => {
      throw new Error('setActive is provided by the app');
    }),
    duplicateBot: fromPromise<Bot, { id: number }>(async () => {
      throw new Error('duplicateBot is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    /**
     * A switch refused by the plan's active bots (402, D85): the screen shows the text where the
     * user is, with a link to the plans (the limit notice), instead of a toast.
     */
    limitReached: (_, _detail: string) => {},
    /** The user switched a bot again: the notice of a limit reached may no longer hold. */
    limitPassed: (_, _params: undefined) => {},
    // Once nothing is left to send, the list and the counts are read again as the server has them.
    announceWhenSettled: enqueueActions(({ context, enqueue }) => {
      if (context.outbox.length === 0) enqueue.raise({ type: 'bots.changed' });
    }),
  },
  delays: { searchDebounce: searchDebounceMs },
  guards: {
    nextIsToggle: ({ context }) => context.outbox[0]?.kind === 'toggle',
    nextIsDuplicate: ({ context }) => context.outbox[0]?.kind === 'duplicate',
    hasMorePages: ({ context }) => hasMoreToLoad(context),
    isListed: ({ context, event }) => 'bot' in event && listedBot(context, event.bot.id) !== undefined,
    // While changes are still to be sent, what the server answers may lack them: the last one's
    // answer reads everything again.
    nothingToSend: ({ context }) => context.outbox.length === 0,
    isLimitRefusal: ({ event }) => limitRefusalOf((event as { error?: unknown }).error) !== null,
  },
}).createMachine({
  id: 'myBots',
  type: 'parallel',
  context: {
    search: '',
    status: 'all',
    bots: [],
    placed: [],
    total: 0,
    page: 1,
    shown: { search: '', status: 'all' },
    summary: null,
    outbox: [],
  },
  on: {
    // An edit changes neither the switch nor the chip; the switch stays as the user left it.
    'bot.replaced': {
      guard: 'isListed',
      actions: assign(({ context, event }) => listedWith(context, withActive(event.bot, listedBot(context, event.bot.id)!.isActive))),
    },
    'bot.added': {
      // Shown first, so what the user just added is in view (if the chip lets it through).
      actions: [assign(({ context, event }) => listedWithPlaced(context, event.bot, null)), raise({ type: 'bots.changed' })],
    },
    'bot.removed': { guard: 'isListed', actions: assign(({ context, event }) => listedWithout(context, event.bot.id)) },
    'bot.restored': {
      actions: [assign(({ context, event }) => listedWith(context, event.bot, { putBack: true })), raise({ type: 'bots.changed' })],
    },
  },
  states: {
    grid: {
      initial: 'loading',
      on: {
        // Not `reenter`: in a parallel machine that would exit and restart every region. From the
        // region to its own child, the child is entered afresh all the same (its timer restarts).
        'search.changed': { target: '.debouncing', actions: assign({ search: ({ event }) => event.text }) },
        'filter.changed': { target: '.loading', actions: assign({ status: ({ event }) => event.status }) },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadFirstPage',
            src: 'loadPages',
            input: ({ context }) => ({ ...typedQuery(context), pages: 1 }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({ ...listedFromAnswer(context, event.output, typedQuery(context), pendingToggles(context)), page: 1 })),
            },
            onError: { target: 'failed' },
          },
          on: { 'bots.changed': { guard: 'nothingToSend', target: 'loading', reenter: true } },
        },
        debouncing: {
          after: { searchDebounce: 'loading' },
        },
        idle: {
          on: {
            'list.more': { guard: 'hasMorePages', target: 'loadingMore' },
            'bots.changed': { guard: 'nothingToSend', target: 'refreshing' },
          },
        },
        // The pages shown and the next one, read together: removals and additions since the pages
        // were read move where the next page starts on the server.
        loadingMore: {
          invoke: {
            id: 'loadNextPage',
            src: 'loadPages',
            input: ({ context }) => ({ ...context.shown, pages: context.page + 1 }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({ ...listedFromAnswer(context, event.output, context.shown, pendingToggles(context)), page: context.page + 1 })),
            },
            onError: { target: 'idle', actions: { type: 'showToast', params: ({ event }) => loadBotsFailedToast(event.error) } },
          },
          on: { 'bots.changed': { guard: 'nothingToSend', target: 'loadingMore', reenter: true } },
        },
        refreshing: {
          invoke: {
            id: 'reloadPages',
            src: 'loadPages',
            input: ({ context }) => ({ ...context.shown, pages: context.page }),
            onDone: { target: 'idle', actions: assign(({ context, event }) => listedFromAnswer(context, event.output, context.shown, pendingToggles(context))) },
            onError: { target: 'idle', actions: { type: 'showToast', params: ({ event }) => loadBotsFailedToast(event.error) } },
          },
          on: {
            // Reads the same pages and one more, so the refresh is not needed any longer.
            'list.more': { guard: 'hasMorePages', target: 'loadingMore' },
            'bots.changed': { guard: 'nothingToSend', target: 'refreshing', reenter: true },
          },
        },
        failed: {
          on: { 'list.retry': 'loading' },
        },
      },
    },
    counts: {
      initial: 'loading',
      on: { 'bots.changed': { guard: 'nothingToSend', target: '.loading' } },
      states: {
        loading: {
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            onDone: [
              { guard: 'nothingToSend', target: 'settled', actions: assign({ summary: ({ event }) => event.output }) },
              // Read before a toggle made meanwhile was saved: the figures shown already count it.
              { target: 'settled' },
            ],
            // The grid's own error says the list failed; the tiles keep their last figures.
            onError: { target: 'settled' },
          },
        },
        settled: {},
      },
    },
    outbox: {
      initial: 'idle',
      on: {
        'bot.toggle': {
          guard: 'isListed',
          actions: ['limitPassed', assign(({ context, event }) => toggleQueued(context, event.bot.id))],
        },
        'bot.duplicate': {
          guard: 'isListed',
          actions: assign({ outbox: ({ context, event }) => [...context.outbox, { kind: 'duplicate', original: listedBot(context, event.bot.id)! }] }),
        },
      },
      states: {
        idle: {
          always: [
            { guard: 'nextIsToggle', target: 'toggling' },
            { guard: 'nextIsDuplicate', target: 'duplicating' },
          ],
        },
        toggling: {
          invoke: {
            id: 'setActive',
            src: 'setActive',
            input: ({ context }) => ({ id: nextToggle(context).before.id, isActive: !nextToggle(context).before.isActive }),
            onDone: {
              target: 'idle',
              actions: [assign(({ context, event }) => toggleSaved(context, event.output)), 'announceWhenSettled'],
            },
            onError: [
              // The plan's active bots: told where the user is, with the way to the plans (D85).
              {
                guard: 'isLimitRefusal',
                target: 'idle',
                actions: [
                  {
                    type: 'limitReached',
                    params: ({ context, event }) => `${nextToggle(context).before.title} is ${nextToggle(context).before.isActive ? 'still on' : 'still off'}. ${limitRefusalOf(event.error)}`,
                  },
                  assign(({ context }) => toggleRolledBack(context)),
                  'announceWhenSettled',
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'showToast', params: ({ context, event }) => toggleFailedToast(nextToggle(context).before, event.error) },
                  assign(({ context }) => toggleRolledBack(context)),
                  'announceWhenSettled',
                ],
              },
            ],
          },
        },
        duplicating: {
          invoke: {
            id: 'duplicateBot',
            src: 'duplicateBot',
            input: ({ context }) => ({ id: nextDuplicate(context).original.id }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'showToast', params: ({ event }) => duplicatedToast(event.output) },
                assign(({ context, event }) => duplicateSaved(context, event.output)),
                'announceWhenSettled',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'showToast', params: ({ context, event }) => duplicateFailedToast(nextDuplicate(context).original, event.error) },
                assign({ outbox: ({ context }) => context.outbox.slice(1) }),
                'announceWhenSettled',
              ],
            },
          },
        },
      },
    },
  },
});
