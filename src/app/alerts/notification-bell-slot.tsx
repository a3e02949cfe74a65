import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { notificationBellMachine } from '../../machines/alerts/notification-bell.machine';
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from '../../services/notifications';
import type { ApiClient } from '../../services/api-client';
import { fromPromise } from 'xstate';
import { NotificationBell } from '../../views/alerts/NotificationBell';

/** The bell's machine with the notifications service (D129). */
export const notificationBell = (api: ApiClient) =>
  notificationBellMachine.provide({
    actors: {
      loadNotifications: fromPromise(() => listNotifications(api)),
      countUnread: fromPromise(() => countUnreadNotifications(api)),
      markRead: fromPromise(({ input }: { input: { id: string } }) => markNotificationRead(api, input.id)),
      markAllRead: fromPromise(() => markAllNotificationsRead(api)),
    },
  });

/** The signed-in user's bell: its actor lives while the navigation bar shows it, and stops at sign-out. */
export function NotificationBellSlot({ api }: { api: ApiClient }) {
  const [logic] = useState(() => notificationBell(api));
  const actor = useActorRef(logic);
  return <NotificationBell actor={actor} />;
}
