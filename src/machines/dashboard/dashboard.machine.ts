import { assign, fromPromise, setup } from 'xstate';
import { summaryAfterToggle } from '../../domain/bots/bot-summary';
import type { Bot, BotSummary } from '../../domain/bots/bots';
import { toggleFailedToast } from '../bots/bot-messages';
import type { ToastInput } from '../toast/toast.types';

/** What the dashboard shows (D7): counts over all of the user's bots and the most recently active ones. */
export interface DashboardData {
  summary: BotSummary;
  recent: Bot[];
}

export interface DashboardContext {
  summary: BotSummary | null;
  recent: Bot[];
  /** The switch being sent, as it was before the click. */
  toggled: Bot | null;
}

export type DashboardEvent = { type: 'bot.toggle'; bot: Bot } | { type: 'dashboard.retry' };

const flipped = (recent: Bot[], bot: Bot, isActive: boolean) => recent.map((each) => (each.id === bot.id ? { ...each, isActive } : each));

/**
 * The dashboard (spec 01 §2; D7): the user's own bots from the server. A Recent Activity switch
 * really turns the bot on or off: it shows at once, is rolled back with a toast if refused, and the
 * counts are read again once it is saved.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    loadDashboard: fromPromise<DashboardData>(async () => {
      throw new Error('loadDashboard is provided by the app');
    }),
    setActive: fromPromise<Bot, { id: number; isActive: boolean }>(async () => {
      throw new Error('setActive is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
  guards: {
    isShown: ({ context, event }) => event.type === 'bot.toggle' && context.recent.some((bot) => bot.id === event.bot.id),
  },
}).createMachine({
  id: 'dashboard',
  context: { summary: null, recent: [], toggled: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output.summary, recent: ({ event }) => event.output.recent }) },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'dashboard.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'bot.toggle': {
              guard: 'isShown',
              target: 'toggling',
              actions: assign({
                toggled: ({ event }) => event.bot,
                recent: ({ context, event }) => flipped(context.recent, event.bot, !event.bot.isActive),
                summary: ({ context, event }) => summaryAfterToggle(context.summary, event.bot, !event.bot.isActive),
              }),
            },
          },
        },
        toggling: {
          invoke: {
            id: 'setActive',
            src: 'setActive',
            input: ({ context }) => ({ id: context.toggled!.id, isActive: !context.toggled!.isActive }),
            onDone: { target: 'refreshing', actions: assign({ toggled: null }) },
            onError: {
              target: 'idle',
              actions: [
                { type: 'showToast', params: ({ context, event }) => toggleFailedToast(context.toggled!, event.error) },
                assign({
                  recent: ({ context }) => flipped(context.recent, context.toggled!, context.toggled!.isActive),
                  summary: ({ context }) => summaryAfterToggle(context.summary, { ...context.toggled!, isActive: !context.toggled!.isActive }, context.toggled!.isActive),
                  toggled: null,
                }),
              ],
            },
          },
        },
        // The server's counts replace the ones worked out at the click; if they cannot be read, those stay.
        refreshing: {
          invoke: {
            id: 'refreshDashboard',
            src: 'loadDashboard',
            onDone: { target: 'idle', actions: assign({ summary: ({ event }) => event.output.summary, recent: ({ event }) => event.output.recent }) },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
