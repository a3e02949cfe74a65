import type { SnapshotFrom } from 'xstate';
import type { notificationBellMachine } from './notification-bell.machine';

type BellSnapshot = SnapshotFrom<typeof notificationBellMachine>;

export const selectBellItems = (snapshot: BellSnapshot) => snapshot.context.items;
export const selectBellUnread = (snapshot: BellSnapshot) => snapshot.context.unread;
/** Loading only before the list was first read: a poll or a mark keeps showing what the bell has. */
export const selectBellLoading = (snapshot: BellSnapshot) => snapshot.matches('loading') && snapshot.context.items.length === 0;
export const selectBellFailed = (snapshot: BellSnapshot) => snapshot.matches('failed');
