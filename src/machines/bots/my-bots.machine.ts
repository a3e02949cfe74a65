import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { Bot, BotPage, BotSummary } from '../../domain/bots/bots';
import { summaryAfterToggle } from '../../domain/bots/bot-summary';
import type { ToastInput } from '../toast/toast.types';
import { duplicatedToast, duplicateFailedToast, loadBotsFailedToast, toggleFailedToast } from './bot-messages';

/** The chips of spec 02 §2: All, Active, Inactive. */
export type BotFilter = 'all' | 'active' | 'inactive';

/** What the grid was asked for: the page it shows reflects this, not what the box holds meanwhile. */
export interface BotQuery {
  search: string;
  status: BotFilter;
}

export interface BotPageRequest extends BotQuery {
  page: number;
}

/** A change the user made on the screen that is still to be sent, oldest first. */
export type PendingChange = { kind: 'toggle'; before: Bot } | { kind: 'duplicate'; original: Bot };

export interface MyBotsContext {
  /** What the search box holds. */
  search: string;
  status: BotFilter;
  /** The loaded cards, in the server's order (the order the user added them). */
  bots: Bot[];
  /** How many bots the shown query matches on the server. */
  total: number;
  /** The last page loaded. */
  page: number;
  shown: BotQuery;
  summary: BotSummary | null;
  outbox: PendingChange[];
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
  | { type: 'summary.refresh' };

/** Typing waits this long for the next key before asking the server, so a word is one request. */
export const searchDebounceMs = 250;

const replaced = (bots: Bot[], bot: Bot) => bots.map((each) => (each.id === bot.id ? bot : each));

/** Cards loaded later leave out those already shown (a copy or an added bot shown ahead of its page). */
function appended(bots: Bot[], page: Bot[]): Bot[] {
  const shown = new Set(bots.map((bot) => bot.id));
  return [...bots, ...page.filter((bot) => !shown.has(bot.id))];
}

/** Back in id order, which is the order the server lists them in. */
function restored(bots: Bot[], bot: Bot): Bot[] {
  if (bots.some((each) => each.id === bot.id)) return bots;
  const at = bots.findIndex((each) => each.id > bot.id);
  return at === -1 ? [...bots, bot] : [...bots.slice(0, at), bot, ...bots.slice(at)];
}

const withActive = (bot: Bot, isActive: boolean): Bot => ({ ...bot, isActive });

/**
 * My Bots (spec 02 §2; D8): the user's bots from the server, searched and filtered there, a page at a
 * time. Toggles and copies show at once and are sent one after another; a refused one is rolled back
 * with a toast. Three regions run side by side: the grid, the counts and the changes being sent.
 */
export const myBotsMachine = setup({
  types: {
    context: {} as MyBotsContext,
    events: {} as MyBotsEvent,
  },
  actors: {
    loadPage: fromPromise<BotPage, BotPageRequest>(async () => {
      throw new Error('loadPage is provided by the app');
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
    // Once nothing is left to send, the counts are read again so the tiles are the server's.
    refreshCountsWhenSettled: enqueueActions(({ context, enqueue }) => {
      if (context.outbox.length === 0) enqueue.raise({ type: 'summary.refresh' });
    }),
  },
  delays: { searchDebounce: searchDebounceMs },
  guards: {
    nextIsToggle: ({ context }) => context.outbox[0]?.kind === 'toggle',
    nextIsDuplicate: ({ context }) => context.outbox[0]?.kind === 'duplicate',
    hasMorePages: ({ context }) => context.bots.length < context.total,
    isLoaded: ({ context, event }) => 'bot' in event && context.bots.some((bot) => bot.id === event.bot.id),
  },
}).createMachine({
  id: 'myBots',
  type: 'parallel',
  context: {
    search: '',
    status: 'all',
    bots: [],
    total: 0,
    page: 1,
    shown: { search: '', status: 'all' },
    summary: null,
    outbox: [],
  },
  on: {
    'bot.replaced': { actions: assign({ bots: ({ context, event }) => replaced(context.bots, event.bot) }) },
    'bot.added': {
      actions: [
        // Shown first, so what the user just added is in view; a later page will not repeat it.
        assign({ bots: ({ context, event }) => [event.bot, ...context.bots], total: ({ context }) => context.total + 1 }),
        raise({ type: 'summary.refresh' }),
      ],
    },
    'bot.removed': {
      guard: 'isLoaded',
      actions: assign({
        bots: ({ context, event }) => context.bots.filter((bot) => bot.id !== event.bot.id),
        total: ({ context }) => Math.max(0, context.total - 1),
      }),
    },
    'bot.restored': {
      actions: assign({ bots: ({ context, event }) => restored(context.bots, event.bot), total: ({ context }) => context.total + 1 }),
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
            src: 'loadPage',
            input: ({ context }) => ({ search: context.search.trim(), status: context.status, page: 1 }),
            onDone: {
              target: 'idle',
              actions: assign({
                bots: ({ event }) => event.output.items,
                total: ({ event }) => event.output.total,
                page: 1,
                shown: ({ context }) => ({ search: context.search.trim(), status: context.status }),
              }),
            },
            onError: { target: 'failed' },
          },
        },
        debouncing: {
          after: { searchDebounce: 'loading' },
        },
        idle: {
          on: { 'list.more': { guard: 'hasMorePages', target: 'loadingMore' } },
        },
        loadingMore: {
          invoke: {
            id: 'loadNextPage',
            src: 'loadPage',
            input: ({ context }) => ({ ...context.shown, page: context.page + 1 }),
            onDone: {
              target: 'idle',
              actions: assign({
                bots: ({ context, event }) => appended(context.bots, event.output.items),
                total: ({ event }) => event.output.total,
                page: ({ context }) => context.page + 1,
              }),
            },
            onError: { target: 'idle', actions: { type: 'showToast', params: ({ event }) => loadBotsFailedToast(event.error) } },
          },
        },
        failed: {
          on: { 'list.retry': 'loading' },
        },
      },
    },
    counts: {
      initial: 'loading',
      on: { 'summary.refresh': '.loading' },
      states: {
        loading: {
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            onDone: { target: 'settled', actions: assign({ summary: ({ event }) => event.output }) },
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
          guard: 'isLoaded',
          actions: assign({
            bots: ({ context, event }) => replaced(context.bots, withActive(event.bot, !event.bot.isActive)),
            summary: ({ context, event }) => summaryAfterToggle(context.summary, event.bot, !event.bot.isActive),
            outbox: ({ context, event }) => [...context.outbox, { kind: 'toggle', before: event.bot }],
          }),
        },
        'bot.duplicate': {
          guard: 'isLoaded',
          actions: assign({ outbox: ({ context, event }) => [...context.outbox, { kind: 'duplicate', original: event.bot }] }),
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
            input: ({ context }) => {
              const change = context.outbox[0] as Extract<PendingChange, { kind: 'toggle' }>;
              return { id: change.before.id, isActive: !change.before.isActive };
            },
            onDone: {
              target: 'idle',
              actions: [
                assign({
                // The server's answer, but the switch as the user left it: a later toggle may be queued.
                bots: ({ context, event }) => {
                  const current = context.bots.find((bot) => bot.id === event.output.id);
                  return current ? replaced(context.bots, { ...event.output, isActive: current.isActive }) : context.bots;
                },
                outbox: ({ context }) => context.outbox.slice(1),
              }),
                'refreshCountsWhenSettled',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'showToast', params: ({ context, event }) => toggleFailedToast((context.outbox[0] as Extract<PendingChange, { kind: 'toggle' }>).before, event.error) },
                assign({
                  bots: ({ context }) => {
                    const { before } = context.outbox[0] as Extract<PendingChange, { kind: 'toggle' }>;
                    return context.bots.map((bot) => (bot.id === before.id ? withActive(bot, before.isActive) : bot));
                  },
                  summary: ({ context }) => {
                    const { before } = context.outbox[0] as Extract<PendingChange, { kind: 'toggle' }>;
                    return summaryAfterToggle(context.summary, withActive(before, !before.isActive), before.isActive);
                  },
                  outbox: ({ context }) => context.outbox.slice(1),
                }),
                'refreshCountsWhenSettled',
              ],
            },
          },
        },
        duplicating: {
          invoke: {
            id: 'duplicateBot',
            src: 'duplicateBot',
            input: ({ context }) => ({ id: (context.outbox[0] as Extract<PendingChange, { kind: 'duplicate' }>).original.id }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'showToast', params: ({ event }) => duplicatedToast(event.output) },
                assign({
                  // Right after its original, where the user is looking.
                  bots: ({ context, event }) => {
                    const at = context.bots.findIndex((bot) => bot.id === (context.outbox[0] as Extract<PendingChange, { kind: 'duplicate' }>).original.id);
                    return at === -1 ? [...context.bots, event.output] : [...context.bots.slice(0, at + 1), event.output, ...context.bots.slice(at + 1)];
                  },
                  total: ({ context }) => context.total + 1,
                  outbox: ({ context }) => context.outbox.slice(1),
                }),
                'refreshCountsWhenSettled',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'showToast',
                  params: ({ context, event }) => duplicateFailedToast((context.outbox[0] as Extract<PendingChange, { kind: 'duplicate' }>).original, event.error),
                },
                assign({ outbox: ({ context }) => context.outbox.slice(1) }),
                'refreshCountsWhenSettled',
              ],
            },
          },
        },
      },
    },
  },
});
