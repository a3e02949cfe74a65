import { assign, fromPromise, setup } from 'xstate';
import type { Notification, NotificationList } from '../../domain/alerts/notifications';

/** How often the bell asks for its unread count (D129): a new failure shows within this long. */
export const bellPollMs = 30_000;

export type NotificationBellEvent = { type: 'bell.open'; id: string } | { type: 'bell.readAll' } | { type: 'bell.retry' };

export interface NotificationBellContext {
  items: Notification[];
  unread: number;
}

const readNow = (item: Notification): Notification => (item.readAt === null ? { ...item, readAt: new Date().toISOString() } : item);

/**
 * The navigation bar's bell (D129): the user's newest notifications and how many are unread. It
 * asks for the count every `bellPoll`, and for the list again only when the count moved. Opening a
 * notification (the view goes to its run) marks it read, as "Mark all read" does all of them; the
 * server keeps what was read, and its answer is the count from then on.
 */
export const notificationBellMachine = setup({
  types: {
    context: {} as NotificationBellContext,
    events: {} as NotificationBellEvent,
  },
  actors: {
    loadNotifications: fromPromise<NotificationList>(async () => {
      throw new Error('loadNotifications is provided by the app');
    }),
    countUnread: fromPromise<number>(async () => {
      throw new Error('countUnread is provided by the app');
    }),
    markRead: fromPromise<number, { id: string }>(async () => {
      throw new Error('markRead is provided by the app');
    }),
    markAllRead: fromPromise<void>(async () => {
      throw new Error('markAllRead is provided by the app');
    }),
  },
  delays: { bellPoll: bellPollMs },
  guards: {
    countMoved: ({ context, event }) => (event as { output?: number }).output !== context.unread,
    isUnread: ({ context, event }) => context.items.some((item) => item.id === (event as { id?: string }).id && item.readAt === null),
    hasUnread: ({ context }) => context.unread > 0,
  },
}).createMachine({
  id: 'notificationBell',
  context: { items: [], unread: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ items: event.output.items, unread: event.output.unread })) },
        onError: 'failed',
      },
    },
    // The list could not be read: the bell says so, and tries again at the next poll or when asked.
    failed: {
      after: { bellPoll: 'loading' },
      on: { 'bell.retry': 'loading' },
    },
    ready: {
      after: { bellPoll: 'counting' },
      on: {
        'bell.open': {
          guard: 'isUnread',
          target: 'marking',
          actions: assign({ items: ({ context, event }) => context.items.map((item) => (item.id === event.id ? readNow(item) : item)), unread: ({ context }) => Math.max(0, context.unread - 1) }),
        },
        'bell.readAll': { guard: 'hasUnread', target: 'markingAll', actions: assign({ items: ({ context }) => context.items.map(readNow), unread: 0 }) },
      },
    },
    counting: {
      invoke: {
        id: 'countUnread',
        src: 'countUnread',
        onDone: [{ guard: 'countMoved', target: 'loading' }, { target: 'ready' }],
        // A poll that failed keeps what the bell shows; the next one asks again.
        onError: 'ready',
      },
    },
    marking: {
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ event }) => ({ id: (event as { id: string }).id }),
        onDone: { target: 'ready', actions: assign({ unread: ({ event }) => event.output }) },
        // Not kept: the list is read again, so the bell shows what the server has.
        onError: 'loading',
      },
    },
    markingAll: {
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        onDone: 'ready',
        onError: 'loading',
      },
    },
  },
});
