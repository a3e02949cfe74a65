import { notificationListSchema, unreadCountSchema, type NotificationList } from '../domain/alerts/notifications';
import type { ApiClient } from './api-client';
import { signedInCall } from './signed-in-call';

/** The bell's notifications (D129), kept per user on the server. */
export async function listNotifications(api: ApiClient): Promise<NotificationList> {
  return signedInCall(api, async () => notificationListSchema.parse(await api.get('/notifications')));
}

export async function countUnreadNotifications(api: ApiClient): Promise<number> {
  return signedInCall(api, async () => unreadCountSchema.parse(await api.get('/notifications/unread-count')).unread);
}

export async function markNotificationRead(api: ApiClient, id: string): Promise<number> {
  return signedInCall(api, async () => unreadCountSchema.parse(await api.post(`/notifications/${encodeURIComponent(id)}/read`, {})).unread);
}

export async function markAllNotificationsRead(api: ApiClient): Promise<void> {
  await signedInCall(api, () => api.post('/notifications/read', {}));
}
