import type { Notification, NotificationList } from '../../domain/alerts/notifications';

/** Notifications as the server lists them, for the bell's stories and model test. */
export const failedRunNotification: Notification = {
  id: 'n-1',
  kind: 'failure',
  title: 'Nightly orders failed at Fetch orders (api): The server answered 503',
  sequenceId: 's-1',
  runId: 'r-1',
  link: '/sequences/nightly-orders?run=r-1',
  createdAt: '2026-12-02T10:02:00.000Z',
  readAt: null,
};

export const refusedDeliveryNotification: Notification = {
  id: 'n-2',
  kind: 'refused',
  title: 'Shop hook: a webhook delivery was refused (The signature does not match the body)',
  sequenceId: 's-2',
  runId: null,
  link: null,
  createdAt: '2026-12-01T08:15:00.000Z',
  readAt: '2026-12-01T09:00:00.000Z',
};

export const recoveryNotification: Notification = {
  id: 'n-3',
  kind: 'recovery',
  title: 'Nightly orders recovered',
  sequenceId: 's-1',
  runId: 'r-4',
  link: '/sequences/nightly-orders?run=r-4',
  createdAt: '2026-12-02T11:30:00.000Z',
  readAt: null,
};

export const someNotifications: NotificationList = { items: [failedRunNotification, refusedDeliveryNotification], unread: 1 };
export const noNotifications: NotificationList = { items: [], unread: 0 };
